import DataLayer
import Foundation
import GRDB

/// The read marks' part of the one database: one row per article opened in the reader, with when it was first
/// read, and the live ``DataLayer/ReadArticlesClient``.
///
/// ```swift
/// let read = ReadArticlesStore(database: database).client
/// _ = try await read.markRead(article.shortID)
/// ```
public final class ReadArticlesStore: Sendable {
  public static let table = "read_articles"

  /// v1: `article_id` is the short id, `read_at` seconds since 1970 of the first read.
  public static let v1 = DatabaseMigration(store: "readArticles", name: "v1", userVersion: 7) { db in
    try db.execute(
      sql: """
        CREATE TABLE read_articles (
          article_id TEXT PRIMARY KEY NOT NULL,
          read_at REAL NOT NULL
        ) WITHOUT ROWID
        """)
  }

  public static let migrations = [v1]

  public let database: AppDatabase
  public let client: ReadArticlesClient

  public init(database: AppDatabase, now: @escaping @Sendable () -> Date = Date.init) {
    self.database = database
    self.client = ReadArticlesClient(
      markRead: { id in
        let readAt = now().timeIntervalSince1970
        return try await database.write { db in
          try db.execute(
            sql: "INSERT OR IGNORE INTO read_articles (article_id, read_at) VALUES (?, ?)", arguments: [id, readAt])
          return db.changesCount > 0
        }
      },
      readIDs: { try await database.read { db in try Self.ids(db) } })
  }

  /// The short ids of every article read.
  static func ids(_ db: Database) throws -> Set<String> {
    try String.fetchSet(db, sql: "SELECT article_id FROM read_articles")
  }
}
