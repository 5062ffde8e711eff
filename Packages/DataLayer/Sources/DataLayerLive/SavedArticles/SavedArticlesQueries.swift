import DataLayer
import Foundation
import GRDB
import Models

/// The SQL behind ``SavedArticlesStore/client``.
struct SavedArticlesQueries: Sendable {
  let database: AppDatabase
  let now: @Sendable () -> Date

  private static let columns =
    "saved_articles.snapshot, saved_articles.saved_at, saved_articles.url, saved_articles.body"

  /// Inserts the article, or refreshes the snapshot of one saved already; `true` when newly saved.
  func save(_ article: Article) async throws(DataLayerError) -> Bool {
    let row = try ArticleRow(article)
    let savedAt = now()
    return try await database.write { db in try Self.upsert(row, savedAt: savedAt, db) }
  }

  func unsave(_ reference: String) async throws(DataLayerError) -> Bool {
    try await database.write { db in
      try db.execute(
        sql: "DELETE FROM saved_articles WHERE article_id = ? OR url = ?", arguments: [reference, reference])
      return db.changesCount > 0
    }
  }

  /// Keeps `body` with the article saved under this short id or URL; the index follows through the trigger.
  func storeBody(_ reference: String, _ body: String) async throws(DataLayerError) -> Bool {
    let body = SavedArticlesClient.bounded(body)
    return try await database.write { db in
      try db.execute(
        sql: "UPDATE saved_articles SET body = ? WHERE article_id = ? OR url = ?",
        arguments: [body, reference, reference])
      return db.changesCount > 0
    }
  }

  func find(_ reference: String) async throws(DataLayerError) -> SavedArticle? {
    try await database.read { db in try Self.find(reference, db) }
  }

  func savedIDs() async throws(DataLayerError) -> Set<String> {
    try await database.read { db in try Self.ids(db) }
  }

  func list() async throws(DataLayerError) -> [SavedArticle] {
    try await database.read { db in try Self.list(db) }
  }

  /// The saved article whose short id or URL is `reference`, the last saved first.
  static func find(_ reference: String, _ db: Database) throws -> SavedArticle? {
    try articles(
      db,
      sql: """
        SELECT \(columns) FROM saved_articles WHERE article_id = ? OR url = ?
        ORDER BY saved_at DESC LIMIT 1
        """,
      arguments: [reference, reference]
    ).first
  }

  static func ids(_ db: Database) throws -> Set<String> {
    try String.fetchSet(db, sql: "SELECT article_id FROM saved_articles")
  }

  static func list(_ db: Database) throws -> [SavedArticle] {
    try articles(db, sql: "SELECT \(columns) FROM saved_articles ORDER BY saved_at DESC, id DESC")
  }

  /// Within the ``DataLayer/SavedArticlesClient/searchWindow`` matches stored last: title hits first, then
  /// the rest, each in the order saved or imported, last first.
  func search(_ text: String) async throws(DataLayerError) -> [SavedArticle] {
    guard let words = SearchText(text) else { return [] }
    let statement = Self.ranked(FullTextQuery(words), columns: Self.columns)
    return try await database.read { db in
      try Self.articles(db, sql: statement.sql, arguments: statement.arguments, cached: true)
    }
  }

  /// The short ids ``search(_:)`` finds, in its order, without reading the snapshots.
  func searchIDs(_ text: String) async throws(DataLayerError) -> [String] {
    guard let words = SearchText(text) else { return [] }
    let statement = Self.ranked(FullTextQuery(words), columns: "saved_articles.article_id")
    return try await database.read { db in
      try String.fetchAll(db.cachedStatement(sql: statement.sql), arguments: statement.arguments)
    }
  }

  /// The one ranked full-text query, selecting `columns`. The index hands out matches newest stored first and
  /// stops at the window (`ORDER BY rowid DESC LIMIT`, answered inside FTS5), so a word found in most articles
  /// costs what a rare one does. Which of them have every word in the title is asked of the index once, over
  /// the window's rowids alone, and the window is ranked on its rowids (the order stored, which is the order
  /// saved or imported): only the rows shown are read from the table. Reading every row of the window for its
  /// date was most of a search's time (500 rows, most of them outside SQLite's page cache).
  private static func ranked(_ query: FullTextQuery, columns: String) -> (sql: String, arguments: StatementArguments) {
    (
      """
      WITH candidates (id) AS MATERIALIZED (
        SELECT rowid FROM saved_articles_fts WHERE saved_articles_fts MATCH ?
        ORDER BY rowid DESC LIMIT \(SavedArticlesClient.searchWindow)
      ),
      shown (id, in_title) AS MATERIALIZED (
        SELECT id, id IN (
          SELECT rowid FROM saved_articles_fts
          WHERE saved_articles_fts MATCH ? AND rowid >= (SELECT min(id) FROM candidates))
        FROM candidates
        ORDER BY 2 DESC, id DESC
        LIMIT \(SavedArticlesClient.searchLimit)
      )
      SELECT \(columns) FROM shown
      JOIN saved_articles ON saved_articles.id = shown.id
      ORDER BY shown.in_title DESC, shown.id DESC
      """,
      [query.all, query.title]
    )
  }

