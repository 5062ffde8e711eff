import ArgumentParser
import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import TestExpectations
import Testing

@testable import NewsFeature

@Suite struct NewsCommandTests {
  let service = FakeNewsService()

  init() throws {
    try service.serve("business", count: 30)
    try service.serve("wsj", count: 12)
    try service.serve("apple", count: 20)
  }

  @Test func news_showsBusinessPage1_asTextAndJSON() async throws {
    try await withTestHost(TestHost(service: service)) { host in
      let text = try await host.news()
      let lines = text.output.split(separator: "\n")
      #expect(lines.first == "Business · page 1 · the embedded news catalog")
      #expect(lines.count == 26, "a heading, two lines per article, the next page")
      #expect(lines.last == "Next page: mosaic news business --page 2")

      let document = try json(try await host.news(["business", "--page", "2", "--json"]))
      #expect(document["feed"] as? String == "business")
      #expect(document["page"] as? Int == 2)
      #expect(document["pageSize"] as? Int == 12)
      #expect(document["hasMore"] as? Bool == true)
      #expect(document["stale"] as? Bool == false)
      let articles = try #require(document["articles"] as? [[String: Any]])
      #expect(articles.count == 12)
      let first = try #require(articles.first)
      let keys: Set<String> = [
        "id", "title", "source", "author", "publishedAt", "url", "imageURL", "description", "isSaved", "isRead",
      ]
      #expect(Set(first.keys) == keys)
      #expect(first["url"] as? String == "https://news.example/business-12")
      let id = Article.shortID(for: "https://news.example/business-12")
      #expect(first["id"] as? String == id)
    }
  }

