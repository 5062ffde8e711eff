import Foundation

/// A request budget over a fixed window, like Unsplash's 50 an hour or NewsAPI's 100 a day.
///
/// The window starts with the first request spent and restarts with the first request after it ends.
struct RateBudget: Sendable, Equatable {
  /// The outcome of spending one request.
  enum Outcome: Sendable, Equatable {
    /// Allowed; `remaining` requests are left in this window.
    case allowed(limit: Int, remaining: Int)
    /// Nothing left until `resetsAt`.
    case exhausted(limit: Int, resetsAt: Date)

    var limit: Int {
      switch self {
      case .allowed(let limit, _), .exhausted(let limit, _): limit
      }
    }

    var remaining: Int {
      switch self {
      case .allowed(_, let remaining): remaining
      case .exhausted: 0
      }
    }
  }

  let window: TimeInterval
  var limit: Int
  private(set) var windowStart: Date?
  private(set) var used = 0

  init(limit: Int, window: TimeInterval) {
    self.limit = limit
    self.window = window
  }

  static func hourly(_ limit: Int) -> RateBudget { RateBudget(limit: limit, window: 3600) }
  static func daily(_ limit: Int) -> RateBudget { RateBudget(limit: limit, window: 86_400) }

  /// Spends one request at `now`, starting a new window when the last one has passed.
  mutating func spend(at now: Date) -> Outcome {
    if let start = windowStart, now < start.addingTimeInterval(window) {
      // Still inside the current window.
    } else {
      windowStart = now
      used = 0
    }
    let start = windowStart ?? now
    guard used < limit else {
      return .exhausted(limit: limit, resetsAt: start.addingTimeInterval(window))
    }
    used += 1
    return .allowed(limit: limit, remaining: limit - used)
  }
}
