import Synchronization

/// A clock whose sleeps return at once and are recorded, so retry tests never wait.
final class RecordingClock: Clock, Sendable {
  typealias Duration = Swift.Duration

  struct Instant: InstantProtocol {
    var offset: Swift.Duration
    func advanced(by duration: Swift.Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Swift.Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private let state = Mutex<(now: Instant, sleeps: [Swift.Duration])>((Instant(offset: .zero), []))

  var now: Instant { state.withLock { $0.now } }
  var minimumResolution: Swift.Duration { .zero }
  var sleeps: [Swift.Duration] { state.withLock { $0.sleeps } }

  func sleep(until deadline: Instant, tolerance: Swift.Duration?) async throws {
    state.withLock { state in
      state.sleeps.append(state.now.duration(to: deadline))
      state.now = max(state.now, deadline)
    }
  }
}
