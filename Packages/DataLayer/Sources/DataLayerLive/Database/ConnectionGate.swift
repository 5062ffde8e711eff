import Synchronization

/// Admits calls to a GRDB connection until it closes, and lets it close only when no call is inside.
///
/// GRDB's `close()` is not safe against a call that starts at the same moment: `DatabasePool.read` checks
/// that the pool is open, then takes a reader, and a `close()` in between closes that reader first — SQLite
/// then dereferences a closed connection and the process dies (the App's tests crashed so once, in a pool
/// read racing the terminal app's shut-down). So every call enters the gate first and leaves it when
/// done; closing stops admitting calls at once and closes now when none is inside, or when the last one leaves.
///
/// ```swift
/// guard gate.enter() else { throw DataLayerError(.databaseClosed, path: path) }
/// defer { gate.leave() }
/// return try await pool.read(value)
/// // elsewhere:
/// if gate.close(whenIdle: { try? pool.close() }) { try pool.close() }   // now, or by the last call inside
/// ```
final class ConnectionGate: Sendable {
  private struct State {
    var inside = 0
    var isClosing = false
    var whenIdle: (@Sendable () -> Void)?
  }

  private let state = Mutex(State())

  /// Whether closing has begun: no call is admitted any more.
  var isClosing: Bool { state.withLock { $0.isClosing } }

  /// Admits one call; `false` once closing has begun. Every `true` must be matched by one ``leave()``.
  func enter() -> Bool {
    state.withLock { state in
      guard !state.isClosing else { return false }
      state.inside += 1
      return true
    }
  }

  /// Ends a call ``enter()`` admitted; the last one out of a closing gate runs its deferred close.
  func leave() {
    let close: (@Sendable () -> Void)? = state.withLock { state in
      state.inside -= 1
      guard state.inside == 0, let close = state.whenIdle else { return nil }
      state.whenIdle = nil
      return close
    }
    close?()
  }

  /// Stops admitting calls. Returns `true` when no call is inside (the caller closes now, and only it);
  /// otherwise keeps `whenIdle` for the last call to run as it leaves and returns `false`. A second close
  /// returns `false` and does nothing.
  func close(whenIdle: @escaping @Sendable () -> Void) -> Bool {
    state.withLock { state in
      guard !state.isClosing else { return false }
      state.isClosing = true
      guard state.inside > 0 else { return true }
      state.whenIdle = whenIdle
      return false
    }
  }
}
