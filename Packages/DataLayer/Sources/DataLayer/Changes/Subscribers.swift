import Synchronization

/// The continuations of the streams a ``DataChangesClient`` handed out, so one change reaches all of them.
final class Subscribers: Sendable {
  private let state = Mutex<(next: Int, continuations: [Int: AsyncStream<Void>.Continuation])>((0, [:]))

  func add(_ continuation: AsyncStream<Void>.Continuation) -> Int {
    state.withLock { state in
      state.next += 1
      state.continuations[state.next] = continuation
      return state.next
    }
  }

  func remove(_ id: Int) {
    state.withLock { _ = $0.continuations.removeValue(forKey: id) }
  }

  func yield() {
    for continuation in state.withLock({ Array($0.continuations.values) }) { continuation.yield() }
  }

  var isEmpty: Bool { state.withLock { $0.continuations.isEmpty } }
}
