import DataLayer
import Foundation
import GRDB
import Models

/// The saved articles' part of the one database: the `saved_articles` table with a full snapshot of each
/// article (so it reads offline), its FTS5 index, and the live ``DataLayer/SavedArticlesClient``.
///
/// The index covers title, description, content, the text the reader extracted (`body`), author and source name
/// with the `unicode61` tokenizer
/// folding case and diacritics (`ubernahme` finds `Übernahme`); triggers keep it in step with the table in
/// the same transaction, so it can never drift.
///
/// ```swift
/// let database = try AppDatabase(url: locations.databaseURL)
/// let saved = SavedArticlesStore(database: database).client
/// _ = try await saved.save(article)
/// let hits = try await saved.search("acqui")   // prefix: finds "acquisition"
/// ```
public final class SavedArticlesStore: Sendable {
  /// The table the store keeps its rows in.
  public static let table = "saved_articles"
  /// The name of the store's part in an export file; stable across versions.
  public static let exportSection = "savedArticles"

  /// v1: `article_id` is the short id, `url` the identity, `saved_at` seconds since 1970, `snapshot` the
  /// Article as NewsAPI JSON; the searchable columns are copied out of the snapshot for the index.
  public static let v1 = DatabaseMigration(store: "savedArticles", name: "v1", userVersion: 2) { db in
    try db.execute(
      sql: """
        CREATE TABLE saved_articles (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          article_id TEXT NOT NULL,
          url TEXT UNIQUE NOT NULL,
          saved_at REAL NOT NULL,
          snapshot TEXT NOT NULL,
          title TEXT NOT NULL,
          description TEXT,
          content TEXT,
          author TEXT,
          source_name TEXT NOT NULL
        );
        CREATE INDEX saved_articles_article_id ON saved_articles (article_id);
        CREATE INDEX saved_articles_saved_at ON saved_articles (saved_at);
        CREATE VIRTUAL TABLE saved_articles_fts USING fts5(
          title, description, content, author, source_name,
          content = 'saved_articles', content_rowid = 'id',
          tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'
        );
        CREATE TRIGGER saved_articles_ai AFTER INSERT ON saved_articles BEGIN
          INSERT INTO saved_articles_fts (rowid, title, description, content, author, source_name)
          VALUES (new.id, new.title, new.description, new.content, new.author, new.source_name);
        END;
        CREATE TRIGGER saved_articles_ad AFTER DELETE ON saved_articles BEGIN
          INSERT INTO saved_articles_fts (saved_articles_fts, rowid, title, description, content, author, source_name)
          VALUES ('delete', old.id, old.title, old.description, old.content, old.author, old.source_name);
        END;
        CREATE TRIGGER saved_articles_au AFTER UPDATE ON saved_articles BEGIN
          INSERT INTO saved_articles_fts (saved_articles_fts, rowid, title, description, content, author, source_name)
          VALUES ('delete', old.id, old.title, old.description, old.content, old.author, old.source_name);
          INSERT INTO saved_articles_fts (rowid, title, description, content, author, source_name)
          VALUES (new.id, new.title, new.description, new.content, new.author, new.source_name);
        END;
        """)
  }

  /// v2: the full-text index keeps a prefix index for every length from 1 to 10 characters (v1 had 2, 3 and
  /// 4). Every search's last word is a prefix (`market` as typed is one), and FTS5 answers a prefix without its
  /// own index only by merging the lists of every word it begins, whole, before the first match comes out; from
  /// a prefix index it reads matches newest first and stops at the search's window. The index is made again from
  /// the table in the same transaction (about 40 s for 100,000 articles, a blink for a real reading list).
  public static let v2 = DatabaseMigration(store: "savedArticles", name: "v2", userVersion: 5) { db in
    try db.execute(
      sql: """
        DROP TABLE saved_articles_fts;
        CREATE VIRTUAL TABLE saved_articles_fts USING fts5(
          title, description, content, author, source_name,
          content = 'saved_articles', content_rowid = 'id',
          tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3 4 5 6 7 8 9 10'
        );
        INSERT INTO saved_articles_fts (saved_articles_fts) VALUES ('rebuild');
        """)
  }

