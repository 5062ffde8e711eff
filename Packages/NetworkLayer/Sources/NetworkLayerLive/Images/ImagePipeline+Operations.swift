import Core
import Foundation
import NetworkLayer

extension ImagePipeline {
  /// Waits for the operation producing `key`, starting it when none runs. A caller that is cancelled stops
  /// waiting at once; the operation is cancelled when its last caller leaves.
  func join<Key, Value>(
    _ table: OperationTable<Key, Value>, _ key: Key, priority: ImagePriority,
    start: @escaping @Sendable (_ id: Int) async throws -> Value
  ) async throws -> Value {
    let waiter = nextID()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
        guard !Task.isCancelled else {
          continuation.resume(throwing: CancellationError())
          return
        }
        if let entry = table.entries[key] {
          entry.waiters[waiter] = continuation
          if priority > entry.priority {
            entry.priority = priority
            slots.raise(entry.id, to: priority)
          }
          return
        }
        let entry = OperationTable<Key, Value>.Entry(id: nextID(), priority: priority)
        entry.waiters[waiter] = continuation
        table.entries[key] = entry
        let id = entry.id
        entry.task = Task.detached(priority: priority.taskPriority) {
          let result: Result<Value, any Error>
          do {
            result = .success(try await start(id))
          } catch {
            result = .failure(error)
          }
          await self.finish(table, key, id: id, with: result)
        }
      }
    } onCancel: {
      Task { await self.leave(table, key, waiter: waiter) }
    }
  }

  private func finish<Key, Value>(
    _ table: OperationTable<Key, Value>, _ key: Key, id: Int, with result: Result<Value, any Error>
  ) {
    guard let entry = table.entries[key], entry.id == id else { return }
    table.entries[key] = nil
    for continuation in entry.waiters.values { continuation.resume(with: result) }
  }

  private func leave<Key, Value>(_ table: OperationTable<Key, Value>, _ key: Key, waiter: Int) {
    guard let entry = table.entries[key], let continuation = entry.waiters.removeValue(forKey: waiter) else { return }
    continuation.resume(throwing: CancellationError())
    if entry.waiters.isEmpty {
      entry.task?.cancel()
      table.entries[key] = nil
    }
  }

  /// A waiting download of `url` moves up to `priority`.
  func raiseFetches(of url: URL, to priority: ImagePriority) {
    for bypass in [false, true] {
      guard let entry = fetches.entries[FetchKey(url: url, bypassDisk: bypass)], entry.priority < priority else {
        continue
      }
      entry.priority = priority
      slots.raise(entry.id, to: priority)
    }
  }

  func acquireSlot(_ id: Int, priority: ImagePriority) async throws {
    if slots.tryAcquire() { return }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        guard !Task.isCancelled else {
          continuation.resume(throwing: CancellationError())
          return
        }
        let current = fetches.entries.values.first { $0.id == id }?.priority ?? priority
        slots.enqueue(id, priority: current, continuation)
      }
    } onCancel: {
      Task { await self.abandonSlot(id) }
    }
  }

  func releaseSlot() {
    slots.release()?.resume()
  }

  private func abandonSlot(_ id: Int) {
    slots.remove(id)?.resume(throwing: CancellationError())
  }

  func count(_ counter: WritableKeyPath<ImageStatistics, Int>, by amount: Int = 1) {
    counters[keyPath: counter] += amount
  }
}

extension ImagePriority {
  var taskPriority: TaskPriority {
    switch self {
    case .low: .utility
    case .normal: .medium
    case .high: .high
    }
  }
}
