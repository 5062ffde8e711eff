import DataLayer
import Foundation
import Models
import ModelsTestSupport
import Testing

@Suite struct SavedArticlesClientTests {
  @Test func save_isIdempotent_andListsNewestSavedFirst() async throws {
    let clock = TestClock()
    let saved = SavedArticlesClient.inMemory(now: clock.now)
    #expect(try await saved.save(.fixture("a")))
    clock.advance(by: 10)
    #expect(try await saved.save(.fixture("b")))
    #expect(try await saved.save(.fixture("a", title: "Updated")) == false)

    let list = try await saved.list()
    #expect(list.map(\.article.url.lastPathComponent) == ["b", "a"])
    #expect(list.last?.article.title == "Updated")
    #expect(list.last?.savedAt == Date(timeIntervalSince1970: 1_700_000_000))
  }

  @Test func unsaveAndFind_acceptTheShortIDOrTheURL() async throws {
    let saved = SavedArticlesClient.inMemory()
    let article = try Article.fixture("a")
    _ = try await saved.save(article)
    #expect(try await saved.find(article.shortID)?.article == article)
    #expect(try await saved.find(article.url.absoluteString)?.article == article)
    #expect(try await saved.savedIDs() == [article.shortID])
    #expect(try await saved.unsave(article.url.absoluteString))
    #expect(try await saved.unsave(article.shortID) == false)
  }

  @Test func search_foldsDiacritics_matchesPrefixes_andPutsTitleHitsFirst() async throws {
    let saved = SavedArticlesClient.inMemory()
    _ = try await saved.save(.fixture("de", title: "Übernahme bei Alpenbank", description: nil))
    _ = try await saved.save(.fixture("body", title: "Markets", content: "The acquisition closed."))
    _ = try await saved.save(.fixture("title", title: "Acquisition talks"))

    #expect(try await saved.search("ubernahme").map(\.article.url.lastPathComponent) == ["de"])
    #expect(try await saved.search("acqui").map(\.article.url.lastPathComponent) == ["title", "body"])
    #expect(try await saved.search("acqui ").isEmpty, "a finished word is not a prefix")
    #expect(try await saved.search("  ").isEmpty)
  }

  /// The live store's order: within each group the order saved, last first, whatever the dates say.
  @Test func search_listsTheArticleSavedLastFirst_evenWithAnEarlierDate() async throws {
    let clock = TestClock()
    let saved = SavedArticlesClient.inMemory(now: clock.now)
    _ = try await saved.save(try Article.fixture("first", title: "First", content: "The market today."))
    clock.advance(by: -86_400)
    _ = try await saved.save(try Article.fixture("second", title: "Second", content: "The market then."))

    let slugs = try await saved.search("market").map(\.article.url.lastPathComponent)

    #expect(slugs == ["second", "first"])
  }

  @Test func searchText_foldsAndSplitsWords() throws {
    let text = try #require(SearchText("Übernahme, Apple-acqui"))
    #expect(text.words == ["ubernahme", "apple", "acqui"])
    #expect(text.lastIsPrefix)
    #expect(SearchText("done ")?.lastIsPrefix == false)
    #expect(SearchText("!?") == nil)
  }
}
