import Synchronization

/// Lines recorded from any task, in the order they arrived.
///
/// ```swift
/// let recorder = Recorder()
/// recorder.record("prefetch sea")
/// #expect(recorder.entries == ["prefetch sea"])
/// ```
final class Recorder: Sendable {
  private let storage = Mutex<[String]>([])

  func record(_ entry: String) {
    storage.withLock { $0.append(entry) }
  }

  var entries: [String] { storage.withLock { $0 } }
}
