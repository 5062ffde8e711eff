import Core
import Foundation
import Logging
import NetworkLayer

extension ImageSource {
  /// Pictures from image servers: idempotent GETs with `If-None-Match` when a copy exists, never a key or
  /// cookie; retries with backoff for transport failures, timeouts and 5xx; the rate-limit memory keyed by
  /// the image host (`images:host:port`), so a 429 stops further requests there for every process — for what
  /// `Retry-After` asks but never longer than ``rateLimitWindow``; bodies above `maximumBytes` refused (the
  /// request carries the cap, so a transport that honours it stops reading there).
  ///
  /// ```swift
  /// let source = ImageSource.http(http: .urlSession(), rateLimits: .inMemory())
  /// ```
  public static func http(
    http: HTTPClient,
    retry: RetryPolicy = RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(200)),
    rateLimits: RateLimitStore,
    clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = Date.init,
    random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
    maximumBytes: Int = ImageSource.maximumPictureBytes,
    timeout: Duration = .seconds(30),
    logger: Logger = Logger(label: "mosaic.images")
  ) -> ImageSource {
    ImageSource { url, etag in
      guard let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), let host = url.host else {
        throw ImageError(.unsupportedURL, url: url)
      }
      let limitKey = Self.rateLimitKey(for: url) ?? Self.rateLimitPrefix + host
      if let blocked = rateLimits.load(limitKey)?.pause(window: Self.rateLimitWindow, now: now()) {
        throw ImageError(.rateLimited, url: url, retryAt: blocked)
      }
      var headers = ["Accept": "image/jpeg, image/png;q=0.9"]
      if let etag { headers["If-None-Match"] = etag }
      let request = HTTPRequest(
        url: url, headers: headers, timeout: timeout, maximumBodyBytes: maximumBytes, refusesEncodedBody: true)
      var attempt = 0
      var timeouts = 0
      while true {
        attempt += 1
        try Task.checkCancellation()
        let failure: ImageError
        var wait: Duration?
        do {
          let response = try await http.send(request)
          switch response.status {
          case 200..<300:
            guard response.body.count <= maximumBytes else {
              throw ImageError(.tooLarge, url: url, limit: maximumBytes)
            }
            return .downloaded(
              response.body, etag: response.header("etag"), maxAge: Self.maxAge(response.header("cache-control")))
          case 304:
            return .notModified(maxAge: Self.maxAge(response.header("cache-control")))
          case 404, 410:
            throw ImageError(.notFound, url: url, status: response.status)
          case 429:
            let after = min(ServiceTransport.retryAfter(response, now: now()) ?? .seconds(60), Self.rateLimitWindow)
            let until = now().addingTimeInterval(after.seconds)
            try? rateLimits.save(
              limitKey, RateLimitState(limit: nil, remaining: 0, observedAt: now(), blockedUntil: until))
            throw ImageError(.rateLimited, url: url, status: 429, retryAt: until)
          default:
            failure = ImageError(.httpStatus, url: url, status: response.status)
            wait = ServiceTransport.retryAfter(response, now: now())
          }
        } catch let error as NetworkError {
          // The transport's own cap may be the lower one: the error names the limit that refused the body.
          if case .tooLarge(let limit) = error.detail { throw ImageError(.tooLarge, url: url, limit: limit) }
          if case .compressed = error.detail {
            throw ImageError(.corrupt, url: url, detail: error.detail.map { NetworkStrings.detail($0, in: .english) })
          }
          if error.code == .timeout { timeouts += 1 }
          failure = ImageError(.unreachable, url: url, detail: error.message(in: .english))
        }
        let transient = failure.code == .unreachable || (failure.status ?? 0) >= 500
        guard transient, attempt < retry.maxAttempts, timeouts < retry.maxTimeouts,
          (wait ?? .zero) <= retry.maxRetryAfter
        else { throw failure }
        let delay = wait ?? retry.delay(afterAttempt: attempt, random: random())
        logger.info("attempt \(attempt) of '\(request.displayPath)' failed (\(failure.codeName)); retrying in \(delay)")
        try await clock.sleep(for: delay)
      }
    }
  }

  /// The most bytes one picture may take (after decompression): 8 MB, far more than any rendition a
  /// terminal shows needs, and little enough that six downloads at once stay small.
  public static let maximumPictureBytes = 8 << 20

  /// The longest an image host's 429 pauses its pictures, whatever its `Retry-After` says: an hour, as
  /// Unsplash's window.
  public static let rateLimitWindow = Duration.seconds(3600)

  /// The prefix of every image host's key in the ``RateLimitStore``.
  public static let rateLimitPrefix = "images:"

  /// The key of `url`'s image host in the ``RateLimitStore``: `images:host:port`, or `nil` without a host.
  public static func rateLimitKey(for url: URL) -> String? {
    guard let host = url.host, !host.isEmpty else { return nil }
    return rateLimitPrefix + (url.port.map { "\(host):\($0)" } ?? host)
  }

  /// `max-age` of a `Cache-Control` header in seconds; `0` for `no-cache` or `no-store`.
  static func maxAge(_ header: String?) -> TimeInterval? {
    guard let header else { return nil }
    var age: TimeInterval?
    for directive in header.lowercased().split(separator: ",") {
      let part = directive.trimmingCharacters(in: .whitespaces)
      if part == "no-cache" || part == "no-store" { return 0 }
      if part.hasPrefix("max-age="), let seconds = Int(part.dropFirst(8)), seconds >= 0 {
        age = TimeInterval(seconds)
      }
    }
    return age
  }
}
