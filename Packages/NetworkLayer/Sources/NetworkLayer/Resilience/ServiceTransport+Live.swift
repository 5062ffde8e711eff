import Foundation
import Logging

extension ServiceTransport {
  /// The transport a `mosaic` run uses: URLSession, the default retries, and — when a cache
  /// directory is known — the rate-limit memory in `rate-limits.json` and the last good answers under
  /// `responses/`, shared by every process.
  public static func live(
    service: ServiceDescriptor,
    cacheDirectory: URL?,
    http: HTTPClient = .urlSession(),
    retry: RetryPolicy = RetryPolicy(),
    logger: Logger = Logger(label: "mosaic.network")
  ) -> ServiceTransport {
    ServiceTransport(
      service: service,
      http: http,
      retry: retry,
      rateLimits: cacheDirectory.map { .file(at: $0.appendingPathComponent(rateLimitFileName)) } ?? .inMemory(),
      cache: cacheDirectory.map { .directory($0.appendingPathComponent(responsesDirectoryName)) } ?? .disabled,
      logger: logger
    )
  }

  /// The rate-limit memory's file name in the cache directory.
  public static let rateLimitFileName = "rate-limits.json"
  /// The saved answers' directory name in the cache directory.
  public static let responsesDirectoryName = "responses"
}
