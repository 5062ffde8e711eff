import NetworkLayer

/// The loads under way, keyed by what they produce, each with the callers waiting for it: the pipeline's
/// way to coalesce requests for the same picture into one load and to cancel a load once no caller waits.
///
/// Only the ``ImagePipeline`` actor reads or changes it; it is `@unchecked Sendable` so the detached task
/// of a load can carry it back to that actor when it finishes.
final class OperationTable<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  final class Entry {
    let id: Int
    var priority: ImagePriority
    var task: Task<Void, Never>?
    var waiters: [Int: CheckedContinuation<Value, any Error>] = [:]

    init(id: Int, priority: ImagePriority) {
      self.id = id
      self.priority = priority
    }
  }

  var entries: [Key: Entry] = [:]
}

/// At most `limit` downloads at once; the rest wait, the most urgent first and in order of arrival.
struct DownloadSlots {
  struct Waiter {
    let id: Int
    var priority: ImagePriority
    let order: Int
    let continuation: CheckedContinuation<Void, any Error>
  }

  let limit: Int
  var running = 0
  var peak = 0
  private var waiting: [Waiter] = []
  private var arrivals = 0

  init(limit: Int) {
    self.limit = max(1, limit)
  }

  /// Takes a slot now when one is free.
  mutating func tryAcquire() -> Bool {
    guard running < limit else { return false }
    running += 1
    peak = max(peak, running)
    return true
  }

  mutating func enqueue(_ id: Int, priority: ImagePriority, _ continuation: CheckedContinuation<Void, any Error>) {
    arrivals += 1
    waiting.append(Waiter(id: id, priority: priority, order: arrivals, continuation: continuation))
  }

  /// Gives a freed slot to the most urgent waiter, or frees it.
  mutating func release() -> CheckedContinuation<Void, any Error>? {
    guard let best = waiting.indices.min(by: { Self.before(waiting[$0], waiting[$1]) }) else {
      running -= 1
      return nil
    }
    return waiting.remove(at: best).continuation
  }

  mutating func remove(_ id: Int) -> CheckedContinuation<Void, any Error>? {
    guard let index = waiting.firstIndex(where: { $0.id == id }) else { return nil }
    return waiting.remove(at: index).continuation
  }

  mutating func raise(_ id: Int, to priority: ImagePriority) {
    for index in waiting.indices where waiting[index].id == id && waiting[index].priority < priority {
      waiting[index].priority = priority
    }
  }

  var waitingCount: Int { waiting.count }

  private static func before(_ lhs: Waiter, _ rhs: Waiter) -> Bool {
    lhs.priority != rhs.priority ? lhs.priority > rhs.priority : lhs.order < rhs.order
  }
}
