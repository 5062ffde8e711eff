/// Holds one call of a fake until the test releases it, and tells the test when the call arrived.
/// No sleeps: both directions are `AsyncStream`s.
///
/// ```swift
/// let service = try FakePhotoService(count: 90)
/// let gate = service.hold(page: 1)
/// let load = Task { try await service.client.listPhotos(1, 30) }
/// await gate.arrived()  // the fake is inside listPhotos now
/// gate.release()
/// let page = try await load.value.value
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
