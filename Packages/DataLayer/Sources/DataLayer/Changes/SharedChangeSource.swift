import Synchronization

/// One source of changes for every stream a ``DataChangesClient`` hands out: it runs while at least one stream is
/// listened to, every stream hears every change it reports, and it is cancelled when the last stream ends. A source
/// that ends on its own ends the streams listening then.
final class SharedChangeSource: Sendable {
  private struct State {
    var next = 0
    var listeners: [Int: AsyncStream<Void>.Continuation] = [:]
    var running: Task<Void, Never>?
    /// Counts the sources started, so one winding down after a cancel never ends a later source's listeners.
    var generation = 0
  }

  private let state = Mutex(State())
  private let source: @Sendable (_ report: @escaping @Sendable () -> Void) async -> Void

  init(source: @escaping @Sendable (_ report: @escaping @Sendable () -> Void) async -> Void) {
    self.source = source
  }

  /// Adds `continuation`'s stream, starting the source when it is the first; the number removes it again.
  func listen(_ continuation: AsyncStream<Void>.Continuation) -> Int {
    state.withLock { state in
      state.next += 1
      state.listeners[state.next] = continuation
      if state.running == nil {
        state.generation += 1
        let generation = state.generation
        state.running = Task { [self] in
          await source { [self] in report() }
          ended(generation)
        }
      }
      return state.next
    }
  }

  /// Removes a stream; the last one cancels the source.
  func stop(_ id: Int) {
    let cancelled = state.withLock { state -> Task<Void, Never>? in
      state.listeners.removeValue(forKey: id)
      guard state.listeners.isEmpty else { return nil }
      defer { state.running = nil }
      return state.running
    }
    cancelled?.cancel()
  }

  private func report() {
    for listener in state.withLock({ Array($0.listeners.values) }) { listener.yield() }
  }

  private func ended(_ generation: Int) {
    let listeners = state.withLock { state -> [AsyncStream<Void>.Continuation] in
      guard state.generation == generation, state.running != nil else { return [] }
      state.running = nil
      defer { state.listeners = [:] }
      return Array(state.listeners.values)
    }
    for listener in listeners { listener.finish() }
  }
}
