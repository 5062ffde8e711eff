import Foundation
import NetworkLayer

/// What Mosaic last learned about a service's request budget.
///
/// ```swift
/// let limits = RateLimitStore.inMemory()
/// let key = "unsplash https://api.unsplash.com"
/// try limits.save(key, RateLimitState(limit: 50, remaining: 0, observedAt: Date(), blockedUntil: nil))
/// limits.load(key)?.remaining  // 0
/// ```
public struct RateLimitState: Hashable, Sendable, Codable {
  /// The budget per window, from `X-Ratelimit-Limit`.
  public var limit: Int?
  /// Requests left, from `X-Ratelimit-Remaining`.
  public var remaining: Int?
  /// When the figures were read.
  public var observedAt: Date
  /// Until when no request should be sent, once the budget is spent.
  public var blockedUntil: Date?

  /// Until when calls really pause at `now`: ``blockedUntil``, but never longer than `window` after the
  /// budget was seen spent, and not at all when that moment lies in the future (a clock or file not to trust).
  ///
  /// ```swift
  /// let seen = Date()
  /// let state = RateLimitState(limit: 50, remaining: 0, observedAt: seen, blockedUntil: .distantFuture)
  /// state.pause(window: .seconds(3600), now: seen)  // seen + 1 hour, not year 4001
  /// ```
  public func pause(window: Duration, now: Date) -> Date? {
    guard let blockedUntil, blockedUntil > now, observedAt <= now.addingTimeInterval(Self.clockSkew) else {
      return nil
    }
    let capped = min(blockedUntil, observedAt.addingTimeInterval(window.seconds))
    return capped > now ? capped : nil
  }

  /// How far in the future an observation may lie and still count, for clocks that disagree a little.
  static let clockSkew: TimeInterval = 300

  public init(limit: Int?, remaining: Int?, observedAt: Date, blockedUntil: Date?) {
    self.limit = limit
    self.remaining = remaining
    self.observedAt = observedAt
    self.blockedUntil = blockedUntil
  }
}