  /// Oldest saved first, as an import adds them, so the rows are stored in the order they were saved and the
  /// search's window (the matches stored last) holds the newest; among equal dates the list's order is kept.
  func restore(_ articles: [SavedArticle]) async throws(DataLayerError) -> Int {
    var rows: [(ArticleRow, Date, String?)] = []
    rows.reserveCapacity(articles.count)
    let oldestFirst = articles.reversed().enumerated().sorted { left, right in
      (left.element.savedAt, left.offset) < (right.element.savedAt, right.offset)
    }
    for (_, saved) in oldestFirst {
      rows.append((try ArticleRow(saved.article), saved.savedAt, saved.body.map(SavedArticlesClient.bounded)))
    }
    let prepared = rows
    return try await database.write { db in
      try prepared.reduce(0) { added, entry in
        let inserted = try Self.upsert(entry.0, savedAt: entry.1, db)
        if inserted, let body = entry.2 {
          try db.execute(sql: "UPDATE saved_articles SET body = ? WHERE url = ?", arguments: [body, entry.0.url])
        }
        return added + (inserted ? 1 : 0)
      }
    }
  }

  /// Inserts the row, or refreshes the snapshot of the article saved at its URL; `true` when inserted.
  static func upsert(_ row: ArticleRow, savedAt: Date, _ db: Database) throws -> Bool {
    let exists =
      try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM saved_articles WHERE url = ?)", arguments: [row.url])
      ?? false
    if exists {
      try db.execute(
        sql: """
          UPDATE saved_articles SET snapshot = ?, title = ?, description = ?, content = ?, author = ?,
            source_name = ?
          WHERE url = ?
          """,
        arguments: [row.snapshot, row.title, row.description, row.content, row.author, row.sourceName, row.url])
      return false
    }
    try db.execute(
      sql: """
        INSERT INTO saved_articles
          (article_id, url, saved_at, snapshot, title, description, content, author, source_name)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        row.id, row.url, savedAt.timeIntervalSince1970, row.snapshot, row.title, row.description, row.content,
        row.author, row.sourceName,
      ])
    return true
  }

  /// Rows whose snapshot cannot be decoded are skipped, never deleted. A `cached` statement is compiled once per
  /// connection (the search's, which every keystroke runs, is the longest SQL here).
  private static func articles(
    _ db: Database, sql: String, arguments: StatementArguments = [], cached: Bool = false
  ) throws
    -> [SavedArticle]
  {
    let rows =
      cached
      ? try Row.fetchAll(db.cachedStatement(sql: sql), arguments: arguments)
      : try Row.fetchAll(db, sql: sql, arguments: arguments)
    return rows.compactMap { row -> SavedArticle? in
      // Read as raw values: GRDB's typed subscripts trap on a value of the wrong type.
      guard let snapshot = String.fromDatabaseValue(row["snapshot"] as DatabaseValue),
        let savedAt = Double.fromDatabaseValue(row["saved_at"] as DatabaseValue),
        let url = String.fromDatabaseValue(row["url"] as DatabaseValue),
        let article = ArticleRow.decode(snapshot), article.url.absoluteString == url
      else { return nil }
      let body = String.fromDatabaseValue(row["body"] as DatabaseValue)
      return SavedArticle(article: article, savedAt: Date(timeIntervalSince1970: savedAt), body: body)
    }
  }
}

/// An article as the table stores it.
struct ArticleRow: Sendable {
  let id: String
  let url: String
  let snapshot: String
  let title: String
  let description: String?
  let content: String?
  let author: String?
  let sourceName: String

  init(_ article: Article) throws(DataLayerError) {
    id = article.shortID
    url = article.url.absoluteString
    do {
      snapshot = String(decoding: try NewsJSON.encoder.encode(article), as: UTF8.self)
    } catch {
      throw DataLayerError(.snapshotFailed, detail: "\(error)", value: url)
    }
    title = article.title
    description = article.description
    content = article.content
    author = article.author
    sourceName = article.source.name
  }

  /// The article, or `nil` when the text is not a readable article (for example after a hand edit).
  static func decode(_ text: String) -> Article? {
    try? NewsJSON.decoder.decode(Article.self, from: Data(text.utf8))
  }
}
