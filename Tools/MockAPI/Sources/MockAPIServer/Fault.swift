/// The fault one API request gets, drawn from the seeded generator in request order.
///
/// Latency and drip apply to every request while set; at most one of these fires besides them.
///
/// ```swift
/// let settings = FaultSettings(errorRate: 0.5, dropRate: 0.5)
/// settings.fault(forDraw: 0.2)  // .error
/// settings.fault(forDraw: 0.7)  // .drop
/// ```
public enum Fault: String, Sendable, Equatable, CaseIterable, Codable {
  /// An honest answer.
  case none
  /// The chosen error status with the service's own error body.
  case error
  /// Status 200 with a body that is not valid JSON.
  case malformed
  /// A `Content-Length` larger than the bytes sent, then the connection closes.
  case truncate
  /// The connection closes without a single response byte.
  case drop
}

extension FaultSettings {
  /// The fault for a uniform draw in `0..<1`: the rates take consecutive slices of the interval, in the order
  /// error, malformed, truncate, drop; the rest answers honestly.
  public func fault(forDraw draw: Double) -> Fault {
    var upper = 0.0
    for (fault, rate) in [
      (Fault.error, errorRate), (.malformed, malformedRate), (.truncate, truncateRate), (.drop, dropRate),
    ] {
      upper += rate
      if draw < upper { return fault }
    }
    return .none
  }
}

/// What the server does to one API request: the drawn fault plus the settings that shape it.
struct FaultDecision: Sendable, Equatable {
  var fault: Fault
  var latencyMs: Int
  var dripMs: Int
  var errorStatus: Int
  var retryAfter: Int?
  var hostile: HostileBehaviour = .none
  var hostileIntervalMs = 1000
  var hostileBytes: Int?
  var hostileItems = 200_000

  static let honest = FaultDecision(fault: .none, latencyMs: 0, dripMs: 0, errorStatus: 500, retryAfter: nil)
}
