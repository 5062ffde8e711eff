import Core
import Foundation
import Logging
import NetworkLayer

extension ImageSource {
  /// Pictures from image servers: idempotent GETs with `If-None-Match` when a copy exists, never a key or
  /// cookie; retries with backoff for transport failures, timeouts and 5xx; the rate-limit memory keyed by
  /// the image host (`images:host:port`), so a 429 stops further requests there for every process; bodies
  /// above `maximumBytes` refused.
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
    maximumBytes: Int = 32 << 20,
    timeout: Duration = .seconds(30),
    logger: Logger = Logger(label: "mosaic.images")
  ) -> ImageSource {
    ImageSource { url, etag in
      guard let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), let host = url.host else {
        throw ImageError(.unsupportedURL, url: url)
      }
      let limitKey = "images:" + (url.port.map { "\(host):\($0)" } ?? host)
      if let blocked = rateLimits.load(limitKey)?.blockedUntil, blocked > now() {
        throw ImageError(.rateLimited, url: url, retryAt: blocked)
      }
      var headers = ["Accept": "image/jpeg, image/png;q=0.9"]
      if let etag { headers["If-None-Match"] = etag }
      let request = HTTPRequest(url: url, headers: headers, timeout: timeout)
      var attempt = 0
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
            let after = ServiceTransport.retryAfter(response, now: now()) ?? .seconds(60)
            let until = now().addingTimeInterval(after.seconds)
            try? rateLimits.save(
              limitKey, RateLimitState(limit: nil, remaining: 0, observedAt: now(), blockedUntil: until))
            throw ImageError(.rateLimited, url: url, status: 429, retryAt: until)
          default:
            failure = ImageError(.httpStatus, url: url, status: response.status)
            wait = ServiceTransport.retryAfter(response, now: now())
          }
        } catch let error as NetworkError {
          failure = ImageError(.unreachable, url: url, detail: error.message(in: .english))
        }
        let transient = failure.code == .unreachable || (failure.status ?? 0) >= 500
        guard transient, attempt < retry.maxAttempts, (wait ?? .zero) <= retry.maxRetryAfter else { throw failure }
        let delay = wait ?? retry.delay(afterAttempt: attempt, random: random())
        logger.info("attempt \(attempt) of '\(request.displayPath)' failed (\(failure.codeName)); retrying in \(delay)")
        try await clock.sleep(for: delay)
      }
    }
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
