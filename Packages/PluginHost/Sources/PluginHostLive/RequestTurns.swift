import Synchronization

/// One request at a time on a plugin's channel: several sections of one plugin on a page ask at once, and their
/// frames (and the host calls inside each) must not interleave. The others wait their turn, first come first served.
///
/// ```swift
/// await turns.take()
/// defer { turns.pass() }
/// ```
final class RequestTurns: Sendable {
  private let state = Mutex<(busy: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

  /// Waits until no other request uses the channel, then holds it.
  func take() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let free = state.withLock { state in
        guard state.busy else {
          state.busy = true
          return true
        }
        state.waiting.append(continuation)
        return false
      }
      if free { continuation.resume() }
    }
  }

  /// Hands the channel to the next request waiting, or frees it.
  func pass() {
    let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
      guard !state.waiting.isEmpty else {
        state.busy = false
        return nil
      }
      return state.waiting.removeFirst()
    }
    next?.resume()
  }
}
