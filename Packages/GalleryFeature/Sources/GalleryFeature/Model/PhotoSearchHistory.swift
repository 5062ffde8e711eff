import DataLayer
import Foundation

/// The photo searches a person ran, kept in the cache store as `photo-search-history.json` with the news
/// search history's rules (newest first, one entry per search ignoring case, at most
/// ``DataLayer/SearchHistoryClient/limit``); one process writes at a time through an actor, and an entry written
/// by another process at the same instant may be lost — it is a history, not a record the person saved.
///
/// ```swift
/// let history = PhotoSearchHistory.client(in: cache)
/// try await history.record("fog")
/// try await history.list().first?.text   // "fog"
/// ```
enum PhotoSearchHistory {
  /// The cache store's entry.
  static let name = "photo-search-history.json"

  static func client(in cache: CacheStore, now: @escaping @Sendable () -> Date = Date.init) -> SearchHistoryClient {
    let store = Store(cache: cache, now: now)
    return SearchHistoryClient(
      record: { text in try await store.record(text) },
      list: { try await store.entries() },
      delete: { text in try await store.delete(text) },
      clear: { try await store.clear() })
  }

  private actor Store {
    let cache: CacheStore
    let now: @Sendable () -> Date

    init(cache: CacheStore, now: @escaping @Sendable () -> Date) {
      self.cache = cache
      self.now = now
    }

    /// What the cache holds; an entry that cannot be read is an empty history.
    func entries() async throws -> [SearchHistoryEntry] {
      let stored = try await cache.load([SearchHistoryEntry].self, named: PhotoSearchHistory.name) ?? []
      return Array(stored.prefix(SearchHistoryClient.limit))
    }

    func record(_ text: String) async throws {
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !trimmed.isEmpty else { return }
      let key = SearchHistoryClient.key(trimmed)
      var list = try await entries().filter { SearchHistoryClient.key($0.text) != key }
      list.insert(SearchHistoryEntry(text: String(trimmed.prefix(100)), searchedAt: now()), at: 0)
      try await cache.save(Array(list.prefix(SearchHistoryClient.limit)), named: PhotoSearchHistory.name)
    }

    func delete(_ text: String) async throws -> Bool {
      let list = try await entries()
      let kept = list.filter { SearchHistoryClient.key($0.text) != SearchHistoryClient.key(text) }
      guard kept.count < list.count else { return false }
      try await cache.save(kept, named: PhotoSearchHistory.name)
      return true
    }

    func clear() async throws -> Int {
      let count = try await entries().count
      try await cache.remove(PhotoSearchHistory.name)
      return count
    }
  }
}
