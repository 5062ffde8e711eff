import DataLayer
import Synchronization

/// Whether an ``AppDatabase`` was closed, shared with the stores built on it.
final class ClosedFlag: Sendable {
  private let value = Mutex(false)

  var isSet: Bool { value.withLock { $0 } }

  func set() {
    value.withLock { $0 = true }
  }
}
