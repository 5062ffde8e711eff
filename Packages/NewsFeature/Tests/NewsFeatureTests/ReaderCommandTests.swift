import ArticleExtraction
import Core
import CoreCLI
import CoreTestSupport
import EmbeddedCatalog
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import TestExpectations
import Testing

@testable import NewsFeature

/// `mosaic news read ID`: the article's page as wrapped text and as JSON, or — when the page could not be
/// read — NewsAPI's description and snippet with the reason in one sentence.
@Suite struct ReaderCommandTests {
  let service = FakeNewsService()
  let id = Article.shortID(for: "https://news.example/business-0")

  init() throws {
    let article = try Article.fixture(
      "business-0", title: "Business story 0 \u{1B}]0;pwned\u{07}with a title long enough to wrap at forty",
      description: "NewsAPI's description.",
      content: "The first words of the article as NewsAPI gives them… [+1234 chars]")
    service.serve("business", [article])
  }

  @Test func read_showsTheExtractedText_wrapped_withLinksNumberedAtTheEnd() async throws {
    let pages = ReaderPages.Recording()
    try await withTestHost(TestHost(service: service, pages: pages.fetcher)) { host in
      _ = try await host.news()
      let console = try await host.news(["read", id])
      let lines = console.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      #expect(pages.urls.map(\.absoluteString) == ["https://news.example/business-0"])
      #expect(lines[0].hasPrefix("Business story 0 with a title"))
      #expect(!console.output.contains("\u{1B}"))
      expectSome(lines) { $0.hasPrefix("The Ledger · Jane Doe · ") }
      #expect(lines.contains("Picture: https://news.example/images/business-0.jpg"))
      expectSome(lines) { $0.hasPrefix(id + "  https://news.example/business-0") }
      #expect(lines.contains("What comes next"))
      #expect(lines.contains("• Rates stay where they are until spring."))
      #expect(lines.contains("2. The next meeting is in January. [2]"))
      #expect(lines.contains("│ We will act when the data tell us to, and not before."))
      let links = try #require(lines.firstIndex(of: "Links"))
      #expect(
        Array(lines[(links + 1)...]).prefix(2) == [
          "[1] the exchange's figures — https://exchange.example/figures",
          "[2] next meeting — https://bank.example/calendar",
        ])
      expectAll(lines) { $0.count <= 100 }
      #expect(!console.output.contains("NewsAPI's description."))
    }
  }

  @Test func read_wrapsToTheWidth() async throws {
    try await withTestHost(TestHost(service: service, pages: ReaderPages.Recording().fetcher)) { host in
      _ = try await host.news()
      let console = try await host.registry.run(NewsCommand.self, ["read", id], style: TextStyle(width: 40))
      let lines = console.output.split(separator: "\n").map(String.init)
      #expect(lines.count > 12)
      expectAll(lines.filter { !$0.contains("https://") }, "\(lines)") { $0.count <= 40 }
      #expect(lines.contains("Markets rallied on Thursday as central"))
    }
  }

  @Test func read_json_isOneDocumentOfBlocksAndLinks() async throws {
    try await withTestHost(TestHost(service: service, pages: ReaderPages.Recording().fetcher)) { host in
      _ = try await host.news()
      let document = try json(try await host.news(["read", id, "--json"]))
      #expect(document["id"] as? String == id)
      #expect(document["extracted"] as? Bool == true)
      #expect(document["failure"] is NSNull)
      let blocks = try #require(document["blocks"] as? [[String: Any]])
      expectEqual(
        blocks.map { $0["kind"] as? String }, ["paragraph", "heading", "listItem", "listItem", "quote", "paragraph"])
      #expect(blocks[1]["level"] as? Int == 2)
      #expect(blocks[3]["ordinal"] as? Int == 2)
      #expect(blocks[0]["links"] as? [Int] == [1])
      let links = try #require(document["links"] as? [[String: Any]])
      expectEqual(
        links.map { $0["url"] as? String }, ["https://exchange.example/figures", "https://bank.example/calendar"])
    }
  }

  @Test(arguments: [
    ExtractionError(.httpStatus, value: "403"), ExtractionError(.notHTML, value: "application/pdf"),
    ExtractionError(.timeout, limit: 20), ExtractionError(.unsupportedURL),
  ])
  func aPageThatRefuses_showsTheDescriptionAndSnippet_andWhy(_ error: ExtractionError) async throws {
    try await withTestHost(TestHost(service: service, pages: ReaderPages.refusing(error))) { host in
      _ = try await host.news()
      let text = try await host.news(["read", id]).output
      let expected = error.about(URL(string: "https://news.example/business-0")).message(in: .english)
      #expect(text.contains(TerminalText.wrap(expected, width: 100)[0]))
      #expect(text.contains("NewsAPI's description."))
      #expect(text.contains("The first words of the article as NewsAPI gives them…"))
      #expect(!text.contains("[+1234 chars]"))
      let document = try json(try await host.news(["read", id, "--json"]))
      #expect(document["extracted"] as? Bool == false)
      let failure = try #require(document["failure"] as? [String: Any])
      #expect(failure["code"] as? String == error.codeName)
      let blocks = try #require(document["blocks"] as? [[String: Any]])
      expectEqual(
        blocks.map { $0["text"] as? String },
        [
          "NewsAPI's description.", "The first words of the article as NewsAPI gives them…",
        ])
    }
  }

  @Test func aPageWithNoText_isNoArticleFound_notAnEmptyPage() async throws {
    try await withTestHost(TestHost(service: service, pages: ReaderPages.blank)) { host in
      _ = try await host.news()
      let failure = try #require(try json(try await host.news(["read", id, "--json"]))["failure"] as? [String: Any])
      #expect(failure["code"] as? String == "noArticleFound")
    }
  }

  @Test func theReason_isInTheRunsLanguage() async throws {
    let pages = ReaderPages.refusing(ExtractionError(.httpStatus, value: "451"))
    try await withTestHost(TestHost(service: service, pages: pages)) { host in
      _ = try await host.news()
      let text = try await host.news(["read", id], language: .german).output
      #expect(text.contains("Der Server antwortete '451'"))
      #expect(text.contains("Unten stehen Beschreibung und Auszug von NewsAPI."))
    }
  }

  @Test func anUnknownArticle_isOneSentenceNamingIt() async throws {
    try await withTestHost(TestHost(service: service, pages: ReaderPages.Recording().fetcher)) { host in
      await #expect(throws: NewsError(.unknownArticle, reference: "nothing123")) {
        try await host.news(["read", "nothing123"])
      }
    }
  }

  @Test func withoutAPageFetcher_theEmbeddedArticlesStillRead() async throws {
    let service = FakeNewsService()
    let embedded = try #require(
      EmbeddedNewsCatalog.reader.topHeadlines(category: .business, sources: [], country: nil, query: nil).first)
    service.serve("business", [embedded])
    try await withTestHost(TestHost(service: service)) { host in
      _ = try await host.news()
      let document = try json(try await host.news(["read", embedded.shortID, "--json"]))
      #expect(document["extracted"] as? Bool == true)
      #expect((document["links"] as? [[String: Any]])?.count == 2)
    }
  }
}