  /// v3: each saved article keeps the text the reader extracted from its page (`body`, `NULL` until read), and
  /// the full-text index covers it, so a word only in the article's text finds it. Every row stays as it was; the
  /// index is made again from the table with the new column and its triggers follow, in the same transaction.
  public static let v3 = DatabaseMigration(store: "savedArticles", name: "v3", userVersion: 6) { db in
    try db.execute(
      sql: """
        ALTER TABLE saved_articles ADD COLUMN body TEXT;
        DROP TRIGGER saved_articles_ai;
        DROP TRIGGER saved_articles_ad;
        DROP TRIGGER saved_articles_au;
        DROP TABLE saved_articles_fts;
        CREATE VIRTUAL TABLE saved_articles_fts USING fts5(
          title, description, content, author, source_name, body,
          content = 'saved_articles', content_rowid = 'id',
          tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3 4 5 6 7 8 9 10'
        );
        INSERT INTO saved_articles_fts (saved_articles_fts) VALUES ('rebuild');
        CREATE TRIGGER saved_articles_ai AFTER INSERT ON saved_articles BEGIN
          INSERT INTO saved_articles_fts (rowid, title, description, content, author, source_name, body)
          VALUES (new.id, new.title, new.description, new.content, new.author, new.source_name, new.body);
        END;
        CREATE TRIGGER saved_articles_ad AFTER DELETE ON saved_articles BEGIN
          INSERT INTO saved_articles_fts
            (saved_articles_fts, rowid, title, description, content, author, source_name, body)
          VALUES ('delete', old.id, old.title, old.description, old.content, old.author, old.source_name, old.body);
        END;
        CREATE TRIGGER saved_articles_au AFTER UPDATE ON saved_articles BEGIN
          INSERT INTO saved_articles_fts
            (saved_articles_fts, rowid, title, description, content, author, source_name, body)
          VALUES ('delete', old.id, old.title, old.description, old.content, old.author, old.source_name, old.body);
          INSERT INTO saved_articles_fts (rowid, title, description, content, author, source_name, body)
          VALUES (new.id, new.title, new.description, new.content, new.author, new.source_name, new.body);
        END;
        """)
  }

  /// Every migration of this store, oldest first, each listed once in the ``SchemaHistory``.
  public static let migrations = [v1, v2, v3]

  /// The database the articles live in.
  public let database: AppDatabase
  /// The saved articles, as features use them. Every write is one IMMEDIATE transaction, so two processes
  /// saving at once lose nothing.
  public let client: SavedArticlesClient
  private let queries: SavedArticlesQueries

  public init(database: AppDatabase, now: @escaping @Sendable () -> Date = Date.init) {
    let queries = SavedArticlesQueries(database: database, now: now)
    self.database = database
    self.queries = queries
    self.client = SavedArticlesClient(
      save: { article in try await queries.save(article) },
      unsave: { reference in try await queries.unsave(reference) },
      find: { reference in try await queries.find(reference) },
      savedIDs: { try await queries.savedIDs() },
      list: { try await queries.list() },
      storeBody: { reference, body in try await queries.storeBody(reference, body) },
      search: { text in try await queries.search(text) }
    )
  }

  /// The short ids of the articles ``DataLayer/SavedArticlesClient/search`` finds for `text`, in its order,
  /// without reading their snapshots: the query alone, as `make bench-search` measures it.
  public func searchIDs(_ text: String) async throws(DataLayerError) -> [String] {
    try await queries.searchIDs(text)
  }

  /// Every saved article, for an export; newest saved first.
  public func snapshot() async throws(DataLayerError) -> [SavedArticle] {
    try await queries.list()
  }

  /// Adds the articles of an export (or a benchmark's corpus) in one transaction, oldest saved first, keeping
  /// their `savedAt`; articles saved already keep theirs. Returns how many were added.
  @discardableResult
  public func restore(_ articles: [SavedArticle]) async throws(DataLayerError) -> Int {
    try await queries.restore(articles)
  }
}

extension DatabaseHealth {
  /// How many articles the database holds saved.
  public var savedArticleCount: Int { rowCounts[SavedArticlesStore.table] ?? 0 }
}
