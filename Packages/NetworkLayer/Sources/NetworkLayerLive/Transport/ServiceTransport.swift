import Core
import Foundation
import Logging
import Models
import NetworkLayer
import SafeText

/// Sends a service's idempotent GET requests the way real networks need: retries with backoff and
/// jitter for what a retry can fix — transport failures, 5xx, a timeout once, a 429 with a short
/// `Retry-After` — but never for an answer that could not be read; a memory of the service's rate limit
/// (per origin, a pause never longer than the service's window) that stops calls while the budget is spent;
/// and the last good answer from disk when the service cannot give a new one. Keys of both memories name
/// the service and its origin, so one server's answers never stand in for another's.
///
/// ```swift
/// let service = ServiceDescriptor.unsplash(baseURL: URL(fileURLWithPath: "/"))
/// let transport = ServiceTransport(service: service, http: .urlSession(), retry: RetryPolicy(maxAttempts: 3))
/// let request = HTTPRequest(url: service.baseURL.appendingPathComponent("photos"))
/// let fetched = try await transport.get(
///   request,
///   mapError: { response, _ in NetworkError(.httpStatus, service: service.name, status: response.status) },
///   decode: { response in String(decoding: response.body, as: UTF8.self) }
/// )
/// print(fetched.value, fetched.isStale)
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
    let key = "\(service.stateKey) \(request.method) \(request.displayPath)"
    if let paused = rateLimits.load(service.stateKey)?.pause(window: service.rateLimitWindow, now: now()) {
      logger.info("not calling \(service.name): its request budget is spent until \(paused)")
      return try stale(key, .rateLimited(service, until: paused, now: now()), decode: decode)
    }
    var attempt = 0
    var timeouts = 0
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
            failure = .badResponse(service, path: request.displayPath, detail: Self.detail(error, body: response.body))
          }
        } else if isRateLimited(response) {
          let wait = Self.retryAfter(response, now: now())
          if let wait, wait <= retry.maxRetryAfter, attempt < retry.maxAttempts {
            logger.info("\(service.name) asked to wait \(wait) before trying '\(request.displayPath)' again")
            try await clock.sleep(for: wait)
            continue
          }
          let until = now().addingTimeInterval(pauseLength(asked: wait).seconds)
          block(until: until)
          // A service that names its error (NewsAPI's `rateLimited`) is quoted in its own words.
          let said = mapError(response, request)
          let error = NetworkError.rateLimited(
            service, until: until, now: now(), status: response.status,
            serviceMessage: said.serviceCode == nil
              ? response.bodyExcerpt(limit: 120, redacting: request.secrets) : said.serviceMessage
          ).withServiceCode(said.serviceCode)
          return try stale(key, error, decode: decode)
        } else {
          let mapped = mapError(response, request)
          let wait = Self.retryAfter(response, now: now())
          if mapped.code == .rateLimited {
            // The service's own way of saying the budget is spent (NewsAPI's `apiKeyExhausted`).
            let until = now().addingTimeInterval(pauseLength(asked: wait).seconds)
            block(until: until)
            return try stale(key, mapped.blocked(until: until, now: now()), decode: decode)
          }
          failure = mapped
          retryAfter = wait
        }
      } catch let error as NetworkError {
        failure = error.about(service)
      }
      if failure.code == .timeout { timeouts += 1 }
      guard failure.isTransient, attempt < retry.maxAttempts, timeouts < retry.maxTimeouts,
        (retryAfter ?? .zero) <= retry.maxRetryAfter
      else {
        return try stale(key, failure, decode: decode)
      }
      let delay = retryAfter ?? retry.delay(afterAttempt: attempt, random: random())
      logger.info(
        "attempt \(attempt) of '\(request.displayPath)' failed (\(failure.message(in: .english))); retrying in \(delay)"
      )
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
    logger.info("showing the answer saved at \(cached.savedAt) for '\(key)': \(error.message(in: .english))")
    return Fetched(value, freshness: .cached(savedAt: cached.savedAt, reason: error))
  }

  private func store(_ response: CachedResponse) {
    do {
      try cache.store(response)
    } catch {
      logger.warning("could not save the answer for '\(response.key)': \(error)")
    }
  }

  /// A decoding path as `3.width` (an array's index as its number).
  static func path(_ codingPath: [any CodingKey]) -> String {
    codingPath.map { key in key.intValue.map(String.init) ?? key.stringValue }.joined(separator: ".")
  }

  /// What a decoding failure says about the answer; `body` tells a number out of range from broken JSON.
  static func detail(_ error: any Error, body: Data) -> NetworkError.Detail {
    switch error {
    case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
      JSONNumbers.outOfRange(in: body).map { .numberOutOfRange($0) }
        ?? .invalidJSON(TerminalText.excerpt(context.debugDescription, limit: 120))
    case DecodingError.dataCorrupted(let context):
      if let impossible = context.underlyingError as? ModelsError, let value = impossible.value {
        .impossibleValue(
          field: TerminalText.excerpt(Self.path(context.codingPath), limit: 80),
          value: TerminalText.excerpt(value, limit: 40))
      } else {
        .invalidJSON(TerminalText.excerpt(context.debugDescription, limit: 120))
      }
    case DecodingError.keyNotFound(let key, _): .missingField(key.stringValue)
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      .wrongType(context.codingPath.map(\.stringValue).joined(separator: "."))
    default: .other(TerminalText.excerpt(String(describing: error), limit: 120))
    }
  }
}
