import Foundation

/// What Mosaic last learned about a service's request budget.
///
/// ```swift
/// let limits = RateLimitStore.inMemory()
/// try limits.save("unsplash", RateLimitState(limit: 50, remaining: 0, observedAt: Date(), blockedUntil: nil))
/// limits.load("unsplash")?.remaining  // 0
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

  public init(limit: Int?, remaining: Int?, observedAt: Date, blockedUntil: Date?) {
    self.limit = limit
    self.remaining = remaining
    self.observedAt = observedAt
    self.blockedUntil = blockedUntil
  }
}
