import DataLayer
import DataLayerLive
import Foundation
import GRDB
import Models
import ModelsTestSupport
import TestExpectations
import Testing

/// The saved search's order, as README states it: of the `searchWindow` matches saved last, title hits first,
/// then the rest, each in the order saved or imported, last first; and the index that makes it fast, also in a
/// database from before it.
@Suite struct SavedArticlesSearchOrderTests {
  @Test func search_putsTitleHitsFirst_thenNewestSaved() async throws {
    try await withDatabaseFile { url in
      let clock = TestClock()
      let saved = SavedArticlesStore(database: try AppDatabase(url: url), now: clock.now).client
      let articles = [
        try Article.fixture("old-title", title: "Market report", content: "Quiet day."),
        // A description weighs more than content in bm25, which used to put this one before `body-new`.
        try Article.fixture("body-old", title: "Quiet day", description: "Market report, market close."),
        try Article.fixture("none", title: "Rain in Hamburg", content: "Nothing else."),
        try Article.fixture("body-new", title: "Another day", content: "The market moved."),
        try Article.fixture("title-new", title: "Markets rally", content: "Stocks rose."),
      ]
      for article in articles {
        _ = try await saved.save(article)
        clock.advance(by: 10)
      }

      let slugs = try await saved.search("market").map(\.article.url.lastPathComponent)

      #expect(slugs == ["title-new", "old-title", "body-new", "body-old"])
    }
  }

  /// The order is the order stored, not the dates: an import of older articles after a save puts them first.
  /// (Ranking by date read every row of the window; ranking by storage order reads only the rows shown.)
  @Test func search_afterAnImportOfOlderArticles_listsTheImportedFirst() async throws {
    try await withDatabaseFile { url in
      let clock = TestClock()
      let store = SavedArticlesStore(database: try AppDatabase(url: url), now: clock.now)
      _ = try await store.client.save(try Article.fixture("saved", title: "Saved", content: "The market today."))
      let older = SavedArticle(
        article: try Article.fixture("imported", title: "Imported", content: "The market then."),
        savedAt: clock.now().addingTimeInterval(-86_400))
      #expect(try await store.restore([older]) == 1)

      let slugs = try await store.client.search("market").map(\.article.url.lastPathComponent)

      #expect(slugs == ["imported", "saved"], "imported last, listed first, though saved a day earlier")
    }
  }

  @Test func search_matchingMoreThanTheWindow_ranksOnlyTheArticlesSavedLast() async throws {
    try await withDatabaseFile { url in
      let store = SavedArticlesStore(database: try AppDatabase(url: url))
      let window = SavedArticlesClient.searchWindow
      // Article 0 is saved first, `window` last; only 0 and 1 have the word in their titles.
      let articles = try (0...window).map { index in
        SavedArticle(
          article: try Article.fixture(
            "a\(index)", title: index < 2 ? "Market \(index)" : "Story \(index)", content: "The market \(index)."),
          savedAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(index) * 60))
      }
      // Newest first, as an export lists them.
      #expect(try await store.restore(articles.reversed()) == window + 1)

      let slugs = try await store.client.search("market").map(\.article.url.lastPathComponent)

      #expect(slugs.count == SavedArticlesClient.searchLimit)
      #expect(slugs.first == "a1", "a title hit within the window comes first")
      expectEqual(Array(slugs.dropFirst()), (window - 98...window).reversed().map { "a\($0)" }, "then newest saved")
      #expect(!slugs.contains("a0"), "the oldest match is outside the window, title hit or not")
      #expect(try await store.client.search("market 0").map(\.article.url.lastPathComponent) == ["a0"])
    }
  }

  @Test func openingAVersion4Database_rebuildsTheIndexWithItsPrefixes_andFindsEveryArticle() async throws {
    try await withDatabaseFile { url in
      let migrations = SchemaHistory.current.migrations
      let before = try requireValue(migrations.firstIndex { $0.id == SavedArticlesStore.v2.id })
      let old = try AppDatabase(url: url, history: SchemaHistory(Array(migrations[..<before])))
      let oldStore = SavedArticlesStore(database: old).client
      _ = try await oldStore.save(.fixture("de", title: "Übernahme perfekt", content: "Markets cheer."))
      _ = try await oldStore.save(.fixture("en", title: "Merger closes", content: "A quiet market."))
      try old.close()

      let upgraded = try AppDatabase(url: url)
      let saved = SavedArticlesStore(database: upgraded).client

      // v2 and every migration after it (v3 adds the kept text to the same index).
      #expect(upgraded.appliedMigrations == migrations[before...].map(\.id))
      #expect(try upgraded.schemaVersion() == SchemaHistory.current.version)
      func slugs(_ text: String) async throws -> [String] {
        try await saved.search(text).map(\.article.url.lastPathComponent)
      }
      #expect(try await slugs("ubernahme") == ["de"])
      #expect(try await slugs("m") == ["en", "de"], "a one-letter prefix, from its own index")
      #expect(try await slugs("market") == ["en", "de"])
      _ = try await saved.save(.fixture("new", title: "Market wrap"))
      #expect(try await saved.unsave(try Article.fixture("en").shortID))
      #expect(try await slugs("market") == ["new", "de"], "the triggers keep the new index in step")
      try upgraded.close()
      let definition = try withConnection(url) { db in
        try db.execute(sql: "INSERT INTO saved_articles_fts (saved_articles_fts) VALUES ('integrity-check')")
        return try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'saved_articles_fts'")
      }
      #expect(definition?.contains("prefix = '1 2 3 4 5 6 7 8 9 10'") == true)
    }
  }
}
