/// The faults and budgets the mock API applies, set by command-line flags and by `POST /_faults`.
///
/// Every field has a default (no fault, Unsplash's 50 requests an hour, NewsAPI's 100 a day), so a
/// `POST /_faults` body names only what it turns on. The JSON field names are the flag names in camelCase.
///
/// ```swift
/// var settings = FaultSettings()
/// settings.errorRate = 0.3
/// settings.errorStatus = 503
/// try settings.validate()
/// // curl -X POST localhost:PORT/_faults -d '{"errorRate":0.3,"errorStatus":503,"seed":7}'
/// ```
public struct FaultSettings: Sendable, Equatable {
  /// Seeds the fault and random-photo generators; `POST /_faults` restarts both from it.
  public var seed: UInt64 = 1
  /// Milliseconds to wait before answering each API request.
  public var latencyMs: Int = 0
  /// The share of API requests, `0...1`, answered with ``errorStatus`` and the service's error body.
  public var errorRate: Double = 0
  /// The status of an injected error, `400...599`.
  public var errorStatus: Int = 500
  /// Seconds sent as `Retry-After` with injected errors; none when `nil`.
  public var retryAfter: Int?
  /// The share of API requests answered `200` with a body that is not valid JSON.
  public var malformedRate: Double = 0
  /// The share of API requests whose body stops short of its `Content-Length` before the connection closes.
  public var truncateRate: Double = 0
  /// The share of API requests whose connection is closed without a single response byte.
  public var dropRate: Double = 0
  /// Milliseconds between the chunks of every API response body; `0` sends bodies at once.
  public var dripMs: Int = 0
  /// Authorised Unsplash requests allowed per hour.
  public var unsplashBudget: Int = 50
  /// Authorised NewsAPI requests allowed per day.
  public var newsBudget: Int = 100
  /// A hostile server's trick for every API request, ``HostileBehaviour/none`` for honest answers.
  public var hostile: HostileBehaviour = .none
  /// The pause between the bytes of ``HostileBehaviour/dripBytes`` and ``HostileBehaviour/slowHeaders``.
  public var hostileIntervalMs: Int = 1000
  /// The size of an oversized body, a bomb, an echo or a `Link` header; the behaviour's default when `nil`.
  public var hostileBytes: Int?
  /// The photos in a ``HostileBehaviour/hugeList``.
  public var hostileItems: Int = 200_000
  /// A NewsAPI error code every NewsAPI request is answered with, with NewsAPI's status and body
  /// (`apiKeyDisabled`, `sourcesTooMany`, `maximumResultsReached`, …); `nil` answers honestly.
  public var newsError: String?
  /// The version of every image: raising it changes each image's `ETag`, as a re-uploaded picture would.
  public var imageVersion: Int = 1

  public init(
    seed: UInt64 = 1, latencyMs: Int = 0, errorRate: Double = 0, errorStatus: Int = 500, retryAfter: Int? = nil,
    malformedRate: Double = 0, truncateRate: Double = 0, dropRate: Double = 0, dripMs: Int = 0,
    unsplashBudget: Int = 50, newsBudget: Int = 100, hostile: HostileBehaviour = .none, hostileIntervalMs: Int = 1000,
    hostileBytes: Int? = nil, hostileItems: Int = 200_000, newsError: String? = nil, imageVersion: Int = 1
  ) {
    self.seed = seed
    self.latencyMs = latencyMs
    self.errorRate = errorRate
    self.errorStatus = errorStatus
    self.retryAfter = retryAfter
    self.malformedRate = malformedRate
    self.truncateRate = truncateRate
    self.dropRate = dropRate
    self.dripMs = dripMs
    self.unsplashBudget = unsplashBudget
    self.newsBudget = newsBudget
    self.hostile = hostile
    self.hostileIntervalMs = hostileIntervalMs
    self.hostileBytes = hostileBytes
    self.hostileItems = hostileItems
    self.newsError = newsError
    self.imageVersion = imageVersion
  }

  /// The largest ``hostileBytes`` accepted: 4 GiB.
  public static let maximumHostileBytes = 1 << 32
  /// The largest ``hostileItems`` accepted.
  public static let maximumHostileItems = 10_000_000

  /// The longest latency or drip delay accepted, in milliseconds.
  public static let maximumDelayMs = 60_000

  /// Checks every field's range.
  ///
  /// - Throws: ``MockAPIError`` with code ``MockAPIError/Code/invalidFaultSettings`` naming the first bad field.
  public func validate() throws(MockAPIError) {
    for (name, rate) in [
      ("errorRate", errorRate), ("malformedRate", malformedRate), ("truncateRate", truncateRate),
      ("dropRate", dropRate),
    ] where !(0...1).contains(rate) {
      throw Self.invalid(name, "\(rate)", "must be between 0 and 1")
    }
    let total = errorRate + malformedRate + truncateRate + dropRate
    guard total <= 1 + 1e-9 else {
      throw Self.invalid(
        "errorRate + malformedRate + truncateRate + dropRate", "\(total)",
        "must not exceed 1, as one request gets one fault"
      )
    }
    guard (400...599).contains(errorStatus) else {
      throw Self.invalid("errorStatus", "\(errorStatus)", "must be an HTTP error status between 400 and 599")
    }
    let delays = [("latencyMs", latencyMs), ("dripMs", dripMs), ("hostileIntervalMs", hostileIntervalMs)]
    for (name, delay) in delays where !(0...Self.maximumDelayMs).contains(delay) {
      throw Self.invalid(name, "\(delay)", "must be between 0 and \(Self.maximumDelayMs) milliseconds")
    }
    if let retryAfter, retryAfter < 0 {
      throw Self.invalid("retryAfter", "\(retryAfter)", "must be a number of seconds, 0 or more")
    }
    if let hostileBytes, !(1...Self.maximumHostileBytes).contains(hostileBytes) {
      throw Self.invalid("hostileBytes", "\(hostileBytes)", "must be between 1 and \(Self.maximumHostileBytes)")
    }
    guard (0...Self.maximumHostileItems).contains(hostileItems) else {
      throw Self.invalid("hostileItems", "\(hostileItems)", "must be between 0 and \(Self.maximumHostileItems)")
    }
    guard imageVersion >= 1 else {
      throw Self.invalid("imageVersion", "\(imageVersion)", "must be 1 or more")
    }
    for (name, budget) in [("unsplashBudget", unsplashBudget), ("newsBudget", newsBudget)] where budget < 0 {
      throw Self.invalid(name, "\(budget)", "must be a number of requests, 0 or more")
    }
    if let newsError, NewsFailure.onDemand(newsError) == nil {
      throw Self.invalid(
        "newsError", newsError, "must be one of NewsAPI's codes: \(NewsFailure.codes.joined(separator: ", "))")
    }
  }

  private static func invalid(_ field: String, _ value: String, _ rule: String) -> MockAPIError {
    MockAPIError(
      .invalidFaultSettings, "The fault setting '\(field)' is '\(value)' but \(rule); fix the flag or field.")
  }
}
