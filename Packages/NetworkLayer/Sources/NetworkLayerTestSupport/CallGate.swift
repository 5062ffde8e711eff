/// Holds one call of a fake until the test releases it, and tells the test when the call arrived.
/// No sleeps: both directions are `AsyncStream`s.
///
/// ```swift
/// let gate = service.hold(page: 1)
/// let load = Task { await model.refresh() }
/// await gate.arrived()   // the fake is inside listPhotos now
/// gate.release()
/// ```
public final class CallGate: Sendable {
  private let arrivals = AsyncStream<Void>.makeStream()
  private let releases = AsyncStream<Void>.makeStream()

  /// Called by the fake: announces the call, then waits for ``release()``.
  func pass() async {
    arrivals.continuation.finish()
    for await _ in releases.stream {}
  }

  /// Returns once the held call has arrived.
  public func arrived() async {
    for await _ in arrivals.stream {}
  }

  /// Lets the held call go on. Safe to call more than once, and before the call arrives.
  public func release() {
    releases.continuation.finish()
  }
}
