import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import GRDB
import Models
import ModelsTestSupport
import TestExpectations
import Testing

@Suite struct SavedArticlesStoreTests {
  func store(at url: URL, now: @escaping @Sendable () -> Date = Date.init) throws -> SavedArticlesClient {
    SavedArticlesStore(database: try AppDatabase(url: url), now: now).client
  }

  @Test func save_keepsAFullSnapshot_isIdempotent_andListsNewestSavedFirst() async throws {
    try await withDatabaseFile { url in
      let clock = TestClock()
      let saved = try store(at: url, now: clock.now)
      let first = try Article.fixture("a", author: nil)
      #expect(try await saved.save(first))
      clock.advance(by: 5)
      #expect(try await saved.save(.fixture("b")))
      clock.advance(by: 5)
      #expect(try await saved.save(.fixture("a", title: "Refreshed", author: nil)) == false)

      let list = try await saved.list()
      #expect(list.map(\.article.url.lastPathComponent) == ["b", "a"])
      #expect(list.last?.article.title == "Refreshed")
      #expect(list.last?.article.author == nil)
      #expect(list.last?.savedAt == Date(timeIntervalSince1970: 1_700_000_000))
      #expect(try await saved.savedIDs() == [first.shortID, try Article.fixture("b").shortID])
    }
  }

  @Test func unsaveAndFind_acceptTheShortIDOrTheURL() async throws {
    try await withDatabaseFile { url in
      let saved = try store(at: url)
      let article = try Article.fixture("a")
      _ = try await saved.save(article)
      #expect(try await saved.find(article.shortID)?.article == article)
      #expect(try await saved.find(article.url.absoluteString)?.article == article)
      #expect(try await saved.find("nothing") == nil)
      #expect(try await saved.unsave(article.shortID))
      #expect(try await saved.unsave(article.url.absoluteString) == false)
      #expect(try await saved.search("Story").isEmpty, "the index forgets what the table forgets")
    }
  }

  @Test func search_findsContentWords_prefixes_andFoldedUmlauts_titleHitsFirst() async throws {
    try await withDatabaseFile { url in
      let saved = try store(at: url)
      _ = try await saved.save(
        .fixture("merger", title: "Markets close higher", content: "The acquisition of Brückner Chemie closed."))
      _ = try await saved.save(.fixture("title", title: "Apple weighs acquisition", content: "Talks go on."))
      _ = try await saved.save(
        .fixture("de", title: "Übernahme: Hansa greift nach Elbtal", description: "Die Kartellbehörden prüfen."))
      _ = try await saved.save(.fixture("other", title: "Rain in Hamburg", author: "Jan Krüger"))

      func slugs(_ text: String) async throws -> [String] {
        try await saved.search(text).map(\.article.url.lastPathComponent)
      }
      #expect(try await slugs("acquisition") == ["title", "merger"])
      #expect(try await slugs("acqui") == ["title", "merger"])
      #expect(try await slugs("ubernahme") == ["de"])
      #expect(try await slugs("ÜBERNAHME") == ["de"])
      #expect(try await slugs("bruckner") == ["merger"])
      #expect(try await slugs("kruger") == ["other"], "the author is searched")
      #expect(try await slugs("ledger").count == 4, "the source name is searched")
      #expect(try await slugs("apple acqui") == ["title"])
      #expect(try await slugs("\" OR * NEAR(") == [], "operators are words, never syntax")
      #expect(try await slugs("").isEmpty)
      let store = SavedArticlesStore(database: try AppDatabase(url: url))
      let ids = try await store.searchIDs("acqui")
      #expect(ids == (try await saved.search("acqui")).map(\.id))
    }
  }

  @Test func everything_survivesANewProcess() async throws {
    try await withDatabaseFile { url in
      let database = try AppDatabase(url: url)
      _ = try await SavedArticlesStore(database: database).client.save(.fixture("a", title: "Übernahme"))
      try database.close()

      let reopened = try store(at: url)
      #expect(try await reopened.list().count == 1)
      #expect(try await reopened.search("ubernahme").count == 1)
    }
  }

  @Test func twoProcessesSavingAtOnce_loseNothing() async throws {
    try await withDatabaseFile { url in
      _ = try AppDatabase(url: url)
      let clients = try (0..<2).map { _ in try store(at: url) }
      try await withThrowingTaskGroup(of: Void.self) { group in
        for (index, client) in clients.enumerated() {
          group.addTask {
            for number in 0..<40 { _ = try await client.save(.fixture("p\(index)-\(number)")) }
          }
        }
        try await group.waitForAll()
      }
      #expect(try await clients[0].list().count == 80)
      #expect(try await clients[1].search("story").count == 80)
    }
  }

  @Test func snapshotAndRestore_carryEveryArticleWithItsSavedTime() async throws {
    try await withDatabaseFile { url in
      let source = SavedArticlesStore(database: try AppDatabase(url: url))
      _ = try await source.client.save(.fixture("a"))
      _ = try await source.client.save(.fixture("b"))
      let snapshot = try await source.snapshot()
      let encoded = try JSONEncoder().encode(snapshot)

      try await withDatabaseFile { other in
        let target = SavedArticlesStore(database: try AppDatabase(url: other))
        let decoded = try JSONDecoder().decode([SavedArticle].self, from: encoded)
        #expect(try await target.restore(decoded) == 2)
        #expect(try await target.restore(decoded) == 0)
        #expect(try await target.snapshot() == snapshot)
        #expect(SavedArticlesStore.exportSection == "savedArticles")
      }
    }
  }

  @Test func unreadableSnapshots_areSkippedNeverDeleted() async throws {
    try await withDatabaseFile { url in
      let saved = try store(at: url)
      _ = try await saved.save(.fixture("a"))
      _ = try await saved.save(.fixture("b"))
      try withConnection(url) { db in
        try db.execute(sql: "UPDATE saved_articles SET snapshot = 'not json' WHERE url LIKE '%/a'")
      }
      #expect(try await saved.list().map(\.article.url.lastPathComponent) == ["b"])
      try expectEqual(withConnection(url) { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM saved_articles") }, 2)
    }
  }
}
