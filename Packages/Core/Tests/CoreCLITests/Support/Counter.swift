import Synchronization

/// Counts calls from any task, for checking how often a factory ran.
final class Counter: Sendable {
  private let count = Mutex(0)

  @discardableResult
  func increment() -> Int {
    count.withLock { value in
      value += 1
      return value
    }
  }

  var value: Int { count.withLock { $0 } }
}
