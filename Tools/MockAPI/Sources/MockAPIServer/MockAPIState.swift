import Foundation
import Synchronization

/// The API families the server counts and faults separately.
///
/// ```swift
/// mock.stats.count(.unsplash)  // Unsplash requests so far
/// ```
public enum APIService: String, Sendable, CaseIterable, Codable {
  case unsplash, news, images
}

/// Request counters, as `GET /_stats` reports them.
///
/// ```json
/// {"faulted": 2, "requests": {"images": 0, "news": 1, "unsplash": 12}}
/// ```
public struct MockAPIStats: Sendable, Equatable, Codable {
  /// API requests that reached each service's routes, faulted or not, authorised or not.
  public var requests: [String: Int]
  /// API requests that got an error, malformed, truncated or dropped answer.
  public var faulted: Int

  public init(
    requests: [String: Int] = Dictionary(uniqueKeysWithValues: APIService.allCases.map { ($0.rawValue, 0) }),
    faulted: Int = 0
  ) {
    self.requests = requests
    self.faulted = faulted
  }

  public func count(_ service: APIService) -> Int { requests[service.rawValue] ?? 0 }
}

/// The server's mutable state: fault settings, the seeded generators, both budgets and the counters.
///
/// Shared by every connection; one `Mutex` keeps each request's draw and spend atomic, so decisions follow
/// request order.
final class MockAPIState: Sendable {
  private struct Inner {
    var settings: FaultSettings
    var faultRandom: SplitMix64
    var photoRandom: SplitMix64
    var unsplashBudget: RateBudget
    var newsBudget: RateBudget
    var stats = MockAPIStats()
    var baseURL: String?
    var witnessBaseURL: String?
    var witness = WitnessStats()
    var log: [LoggedRequest] = []

    init(settings: FaultSettings) {
      self.settings = settings
      faultRandom = SplitMix64(seed: settings.seed)
      photoRandom = SplitMix64(seed: settings.seed ^ MockAPIState.photoSeedSalt)
      unsplashBudget = .hourly(settings.unsplashBudget)
      newsBudget = .daily(settings.newsBudget)
    }
  }

  /// Keeps the random-photo sequence apart from the fault sequence drawn from the same seed.
  static let photoSeedSalt: UInt64 = 0xA5A5_5A5A_C3C3_3C3C

  private let inner: Mutex<Inner>
  /// The settings from the command line, restored by `POST /_reset`.
  let launchSettings: FaultSettings
  let now: @Sendable () -> Date

  init(settings: FaultSettings, now: @escaping @Sendable () -> Date) {
    launchSettings = settings
    self.now = now
    inner = Mutex(Inner(settings: settings))
  }

  var settings: FaultSettings { inner.withLock { $0.settings } }
  var stats: MockAPIStats { inner.withLock { $0.stats } }
  /// What the witness listener received.
  var witness: WitnessStats { inner.withLock { $0.witness } }

  /// Replaces the fault settings, restarts both generators from the seed and starts fresh budget windows.
  func replace(_ settings: FaultSettings) {
    inner.withLock { state in
      let (stats, witness, log) = (state.stats, state.witness, state.log)
      let (baseURL, witnessBaseURL) = (state.baseURL, state.witnessBaseURL)
      state = Inner(settings: settings)
      (state.stats, state.witness) = (stats, witness)
      (state.baseURL, state.witnessBaseURL) = (baseURL, witnessBaseURL)
      state.log = log
    }
  }

  /// Restores the launch settings, generators, budgets and zeroes the counters.
  func reset() {
    inner.withLock { state in
      let (baseURL, witnessBaseURL) = (state.baseURL, state.witnessBaseURL)
      state = Inner(settings: launchSettings)
      (state.baseURL, state.witnessBaseURL) = (baseURL, witnessBaseURL)
    }
  }

  /// Counts an API request and draws its fault.
  func begin(_ service: APIService) -> FaultDecision {
    inner.withLock { state in
      state.stats.requests[service.rawValue, default: 0] += 1
      let fault = state.settings.fault(forDraw: state.faultRandom.nextUnitInterval())
      if fault != .none { state.stats.faulted += 1 }
      let settings = state.settings
      return FaultDecision(
        fault: fault, latencyMs: settings.latencyMs, dripMs: settings.dripMs, errorStatus: settings.errorStatus,
        retryAfter: settings.retryAfter, hostile: settings.hostile, hostileIntervalMs: settings.hostileIntervalMs,
        hostileBytes: settings.hostileBytes, hostileItems: settings.hostileItems)
    }
  }

  /// The requests that reached the API routes, oldest first, keys redacted.
  var requestLog: [LoggedRequest] { inner.withLock { $0.log } }

  /// Keeps `request` in the log, dropping the oldest past ``LoggedRequest/capacity``.
  func log(_ request: LoggedRequest) {
    inner.withLock { state in
      state.log.append(request)
      if state.log.count > LoggedRequest.capacity { state.log.removeFirst(state.log.count - LoggedRequest.capacity) }
    }
  }

  /// Spends one request of `service`'s budget.
  func spend(_ service: APIService) -> RateBudget.Outcome {
    let date = now()
    return inner.withLock { state in
      switch service {
      case .unsplash: state.unsplashBudget.spend(at: date)
      case .news: state.newsBudget.spend(at: date)
      case .images: .allowed(limit: Int.max, remaining: Int.max)
      }
    }
  }

  /// `count` catalog indices below `bound` from the random-photo generator, all different while `count`
  /// allows it.
  func randomIndices(count: Int, below bound: Int) -> [Int] {
    guard bound > 0 else { return [] }
    return inner.withLock { state in
      var chosen: [Int] = []
      while chosen.count < count {
        let index = Int(state.photoRandom.next() % UInt64(bound))
        if !chosen.contains(index) || chosen.count >= bound { chosen.append(index) }
      }
      return chosen
    }
  }

  /// Counts a request that reached the witness listener, and whether it carried a credential.
  func witnessed(credential: Bool) {
    inner.withLock { state in
      state.witness.requests += 1
      if credential { state.witness.withCredentials += 1 }
    }
  }

  /// `http://127.0.0.1:PORT` of the witness listener once it is bound.
  var witnessBaseURL: String? {
    get { inner.withLock { $0.witnessBaseURL } }
    set { inner.withLock { $0.witnessBaseURL = newValue } }
  }

  /// `http://127.0.0.1:PORT` once the listener is bound.
  var baseURL: String? {
    get { inner.withLock { $0.baseURL } }
    set { inner.withLock { $0.baseURL = newValue } }
  }
}
