import DataLayer
import Foundation
import GRDB

/// A search history's part of the one database — the news searches (``Kind/news``, `search_history`) or the photo
/// searches (``Kind/photos``, `photo_search_history`), each a table of its own with the same rules: newest first,
/// one row per search (ignoring case), at most ``DataLayer/SearchHistoryClient/limit`` rows, trimmed in the same
/// transaction that records.
///
/// ```swift
/// let history = SearchHistoryStore(database: database).client
/// try await history.record("apple")
/// try await history.list().first?.text   // "apple"
/// let photos = SearchHistoryStore(database: database, kind: .photos).client   // another table
/// ```
public final class SearchHistoryStore: Sendable {
  /// Which history a store keeps: its table, its migrations' owner and its part in an export file.
  public struct Kind: Sendable, Hashable {
    /// The table; a constant of this file, never text from outside.
    public let table: String
    /// The store's name, its migrations' owner.
    public let store: String
    /// The name of its part in an export file; stable across versions.
    public let exportSection: String
    /// The longest search an import accepts.
    public let maximumLength: Int

    /// The online news searches (`mosaic news search`).
    public static let news = Kind(
      table: "search_history", store: "searchHistory", exportSection: SearchHistoryTransferItem.section,
      maximumLength: SearchHistoryTransferItem.maximumLength)
    /// The photo searches (`mosaic gallery --search`).
    public static let photos = Kind(
      table: "photo_search_history", store: "photoSearchHistory",
      exportSection: SearchHistoryTransferItem.photoSection, maximumLength: PhotoSearchHistoryClient.maximumLength)
  }

  public static let table = Kind.news.table
  /// The name of the news history's part in an export file; stable across versions.
  public static let exportSection = Kind.news.exportSection

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

  /// The photo searches, v1: the news history's columns in a table of their own. Before, they were kept in the
  /// cache store (`photo-search-history.json`, never released), which this build no longer reads.
  public static let photosV1 = DatabaseMigration(store: "photoSearchHistory", name: "v1", userVersion: 10) { db in
    try db.execute(
      sql: """
        CREATE TABLE photo_search_history (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          key TEXT UNIQUE NOT NULL,
          text TEXT NOT NULL,
          searched_at REAL NOT NULL
        )
        """)
  }

  public static let photoMigrations = [photosV1]

  public let database: AppDatabase
  public let kind: Kind
  public let client: SearchHistoryClient

  public init(database: AppDatabase, kind: Kind = .news, now: @escaping @Sendable () -> Date = Date.init) {
    self.database = database
    self.kind = kind
    let table = kind.table
    self.client = SearchHistoryClient(
      record: { text in
        try await Self.record([SearchHistoryEntry(text: text, searchedAt: now())], table: table, in: database)
      },
      list: { try await Self.list(table, database) },
      delete: { text in
        try await database.write { db in
          try db.execute(sql: "DELETE FROM \(table) WHERE key = ?", arguments: [SearchHistoryClient.key(text)])
          return db.changesCount > 0
        }
      },
      clear: {
        try await database.write { db in
          try db.execute(sql: "DELETE FROM \(table)")
          return db.changesCount
        }
      })
  }

  /// The history, for an export; newest first.
  public func snapshot() async throws(DataLayerError) -> [SearchHistoryEntry] {
    try await Self.list(kind.table, database)
  }

  /// Adds the entries of an export, keeping their times; the newest ``DataLayer/SearchHistoryClient/limit``
  /// of old and new stay.
  public func restore(_ entries: [SearchHistoryEntry]) async throws(DataLayerError) {
    try await Self.record(entries.sorted { $0.searchedAt < $1.searchedAt }, table: kind.table, in: database)
  }

  private static func record(
    _ entries: [SearchHistoryEntry], table: String, in database: AppDatabase
  ) async throws(DataLayerError) {
    try await database.write { db in
      for entry in entries {
        let text = entry.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { continue }
        let key = SearchHistoryClient.key(text)
        try db.execute(sql: "DELETE FROM \(table) WHERE key = ?", arguments: [key])
        try db.execute(
          sql: "INSERT INTO \(table) (key, text, searched_at) VALUES (?, ?, ?)",
          arguments: [key, text, entry.searchedAt.timeIntervalSince1970])
      }
      try trim(db, table: table)
    }
  }

  /// Keeps the newest ``DataLayer/SearchHistoryClient/limit`` entries of `table`.
  static func trim(_ db: Database, table: String = Kind.news.table) throws {
    try db.execute(
      sql: """
        DELETE FROM \(table) WHERE id NOT IN (
          SELECT id FROM \(table) ORDER BY searched_at DESC, id DESC LIMIT \(SearchHistoryClient.limit))
        """)
  }

  private static func list(
    _ table: String, _ database: AppDatabase
  ) async throws(DataLayerError) -> [SearchHistoryEntry] {
    try await database.read { db in try entries(db, table: table) }
  }

  /// The history in `table` of `db`, newest first; a row that cannot be read is skipped.
  static func entries(_ db: Database, table: String = Kind.news.table) throws -> [SearchHistoryEntry] {
    try Row.fetchAll(db, sql: "SELECT text, searched_at FROM \(table) ORDER BY searched_at DESC, id DESC")
      .compactMap { row in
        guard let text = String.fromDatabaseValue(row["text"] as DatabaseValue),
          let searchedAt = Double.fromDatabaseValue(row["searched_at"] as DatabaseValue)
        else { return nil }
        return SearchHistoryEntry(text: text, searchedAt: Date(timeIntervalSince1970: searchedAt))
      }
  }
}
