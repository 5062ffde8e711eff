/// A one-shot signal between tasks: one task waits until another opens it. No sleeps.
///
/// ```swift
/// let gate = Gate()
/// async let waited: Void = gate.wait()
/// gate.open()
/// await waited
/// ```
struct Gate: Sendable {
  private let stream: AsyncStream<Void>
  private let continuation: AsyncStream<Void>.Continuation

  init() {
    (stream, continuation) = AsyncStream.makeStream()
  }

  func open() {
    continuation.finish()
  }

  /// Returns once ``open()`` was called; meant for a single waiting task.
  func wait() async {
    for await _ in stream {}
  }
}
