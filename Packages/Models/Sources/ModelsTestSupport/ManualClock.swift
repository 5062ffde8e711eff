import Synchronization

/// A `Clock` that moves only when the test says: sleepers wake when ``advance(by:)`` passes their deadline,
/// never on their own, so debounces and polling loops are tested without waiting. A sleep whose deadline
/// has passed returns at once; a cancelled sleeper throws `CancellationError`.
///
/// ```swift
/// let clock = ManualClock()
/// let model = SavedArticlesViewModel(saved: saved, clock: clock)
/// model.queryChanged("appl")
/// clock.advance(by: .seconds(1))   // the debounced search runs now
/// ```
public final class ManualClock: Clock, Sendable {
  public typealias Duration = Swift.Duration

  public struct Instant: InstantProtocol {
    public var offset: Swift.Duration
    public func advanced(by duration: Swift.Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Swift.Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var sleepers: [Sleeper] = []
    var nextID = 0
    var sleepCount = 0
    /// Sleeps cancelled before they were registered.
    var cancelled: Set<Int> = []
    var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  }

  private enum Outcome { case due, cancelled, waiting }

  private let state = Mutex(State())

  public init() {}

  public var now: Instant { state.withLock { $0.now } }
  public var minimumResolution: Swift.Duration { .zero }

  /// How many sleeps were ever started (including ones that returned at once or were cancelled).
  public var sleepCount: Int { state.withLock { $0.sleepCount } }

  public func sleep(until deadline: Instant, tolerance: Swift.Duration?) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state -> Int in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let (outcome, woken) = state.withLock { state -> (Outcome, [CheckedContinuation<Void, Never>]) in
          state.sleepCount += 1
          let woken = state.watchers.filter { $0.count <= state.sleepCount }.map(\.continuation)
          state.watchers.removeAll { $0.count <= state.sleepCount }
          if state.cancelled.remove(id) != nil { return (.cancelled, woken) }
          guard deadline > state.now else { return (.due, woken) }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return (.waiting, woken)
        }
        woken.forEach { $0.resume() }
        switch outcome {
        case .due: continuation.resume()
        case .cancelled: continuation.resume(throwing: CancellationError())
        case .waiting: break
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelled.insert(id)
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock forward and wakes every sleeper whose deadline it reached, earliest first.
  public func advance(by duration: Swift.Duration) {
    let due = state.withLock { state -> [Sleeper] in
      state.now = state.now.advanced(by: duration)
      let now = state.now
      let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
      state.sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
  }

  /// Returns once at least `count` sleeps have started in all: how a test knows a loop is waiting.
  public func waitForSleeps(_ count: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready = state.withLock { state -> Bool in
        if state.sleepCount >= count { return true }
        state.watchers.append((count, continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }
}
