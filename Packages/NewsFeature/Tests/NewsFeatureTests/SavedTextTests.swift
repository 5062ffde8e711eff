import ArticleExtraction
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

/// Issue 22, "saved means readable offline": `news save` keeps the page's text with the article, the saved search
/// finds a word only in that text, and `news read` of a saved article reads the kept text without a request.
@Suite struct SavedTextTests {
  let service = FakeNewsService()
  let id = Article.shortID(for: "https://news.example/business-0")

  init() throws {
    service.serve("business", [try Article.fixture("business-0", title: "Central banks hold", content: "Short.")])
  }

  @Test func save_keepsThePagesText_soASavedSearchFindsAWordOnlyInIt() async throws {
    let pages = ReaderPages.Recording()
    try await withTestHost(TestHost(service: service, pages: pages.fetcher)) { host in
      _ = try await host.news()
      #expect(try await host.news(["saved", "--search", "unwound", "--json"]).output.contains(id) == false)

      let saved = try json(try await host.news(["save", id, "--json"]))

      #expect(saved["textKept"] as? Bool == true)
      #expect(pages.urls.map(\.absoluteString) == ["https://news.example/business-0"])
      let found = try json(try await host.news(["saved", "--search", "unwound", "--json"]))
      expectEqual((found["articles"] as? [[String: Any]])?.map { $0["id"] as? String }, [id])
      #expect(try await host.saved.find(id)?.body?.contains("What comes next") == true)
    }
  }

  @Test func save_ofAPageThatRefuses_keepsTheArticle_andSaysWhyOnStandardError() async throws {
    let refusing = ReaderPages.refusing(ExtractionError(.httpStatus, value: "403"))
    try await withTestHost(TestHost(service: service, pages: refusing)) { host in
      _ = try await host.news()
      let console = try await host.news(["save", id, "--json"])

      #expect(try json(console)["textKept"] as? Bool == false)
      #expect(
        console.errors.contains("Only the headline and snippet are kept for reading offline"), "\(console.errors)")
      #expect(try await host.saved.find(id) != nil)
      #expect(try await host.saved.find(id)?.body == nil)
    }
  }

  @Test func read_ofASavedArticleWithItsText_readsTheKeptText_withoutARequest() async throws {
    let saved = SavedArticlesClient.inMemory()
    let article = try Article.fixture("business-0", title: "Central banks hold", content: "Short.")
    _ = try await saved.save(article)
    _ = try await saved.storeBody(id, "Kept first paragraph.\n\nKept second paragraph.")
    try await withTestHost(TestHost(service: service, saved: saved, pages: .unimplemented)) { host in
      let console = try await host.news(["read", id])
      #expect(console.output.contains("Kept first paragraph."), "\(console.output)")
      #expect(console.output.contains("Kept second paragraph."))
      #expect(!console.output.contains("Below are NewsAPI's description and snippet"))

      let document = try json(try await host.news(["read", id, "--json"]))
      #expect(document["kept"] as? Bool == true)
      #expect(document["failure"] is NSNull)
      #expect((document["blocks"] as? [[String: Any]])?.count == 2)
    }
  }

  @Test func read_ofASavedArticleWithoutItsText_keepsTheTextItRead() async throws {
    let saved = SavedArticlesClient.inMemory()
    _ = try await saved.save(try Article.fixture("business-0", title: "Central banks hold", content: "Short."))
    let pages = ReaderPages.Recording()
    try await withTestHost(TestHost(service: service, saved: saved, pages: pages.fetcher)) { host in
      let first = try json(try await host.news(["read", id, "--json"]))
      #expect(first["kept"] as? Bool == false)
      let second = try json(try await host.news(["read", id, "--json"]))
      #expect(second["kept"] as? Bool == true)
      #expect(pages.urls.count == 1, "the second read is the saved copy's")
    }
  }
}
