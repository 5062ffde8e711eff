import Foundation
import Logging

extension ServiceTransport {
  /// The transport a `mosaic` run uses: URLSession, the default retries, the run's one rate-limit
  /// memory, and — when a cache directory is known — the last good answers under `responses/`, shared by
  /// every process.
  ///
  /// Build one ``RateLimitStore`` per run and hand it to every transport and to `mosaic doctor`:
  ///
  /// ```swift
  /// let cache = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic")
  /// let limits = RateLimitStore.file(at: cache.appendingPathComponent(ServiceTransport.rateLimitFileName))
  /// let service = ServiceDescriptor.unsplash(baseURL: URL(fileURLWithPath: "/"))
  /// let transport = ServiceTransport.live(service: service, cacheDirectory: cache, rateLimits: limits)
  /// let photos = PhotoClient.unsplash(key: APIKey("my-access-key"), transport: transport)
  /// ```
  public static func live(
    service: ServiceDescriptor,
    cacheDirectory: URL?,
    rateLimits: RateLimitStore,
    http: HTTPClient = .urlSession(),
    retry: RetryPolicy = RetryPolicy(),
    logger: Logger = Logger(label: "mosaic.network")
  ) -> ServiceTransport {
    ServiceTransport(
      service: service,
      http: http,
      retry: retry,
      rateLimits: rateLimits,
      cache: cacheDirectory.map { .directory($0.appendingPathComponent(responsesDirectoryName)) } ?? .disabled,
      logger: logger
    )
  }

  /// The rate-limit memory's file name in the cache directory.
  public static let rateLimitFileName = "rate-limits.json"
  /// The saved answers' directory name in the cache directory.
  public static let responsesDirectoryName = "responses"
}
