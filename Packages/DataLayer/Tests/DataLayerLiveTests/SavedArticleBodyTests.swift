import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import GRDB
import Models
import ModelsTestSupport
import TestExpectations
import Testing

/// Issue 22, "saved means readable offline": a saved article keeps the text the reader extracted, the full-text
/// index covers it, and the migration that adds it (`savedArticles/v3`) keeps every article saved before.
@Suite struct SavedArticleBodyTests {
  /// The history of the build before the text was kept: `user_version` 5.
  static let previous = SchemaHistory(Array(SchemaHistory.current.migrations.prefix(5)))

  @Test func storeBody_aWordOnlyInTheText_findsTheArticle_andUnsaveForgetsIt() async throws {
    try await withDatabaseFile { url in
      let saved = SavedArticlesStore(database: try AppDatabase(url: url)).client
      let article = try Article.fixture("zeppelin", title: "Airships return", content: "Short.")
      #expect(try await saved.save(article))
      #expect(try await saved.search("Zeppelinwerft").isEmpty)

      #expect(try await saved.storeBody(article.shortID, "The Zeppelinwerft in Friedrichshafen hires again."))

      #expect(try await saved.search("zeppelinwerft").map(\.id) == [article.shortID])
      #expect(try await saved.search("friedrichsh").map(\.id) == [article.shortID], "the last word a prefix")
      #expect(try await saved.find(article.url.absoluteString)?.body?.hasPrefix("The Zeppelinwerft") == true)
      #expect(try await saved.save(article) == false)
      #expect(try await saved.find(article.shortID)?.body != nil, "saving again keeps the text")
      #expect(try await saved.storeBody("nothing-saved", "text") == false)

      #expect(try await saved.unsave(article.shortID))
      #expect(try await saved.search("zeppelinwerft").isEmpty, "the index forgets the text with the row")
    }
  }

  @Test func storeBody_keepsAtMostTheLimit() async throws {
    try await withDatabaseFile { url in
      let saved = SavedArticlesStore(database: try AppDatabase(url: url)).client
      let article = try Article.fixture("long")
      _ = try await saved.save(article)
      _ = try await saved.storeBody(article.shortID, String(repeating: "a", count: SavedArticlesClient.bodyLimit + 10))
      #expect(try await saved.find(article.shortID)?.body?.count == SavedArticlesClient.bodyLimit)
    }
  }

  @Test func migrationV3_ofAFileAtVersion5_keepsEveryArticleAndItsIndex() async throws {
    try await withDatabaseFile { url in
      let merger = try Article.fixture(
        "merger", title: "Markets close higher", content: "The acquisition of Brückner Chemie closed.")
      let other = try Article.fixture("other", title: "Rain in Hamburg")
      let old = try AppDatabase(url: url, history: Self.previous)
      try await old.write { db in
        for (index, article) in [merger, other].enumerated() {
          try Self.insertAsVersion5(article, savedAt: Double(1_700_000_000 + index), db)
        }
      }
      try old.close()
      #expect(try userVersion(url) == 5)

      let database = try AppDatabase(url: url)

      #expect(
        database.appliedMigrations == [
          "savedArticles/v3", "readArticles/v1", "pluginStorage/v1", "newsFeeds/v1", "photoSearchHistory/v1",
        ])
      #expect(try userVersion(url) == SchemaHistory.current.version)
      let saved = SavedArticlesStore(database: database).client
      let list = try await saved.list()
      #expect(list.map(\.article) == [other, merger])
      #expect(
        list.map(\.savedAt) == [Date(timeIntervalSince1970: 1_700_000_001), Date(timeIntervalSince1970: 1_700_000_000)])
      expectAll(list) { $0.body == nil }
      #expect(try await saved.search("bruckner").map(\.id) == [merger.shortID], "the old index answers")
      #expect(try await saved.search("hamburg").map(\.id) == [other.shortID])
      try await database.write { db in
        try db.execute(sql: "INSERT INTO saved_articles_fts (saved_articles_fts) VALUES ('integrity-check')")
      }

      #expect(try await saved.storeBody(other.shortID, "Floods close the Elbtunnel for a day."))
      #expect(try await saved.search("elbtunnel").map(\.id) == [other.shortID])
      try database.close()
    }
  }

  /// A row as the build at `user_version` 5 wrote it: no `body` column.
  static func insertAsVersion5(_ article: Article, savedAt: Double, _ db: Database) throws {
    let snapshot = String(decoding: try NewsJSON.encoder.encode(article), as: UTF8.self)
    try db.execute(
      sql: """
        INSERT INTO saved_articles
          (article_id, url, saved_at, snapshot, title, description, content, author, source_name)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        article.shortID, article.url.absoluteString, savedAt, snapshot, article.title, article.description,
        article.content, article.author, article.source.name,
      ])
  }
}
