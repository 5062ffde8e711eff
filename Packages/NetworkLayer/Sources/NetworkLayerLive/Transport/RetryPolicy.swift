/// When to try an idempotent request again: transport failures, timeouts (once: each may take a whole
/// deadline) and 5xx, with exponential backoff and jitter, honouring a server's `Retry-After` up to a limit.
///
/// ```swift
/// let policy = RetryPolicy(maxAttempts: 4, baseDelay: .milliseconds(250))
/// policy.delay(afterAttempt: 2, random: 0.5)  // 375 ms: 500 ms halved, plus half of the other half
/// ```
public struct RetryPolicy: Hashable, Sendable {
  /// Attempts in all, the first included.
  public var maxAttempts: Int
  /// The delay after the first failure, before jitter.
  public var baseDelay: Duration
  /// The longest delay between two attempts, before jitter.
  public var maxDelay: Duration
  /// The longest `Retry-After` worth waiting for; a longer one ends the retries.
  public var maxRetryAfter: Duration
  /// Timed-out attempts after which a request gives up, however many attempts remain.
  public var maxTimeouts: Int

  public init(
    maxAttempts: Int = 4, baseDelay: Duration = .milliseconds(250), maxDelay: Duration = .seconds(4),
    maxRetryAfter: Duration = .seconds(10), maxTimeouts: Int = 2
  ) {
    self.maxAttempts = max(1, maxAttempts)
    self.maxTimeouts = max(1, maxTimeouts)
    self.baseDelay = baseDelay
    self.maxDelay = maxDelay
    self.maxRetryAfter = maxRetryAfter
  }

  /// No retries at all.
  public static let none = RetryPolicy(maxAttempts: 1)

  /// The pause after failed attempt `attempt` (1-based): `baseDelay * 2^(attempt-1)`, capped at
  /// `maxDelay`, then "equal jitter": half of it fixed, the other half scaled by `random` in `0..<1`.
  public func delay(afterAttempt attempt: Int, random: Double) -> Duration {
    let exponent = min(max(attempt - 1, 0), 30)
    let uncapped = baseDelay * (1 << exponent)
    let capped = min(uncapped, maxDelay)
    let jitter = min(max(random, 0), 1)
    return capped / 2 + (capped / 2) * jitter
  }
}
