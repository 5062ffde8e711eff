import DataLayer
import Synchronization

/// Saved articles in memory that count and can hold the searches run on them.
final class CountingSavedArticles: Sendable {
  private let base: SavedArticlesClient
  private let state = Mutex<(searches: [String], gates: [Gate])>(([], []))

  init(_ base: SavedArticlesClient = .inMemory()) {
    self.base = base
  }

  var searches: [String] { state.withLock { $0.searches } }

  /// Holds the next search until the gate is released.
  func holdNextSearch() -> Gate {
    let gate = Gate()
    state.withLock { $0.gates.append(gate) }
    return gate
  }

  var client: SavedArticlesClient {
    var client = base
    let base = self.base
    client.search = { text in
      let gate = self.state.withLock { state -> Gate? in
        state.searches.append(text)
        return state.gates.isEmpty ? nil : state.gates.removeFirst()
      }
      if let gate { await gate.pass() }
      return try await base.search(text)
    }
    return client
  }
}