  @Test func aFeedByID_andItsEnd() async throws {
    try await withTestHost(TestHost(service: service)) { host in
      let text = try await host.news(["wsj"])
      #expect(text.output.hasPrefix("Wall Street Journal · page 1"))
      #expect(text.output.hasSuffix("Next page: mosaic news wsj --page 2\n"))
      // Page 2 does not exist: not "page 2" over nothing and "the end", but a usage error, JSON or not.
      for json in [false, true] {
        let error = await #expect(throws: UsageError.self) {
          try await host.news(["wsj", "--page", "2"] + (json ? ["--json"] : []))
        }
        let pastTheEnd = try #require(error?.underlying as? NewsError)
        #expect(pastTheEnd.code == .pastTheEnd)
        #expect(pastTheEnd.listing == .feed(.wsj) && pastTheEnd.page == 2 && !pastTheEnd.resultLimit)
        #expect(
          error?.message(in: .english)
            == "Page '2' is past the end of Wall Street Journal; ask for an earlier page, like 1.")
      }
    }
  }

  @Test func againstNewsAPI_page8_isTheEnd_notANextPageThatWouldBeRefused() async throws {
    let newsAPI = FakeNewsService(provider: .newsAPI(try #require(URL(string: "https://newsapi.org"))))
    try newsAPI.serve("business", count: 200)
    try await withTestHost(TestHost(service: newsAPI)) { host in
      let page8 = try await host.news(["--page", "8"]).output
      #expect(page8.hasSuffix("End: NewsAPI's free plan serves at most 100 results for one feed or search.\n"))
      #expect(!page8.contains("--page 9"))
    }
  }

  @Test func aSearchPagePastTheEnd_isAUsageError() async throws {
    try service.serve("lunar", count: 3)
    try await withTestHost(TestHost(service: service)) { host in
      let error = await #expect(throws: UsageError.self) { try await host.news(["search", "lunar", "--page", "2"]) }
      #expect((error?.underlying as? NewsError)?.listing == .search("lunar"))
    }
  }

  @Test func aLaterPage_inALaterRun_leavesOutWhatAnEarlierPageListed() async throws {
    // NewsAPI repeats URLs across pages: page 2 starts with two articles page 1 showed.
    var articles = try (0..<24).map { index in
      try Article.fixture("techcrunch-\(index)", title: "Techcrunch story \(index)")
    }
    articles[12] = articles[3]
    articles[15] = articles[7]
    service.serve("techcrunch", articles)
    let cache = CacheStore.inMemory()
    try await withTestHost(TestHost(service: service, cache: cache)) { host in
      _ = try await host.news(["techcrunch"])
    }
    try await withTestHost(TestHost(service: service, cache: cache)) { host in
      let document = try json(try await host.news(["techcrunch", "--page", "2", "--json"]))
      let urls = try #require(document["articles"] as? [[String: Any]]).compactMap { $0["url"] as? String }
      #expect(urls.count == 10)
      #expect(!urls.contains(articles[3].url.absoluteString) && !urls.contains(articles[7].url.absoluteString))
      let text = try await host.news(["techcrunch", "--page", "2"]).output
      #expect(!text.contains(articles[3].shortID) && !text.contains(articles[7].shortID))
      #expect(text.contains(articles[13].shortID))
    }
    // Within the same listing the page itself is never filtered against what it showed before.
    try await withTestHost(TestHost(service: service, cache: cache)) { host in
      let again = try json(try await host.news(["techcrunch", "--json"]))
      #expect((again["articles"] as? [Any])?.count == 12)
    }
  }

  @Test func aPageWhoseEveryArticleWasListedBefore_saysSo_andWhereTheFeedGoesOn() async throws {
    var articles = try (0..<24).map { index in try Article.fixture("apple-\(index)", title: "Apple story \(index)") }
    for index in 12..<24 { articles[index] = articles[index - 12] }
    service.serve("apple", articles)
    let cache = CacheStore.inMemory()
    try await withTestHost(TestHost(service: service, cache: cache)) { host in
      _ = try await host.news(["apple"])
      let second = try await host.news(["apple", "--page", "2"])
      #expect(second.output.contains("All 12 articles on page 2 were listed on earlier pages already."))
      #expect(second.output.hasSuffix("Next page: mosaic news apple --page 3\n"))
    }
  }

  @Test func anUnknownFeed_isAUsageErrorListingTheFeeds() async throws {
    try await withTestHost(TestHost(service: service)) { host in
      let error = await #expect(throws: ValidationError.self) { try await host.news(["gossip"]) }
      #expect(error?.message.contains("business, techcrunch, wsj, apple") == true)
    }
  }

  @Test func the426_isPastTheEndOfTheFeed_saysWhy_notAFailure() async throws {
    service.fail("business", page: 9, with: FakeNewsService.resultLimit)
    try await withTestHost(TestHost(service: service)) { host in
      let error = await #expect(throws: UsageError.self) { try await host.news(["--page", "9", "--json"]) }
      #expect((error?.underlying as? NewsError)?.resultLimit == true)
      #expect(
        error?.message(in: .english)
          == "Page '9' of Business is past the 100 results NewsAPI's free plan serves; ask for an earlier page.")
    }
  }

  @Test func feeds_listsTheTenFeedsInOrder() async throws {
    try await withTestHost(TestHost(service: service)) { host in
      let document = try json(try await host.news(["feeds", "--json"]))
      let feeds = try #require(document["feeds"] as? [[String: Any]])
      expectEqual(feeds.map { $0["id"] as? String ?? "" }, NewsFeed.all.map(\.id))
      #expect(feeds.first?["title"] as? String == "Business")
      #expect(feeds.first?["kind"] as? String == "builtin" && feeds.first?["hidden"] as? Bool == false)
      #expect(try await host.news(["feeds"]).output.contains("  wsj            Wall Street Journal"))
    }
  }

  @Test func save_anArticleListedInAnEarlierRun_byIDOrURL_thenSavedAndUnsave() async throws {
    let saved = SavedArticlesClient.inMemory()
    let cache = CacheStore.inMemory()
    try await withTestHost(TestHost(service: service, saved: saved, cache: cache)) { host in
      _ = try await host.news(["apple"])
    }
    try await withTestHost(TestHost(service: service, saved: saved, cache: cache)) { host in
      let id = Article.shortID(for: "https://news.example/apple-3")
      let first = try json(try await host.news(["save", id, "--json"]))
      #expect(first["isSaved"] as? Bool == true)
      #expect(first["changed"] as? Bool == true)
      let again = try await host.news(["save", "https://news.example/apple-3"])
      #expect(again.output == "'\(id)' was saved already; its copy is up to date.\n")

      let list = try json(try await host.news(["saved", "--json"]))
      #expect(list["query"] as? String == "")
      #expect((list["articles"] as? [[String: Any]])?.first?["savedAt"] is String)
      let found = try json(try await host.news(["saved", "--search", "apple st", "--json"]))
      #expect((found["articles"] as? [[String: Any]])?.count == 1)

      #expect(try await host.news(["unsave", id]).output == "Removed '\(id)' from the saved articles.\n")
      #expect(try await host.news(["saved"]).output == "No saved articles yet; save one with `mosaic news save ID`.\n")
    }
  }

  @Test func anUnknownArticle_isOneSentenceNamingIt() async throws {
    try await withTestHost(TestHost(service: service)) { host in
      let error = await #expect(throws: NewsError.self) { try await host.news(["save", "zzzzzzzzzz"]) }
      #expect(error?.code == .unknownArticle)
      #expect(error?.reference == "zzzzzzzzzz")
    }
  }

  @Test func search_pagesAndFillsTheHistory() async throws {
    try await withTestHost(TestHost(service: service)) { host in
      let document = try json(try await host.news(["search", "apple", "--json"]))
      #expect(document["query"] as? String == "apple")
      #expect((document["articles"] as? [Any])?.count == 12)
      let second = try json(try await host.news(["search", "apple", "--page", "2", "--json"]))
      #expect(second["hasMore"] as? Bool == false)
      _ = try await host.news(["search", "rates", "cut"])

      let history = try json(try await host.news(["history", "--json"]))
      let texts = (history["history"] as? [[String: Any]])?.compactMap { $0["text"] as? String }
      #expect(texts == ["rates cut", "apple"])
      #expect(try await host.news(["history", "delete", "apple"]).output == "Forgot the search 'apple'.\n")
      #expect(try await host.news(["history", "clear"]).output == "Forgot 1 search.\n")
      #expect(
        try await host.news(["history"]).output
          == "No searches yet; search the news with `mosaic news search TEXT`.\n")
    }
  }

  @Test func share_printsTitleAndURL() async throws {
    try await withTestHost(TestHost(service: service)) { host in
      _ = try await host.news(["apple"])
      let id = Article.shortID(for: "https://news.example/apple-0")
      #expect(try await host.news(["share", id]).output == "Apple story 0 — https://news.example/apple-0\n")
      let document = try json(try await host.news(["share", id, "--json"]))
      #expect(document["text"] as? String == "Apple story 0 — https://news.example/apple-0")
      #expect(document["url"] as? String == "https://news.example/apple-0")
    }
  }

  @Test func open_handsTheLinkToTheOpener() async throws {
    let desktop = RecordingDesktop()
    try await withTestHost(TestHost(service: service, desktop: desktop)) { host in
      _ = try await host.news(["apple"])
      let id = Article.shortID(for: "https://news.example/apple-0")
      #expect(try await host.news(["open", id]).output == "Opened 'Apple story 0' with xdg-open.\n")
      #expect(desktop.opened == ["https://news.example/apple-0"])
    }
  }

  @Test func open_withoutAnOpener_printsTheLinkAndWhy() async throws {
    let desktop = RecordingDesktop(openResult: .unavailable(.noDisplay))
    try await withTestHost(TestHost(service: service, desktop: desktop)) { host in
      _ = try await host.news(["apple"])
      let id = Article.shortID(for: "https://news.example/apple-0")
      let result = try await host.news(["open", id])
      #expect(result.output == "https://news.example/apple-0\n")
      #expect(result.errors.hasPrefix("Could not open a browser: there is no display session"))
      let document = try json(try await host.news(["open", id, "--json"]))
      #expect(document["opened"] as? Bool == false)
      #expect(document["reasonCode"] as? String == "noDisplay")
    }
  }

  @Test func emptyStates_sayWhatToDo() async throws {
    try await withTestHost(TestHost(service: FakeNewsService())) { host in
      let feed = try await host.news(["science"]).output
      let search = try await host.news(["search", "nothing"]).output
      let saved = try await host.news(["saved", "--search", "x"]).output
      #expect(feed.contains("No articles in Science right now; try again later"))
      #expect(search.contains("No articles match 'nothing'"))
      #expect(saved.contains("No saved article matches 'x'"))
      // The sentence that says the list is empty is its last line: no "End of the results." after it.
      #expect(!feed.contains("End of the feed."))
      #expect(!search.contains("End of the results."))
      #expect(search.split(separator: "\n").last?.hasPrefix("No articles match 'nothing'") == true)
    }
  }

  @Test func serverText_neverReachesTheTerminalRaw() async throws {
    let hostile = try Article.fixture("evil", title: "Break\u{1B}[2J\nFake line", description: "Bell\u{07}")
    service.serve("business", [hostile])
    try await withTestHost(TestHost(service: service)) { host in
      let output = try await host.news().output
      #expect(!output.contains("\u{1B}"))
      #expect(!output.contains("\u{07}"))
      #expect(!output.contains("[2J"), "the whole escape sequence goes, not only its first byte")
      #expect(output.contains("Break Fake line"))
      #expect(output.split(separator: "\n").count == 4)
    }
  }
}
