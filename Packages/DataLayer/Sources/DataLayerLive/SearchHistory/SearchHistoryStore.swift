import DataLayer
import Foundation
import GRDB

/// The online search history's part of the one database: newest first, one row per search (ignoring case),
/// at most ``DataLayer/SearchHistoryClient/limit`` rows, trimmed in the same transaction that records.
///
/// ```swift
/// let history = SearchHistoryStore(database: database).client
/// try await history.record("apple")
/// try await history.list().first?.text   // "apple"
/// ```
public final class SearchHistoryStore: Sendable {
  public static let table = "search_history"
  /// The name of the store's part in an export file; stable across versions.
  public static let exportSection = "searchHistory"

  /// v1: `key` is the text trimmed and lowercased, `text` as typed last, `searched_at` seconds since 1970.
  public static let v1 = DatabaseMigration(store: "searchHistory", name: "v1", userVersion: 3) { db in
    try db.execute(
      sql: """
        CREATE TABLE search_history (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          key TEXT UNIQUE NOT NULL,
          text TEXT NOT NULL,
          searched_at REAL NOT NULL
        )
        """)
  }

  public static let migrations = [v1]

  public let database: AppDatabase
  public let client: SearchHistoryClient

  public init(database: AppDatabase, now: @escaping @Sendable () -> Date = Date.init) {
    self.database = database
    self.client = SearchHistoryClient(
      record: { text in try await Self.record([SearchHistoryEntry(text: text, searchedAt: now())], in: database) },
      list: { try await Self.list(database) },
      delete: { text in
        try await database.write { db in
          try db.execute(sql: "DELETE FROM search_history WHERE key = ?", arguments: [SearchHistoryClient.key(text)])
          return db.changesCount > 0
        }
      },
      clear: {
        try await database.write { db in
          try db.execute(sql: "DELETE FROM search_history")
          return db.changesCount
        }
      })
  }

  /// The history, for an export; newest first.
  public func snapshot() async throws(DataLayerError) -> [SearchHistoryEntry] {
    try await Self.list(database)
  }

  /// Adds the entries of an export, keeping their times; the newest ``DataLayer/SearchHistoryClient/limit``
  /// of old and new stay.
  public func restore(_ entries: [SearchHistoryEntry]) async throws(DataLayerError) {
    try await Self.record(entries.sorted { $0.searchedAt < $1.searchedAt }, in: database)
  }

  private static func record(_ entries: [SearchHistoryEntry], in database: AppDatabase) async throws(DataLayerError) {
    try await database.write { db in
      for entry in entries {
        let text = entry.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { continue }
        let key = SearchHistoryClient.key(text)
        try db.execute(sql: "DELETE FROM search_history WHERE key = ?", arguments: [key])
        try db.execute(
          sql: "INSERT INTO search_history (key, text, searched_at) VALUES (?, ?, ?)",
          arguments: [key, text, entry.searchedAt.timeIntervalSince1970])
      }
      try trim(db)
    }
  }

  /// Keeps the newest ``DataLayer/SearchHistoryClient/limit`` entries.
  static func trim(_ db: Database) throws {
    try db.execute(
      sql: """
        DELETE FROM search_history WHERE id NOT IN (
          SELECT id FROM search_history ORDER BY searched_at DESC, id DESC LIMIT \(SearchHistoryClient.limit))
        """)
  }

  private static func list(_ database: AppDatabase) async throws(DataLayerError) -> [SearchHistoryEntry] {
    try await database.read { db in try entries(db) }
  }

  /// The history in `db`, newest first; a row that cannot be read is skipped.
  static func entries(_ db: Database) throws -> [SearchHistoryEntry] {
    try Row.fetchAll(db, sql: "SELECT text, searched_at FROM search_history ORDER BY searched_at DESC, id DESC")
      .compactMap { row in
        guard let text = String.fromDatabaseValue(row["text"] as DatabaseValue),
          let searchedAt = Double.fromDatabaseValue(row["searched_at"] as DatabaseValue)
        else { return nil }
        return SearchHistoryEntry(text: text, searchedAt: Date(timeIntervalSince1970: searchedAt))
      }
  }
}
