import Foundation

/// One search the person ran online, for the history under the search field.
public struct SearchHistoryEntry: Hashable, Sendable, Codable {
  public let text: String
  public let searchedAt: Date

  public init(text: String, searchedAt: Date) {
    self.text = text
    self.searchedAt = searchedAt
  }
}

/// The online searches a person ran, newest first, deduplicated (ignoring case), at most ``limit``,
/// persisted; as a value of closures.
///
/// ```swift
/// let history = SearchHistoryClient.inMemory()
/// try await history.record("apple")
/// try await history.record("Apple")     // moves it to the top, spelled as typed last
/// try await history.list().map(\.text)  // ["Apple"]
/// ```
public struct SearchHistoryClient: Sendable {
  /// Adds `text` as the newest entry (or moves it there), dropping the oldest past ``limit``. Blank text
  /// is not recorded.
  public var record: @Sendable (_ text: String) async throws -> Void
  /// Newest first.
  public var list: @Sendable () async throws -> [SearchHistoryEntry]
  /// Removes the entry for `text` (ignoring case); returns whether there was one.
  public var delete: @Sendable (_ text: String) async throws -> Bool
  /// Removes every entry; returns how many there were.
  public var clear: @Sendable () async throws -> Int

  public init(
    record: @escaping @Sendable (_ text: String) async throws -> Void,
    list: @escaping @Sendable () async throws -> [SearchHistoryEntry],
    delete: @escaping @Sendable (_ text: String) async throws -> Bool,
    clear: @escaping @Sendable () async throws -> Int
  ) {
    self.record = record
    self.list = list
    self.delete = delete
    self.clear = clear
  }

  /// The most entries the history keeps.
  public static let limit = 20

  /// The key two spellings of one search share: trimmed and lowercased.
  public static func key(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
  }
}

extension SearchHistoryClient {
  /// A history kept in memory, with the live store's rules.
  public static func inMemory(now: @escaping @Sendable () -> Date = Date.init) -> SearchHistoryClient {
    let store = InMemorySearchHistory(now: now)
    return SearchHistoryClient(
      record: { text in await store.record(text) },
      list: { await store.entries },
      delete: { text in await store.delete(text) },
      clear: { await store.clear() })
  }

  /// Every closure throws a ``DataLayerError`` with code `unexpectedCall` naming it.
  public static let failing = SearchHistoryClient(
    record: { _ in throw DataLayerError.unexpectedCall("SearchHistoryClient.record") },
    list: { throw DataLayerError.unexpectedCall("SearchHistoryClient.list") },
    delete: { _ in throw DataLayerError.unexpectedCall("SearchHistoryClient.delete") },
    clear: { throw DataLayerError.unexpectedCall("SearchHistoryClient.clear") })
}

private actor InMemorySearchHistory {
  private(set) var entries: [SearchHistoryEntry] = []
  private let now: @Sendable () -> Date

  init(now: @escaping @Sendable () -> Date) {
    self.now = now
  }

  func record(_ text: String) {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return }
    entries.removeAll { SearchHistoryClient.key($0.text) == SearchHistoryClient.key(trimmed) }
    entries.insert(SearchHistoryEntry(text: trimmed, searchedAt: now()), at: 0)
    entries = Array(entries.prefix(SearchHistoryClient.limit))
  }

  func delete(_ text: String) -> Bool {
    let before = entries.count
    entries.removeAll { SearchHistoryClient.key($0.text) == SearchHistoryClient.key(text) }
    return entries.count < before
  }

  func clear() -> Int {
    defer { entries.removeAll() }
    return entries.count
  }
}
