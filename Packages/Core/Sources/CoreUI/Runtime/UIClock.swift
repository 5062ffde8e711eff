/// Time for the terminal app: a monotonic reading (double clicks, latency) and sleeping (the spinner, the
/// bound on waiting for writes at quit). Tests pass a clock they move by hand.
///
/// ```swift
/// let clock = UIClock.live
/// let start = clock.now()
/// try await clock.sleep(.milliseconds(100))
/// ```
public struct UIClock: Sendable {
  /// Time since an arbitrary, fixed origin.
  public var now: @Sendable () -> Duration
  public var sleep: @Sendable (Duration) async throws -> Void

  public init(now: @escaping @Sendable () -> Duration, sleep: @escaping @Sendable (Duration) async throws -> Void) {
    self.now = now
    self.sleep = sleep
  }

  /// The continuous clock of the system.
  public static var live: UIClock {
    let clock = ContinuousClock()
    let origin = clock.now
    return UIClock(now: { origin.duration(to: clock.now) }, sleep: { try await clock.sleep(for: $0) })
  }
}
