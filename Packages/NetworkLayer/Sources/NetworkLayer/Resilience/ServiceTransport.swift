import Foundation
import Logging

/// Sends a service's idempotent GET requests the way real networks need: retries with backoff and
/// jitter for transport failures, timeouts and 5xx (honouring `Retry-After`), a memory of the
/// service's rate limit that stops calls while the budget is spent, and the last good answer from
/// disk when the service cannot give a new one.
///
/// ```swift
/// let transport = ServiceTransport(service: .unsplash(baseURL: url), http: .urlSession(), ...)
/// let page = try await transport.get(request) { response in try decode(response) }
/// ```
public struct ServiceTransport: Sendable {
  public let service: ServiceDescriptor
  let http: HTTPClient
  let retry: RetryPolicy
  let clock: any Clock<Duration>
  let now: @Sendable () -> Date
  let random: @Sendable () -> Double
  let rateLimits: RateLimitStore
  let cache: ResponseCache
  let logger: Logger

  public init(
    service: ServiceDescriptor,
    http: HTTPClient,
    retry: RetryPolicy = RetryPolicy(),
    clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = Date.init,
    random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
    rateLimits: RateLimitStore = .inMemory(),
    cache: ResponseCache = .disabled,
    logger: Logger = Logger(label: "mosaic.network")
  ) {
    self.service = service
    self.http = http
    self.retry = retry
    self.clock = clock
    self.now = now
    self.random = random
    self.rateLimits = rateLimits
    self.cache = cache
    self.logger = logger
  }

  /// Gets `request` and decodes the answer; a decoding failure counts as a bad response, and `mapError`
  /// turns an error answer (other than a rate limit) into the service's own error.
  ///
  /// - Throws: ``NetworkError``: the service's own error for 4xx; for failures that persist through
  ///   the retries, or a spent budget, the last error — unless a saved answer can stand in, which is
  ///   then returned as ``Freshness/cached(savedAt:reason:)``.
  public func get<Value: Sendable>(
    _ request: HTTPRequest,
    mapError: (HTTPResponse, HTTPRequest) -> NetworkError,
    decode: (HTTPResponse) throws -> Value
  ) async throws -> Fetched<Value> {
    let key = "\(service.id) \(request.method) \(request.displayPath)"
    if let blocked = rateLimits.load(service.id)?.blockedUntil, blocked > now() {
      logger.info("not calling \(service.name): its request budget is spent until \(blocked)")
      return try stale(key, .rateLimited(service, until: blocked, now: now()), decode: decode)
    }
    var attempt = 0
    while true {
      attempt += 1
      let failure: NetworkError
      var retryAfter: Duration?
      do {
        let response = try await http.send(request)
        remember(response)
        if response.isSuccess {
          do {
            let value = try decode(response)
            store(CachedResponse(key: key, savedAt: now(), response: response))
            return Fetched(value)
          } catch let error as NetworkError {
            failure = error
          } catch {
            failure = .badResponse(service, path: request.displayPath, detail: Self.describe(error))
          }
        } else if isRateLimited(response) {
          let wait = Self.retryAfter(response, now: now())
          if let wait, wait <= retry.maxRetryAfter, attempt < retry.maxAttempts {
            logger.info("\(service.name) asked to wait \(wait) before trying '\(request.displayPath)' again")
            try await clock.sleep(for: wait)
            continue
          }
          let until = now().addingTimeInterval((wait ?? service.rateLimitWindow).seconds)
          block(until: until)
          let error = NetworkError.rateLimited(
            service, until: until, now: now(), status: response.status,
            serviceMessage: response.bodyExcerpt(limit: 120))
          return try stale(key, error, decode: decode)
        } else {
          failure = mapError(response, request)
          retryAfter = Self.retryAfter(response, now: now())
        }
      } catch let error as NetworkError {
        failure = error.about(service)
      }
      guard failure.isTransient, attempt < retry.maxAttempts, (retryAfter ?? .zero) <= retry.maxRetryAfter else {
        return try stale(key, failure, decode: decode)
      }
      let delay = retryAfter ?? retry.delay(afterAttempt: attempt, random: random())
      logger.info("attempt \(attempt) of '\(request.displayPath)' failed (\(failure.message)); retrying in \(delay)")
      try await clock.sleep(for: delay)
    }
  }

  /// The saved answer for `key` standing in for `error`, or `error` itself when none can.
  private func stale<Value>(
    _ key: String, _ error: NetworkError, decode: (HTTPResponse) throws -> Value
  ) throws -> Fetched<Value> {
    guard error.allowsStaleFallback, let cached = cache.load(key), let value = try? decode(cached.response) else {
      throw error
    }
    logger.info("showing the answer saved at \(cached.savedAt) for '\(key)': \(error.message)")
    return Fetched(value, freshness: .cached(savedAt: cached.savedAt, reason: error))
  }

  private func store(_ response: CachedResponse) {
    do {
      try cache.store(response)
    } catch {
      logger.warning("could not save the answer for '\(response.key)': \(error)")
    }
  }

  /// Reads `X-Ratelimit-Limit`/`-Remaining`; a remaining budget of zero blocks calls for one window.
  private func remember(_ response: HTTPResponse) {
    guard let remaining = response.header("x-ratelimit-remaining").flatMap({ Int($0) }) else { return }
    let limit = response.header("x-ratelimit-limit").flatMap { Int($0) }
    let blocked = remaining <= 0 ? now().addingTimeInterval(service.rateLimitWindow.seconds) : nil
    save(RateLimitState(limit: limit, remaining: remaining, observedAt: now(), blockedUntil: blocked))
  }

  private func block(until: Date) {
    var state =
      rateLimits.load(service.id) ?? RateLimitState(limit: nil, remaining: 0, observedAt: now(), blockedUntil: nil)
    state.remaining = 0
    state.observedAt = now()
    state.blockedUntil = until
    save(state)
  }

  private func save(_ state: RateLimitState) {
    do {
      try rateLimits.save(service.id, state)
    } catch {
      logger.warning("could not remember \(service.name)'s rate limit: \(error)")
    }
  }

  /// A 429, or a 403 that says the rate limit is exceeded (Unsplash answers that in plain text).
  private func isRateLimited(_ response: HTTPResponse) -> Bool {
    if response.status == 429 { return true }
    guard response.status == 403 else { return false }
    return response.header("x-ratelimit-remaining") == "0"
      || String(decoding: response.body.prefix(512), as: UTF8.self).lowercased().contains("rate limit")
  }

  /// `Retry-After` as seconds or as an HTTP date.
  static func retryAfter(_ response: HTTPResponse, now: Date) -> Duration? {
    guard let value = response.header("retry-after")?.trimmingCharacters(in: .whitespaces) else { return nil }
    if let seconds = Int(value), seconds >= 0 { return .seconds(seconds) }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    guard let date = formatter.date(from: value) else { return nil }
    return .seconds(max(0, Int(date.timeIntervalSince(now).rounded(.up))))
  }

  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context): "not valid JSON: \(context.debugDescription)"
    case DecodingError.keyNotFound(let key, _): "the field '\(key.stringValue)' is missing"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      "the field '\(context.codingPath.map(\.stringValue).joined(separator: "."))' has the wrong type"
    default: String(describing: error)
    }
  }
}
