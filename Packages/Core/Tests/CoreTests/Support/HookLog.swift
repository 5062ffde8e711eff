import Synchronization

/// A lifecycle hook of a ``TestModule``.
enum Hook: String, Sendable, CustomStringConvertible {
  case willBoot, didBoot, shutdown

  var description: String { rawValue }
}

/// Hook calls in the order they happened, safe to append to from any task.
///
/// ```swift
/// log.record(.willBoot, "gallery")
/// #expect(log.entries == ["willBoot gallery"])
/// ```
final class HookLog: Sendable {
  private let storage = Mutex<[String]>([])

  func record(_ hook: Hook, _ moduleID: String) {
    storage.withLock { $0.append("\(hook) \(moduleID)") }
  }

  var entries: [String] { storage.withLock { $0 } }
}
