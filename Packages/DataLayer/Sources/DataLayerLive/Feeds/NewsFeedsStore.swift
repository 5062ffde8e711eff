import DataLayer
import Foundation
import GRDB

/// The feeds' part of the one database: one row per feed the person made, and per built-in feed they hid, moved
/// or viewed; the live ``DataLayer/NewsFeedsClient``.
///
/// ```swift
/// let feeds = NewsFeedsStore(database: database).client
/// try await feeds.save([FeedEntry(name: "Rust", kind: .query, value: "rust", addedAt: Date())])
/// ```
public final class NewsFeedsStore: Sendable {
  public static let table = "news_feeds"

  /// v1: `id` the lowercased name, `kind` a ``DataLayer/FeedEntry/Kind`` raw value, times as seconds since 1970.
  public static let v1 = DatabaseMigration(store: "newsFeeds", name: "v1", userVersion: 9) { db in
    try db.execute(
      sql: """
        CREATE TABLE news_feeds (
          id TEXT PRIMARY KEY NOT NULL,
          name TEXT NOT NULL,
          kind TEXT NOT NULL,
          value TEXT NOT NULL DEFAULT '',
          country TEXT,
          hidden INTEGER NOT NULL DEFAULT 0,
          position INTEGER,
          added_at REAL NOT NULL,
          viewed_at REAL
        ) WITHOUT ROWID
        """)
  }

  public static let migrations = [v1]

  public let database: AppDatabase
  public let client: NewsFeedsClient

  public init(database: AppDatabase) {
    self.database = database
    self.client = NewsFeedsClient(
      list: { try await database.read { db in try Self.entries(db) } },
      save: { entries in try await database.write { db in try Self.save(entries, db) } },
      remove: { id in
        try await database.write { db in
          try db.execute(sql: "DELETE FROM news_feeds WHERE id = ?", arguments: [id])
          return db.changesCount > 0
        }
      })
  }

  /// Every entry, oldest first; a row this build cannot read (a newer build's kind) is left out.
  static func entries(_ db: Database) throws -> [FeedEntry] {
    guard try db.tableExists(table) else { return [] }
    return try Row.fetchAll(db, sql: "SELECT * FROM news_feeds ORDER BY added_at, id").compactMap { row in
      guard let kind = FeedEntry.Kind(rawValue: row["kind"]) else { return nil }
      let viewed: Double? = row["viewed_at"]
      return FeedEntry(
        name: row["name"], kind: kind, value: row["value"], country: row["country"],
        hidden: row["hidden"], position: row["position"],
        addedAt: Date(timeIntervalSince1970: row["added_at"]),
        viewedAt: viewed.map(Date.init(timeIntervalSince1970:)))
    }
  }

  /// Adds or replaces each entry by its id.
  static func save(_ entries: [FeedEntry], _ db: Database) throws {
    for entry in entries {
      try db.execute(
        sql: """
          INSERT INTO news_feeds (id, name, kind, value, country, hidden, position, added_at, viewed_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT (id) DO UPDATE SET name = excluded.name, kind = excluded.kind, value = excluded.value,
            country = excluded.country, hidden = excluded.hidden, position = excluded.position,
            added_at = excluded.added_at, viewed_at = excluded.viewed_at
          """,
        arguments: [
          entry.id, entry.name, entry.kind.rawValue, entry.value, entry.country, entry.hidden, entry.position,
          entry.addedAt.timeIntervalSince1970, entry.viewedAt?.timeIntervalSince1970,
        ])
    }
  }
}
