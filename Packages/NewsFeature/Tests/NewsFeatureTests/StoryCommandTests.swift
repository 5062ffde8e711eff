import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import TestExpectations
import Testing

@testable import NewsFeature

/// Issue 22, stories: `mosaic news` shows the same story from several sources as one row with "+N sources"
/// (German "+N Quellen"), and `--json` gives the lead with the others in `related`, old keys kept.
@Suite struct StoryCommandTests {
  let service = FakeNewsService()

  init() throws {
    service.serve(
      "business",
      [
        try Article.fixture(
          "fed-1", title: "Fed holds interest rates steady as inflation cools - Reuters", source: "Reuters"),
        try Article.fixture("stocks", title: "Stocks slump as oil prices surge", source: "CNBC"),
        try Article.fixture("fed-2", title: "Fed holds interest rates steady as inflation cools", source: "BBC News"),
        try Article.fixture(
          "fed-3", title: "Fed holds interest rates steady, inflation cools | CNBC", source: "CNBC"),
      ])
  }

  @Test func feed_showsOneRowPerStory_withMoreSources() async throws {
    try await withTestHost(TestHost(service: service)) { host in
      let lines = try await host.news().output.split(separator: "\n").map(String.init)
      expectEqual(lines.filter { $0.contains("Fed holds interest rates") }.count, 1, "\(lines)")
      expectSome(lines, "\(lines)") { $0.contains("+2 sources") }
      let also = try requireValue(lines.first { $0.contains("also: ") })
      #expect(also.contains("BBC News \(Article.shortID(for: "https://news.example/fed-2"))"), "\(also)")
      expectSome(lines) { $0.contains("Stocks slump") }
      let german = try await host.news([], language: .german).output
      #expect(german.contains("+2 Quellen"), "\(german)")
      #expect(german.contains("auch: BBC News"), "\(german)")
    }
  }

  @Test func json_givesTheLeadWithItsRelatedArticles() async throws {
    try await withTestHost(TestHost(service: service)) { host in
      let document = try json(try await host.news(["--json"]))
      let articles = try #require(document["articles"] as? [[String: Any]])
      expectEqual(articles.map { $0["source"] as? String }, ["Reuters", "CNBC"])
      let related = try #require(articles[0]["related"] as? [[String: Any]])
      expectEqual(related.map { $0["source"] as? String }, ["BBC News", "CNBC"])
      expectAll(related) { $0["id"] is String && $0["isRead"] is Bool && $0["url"] is String }
      #expect(articles[1]["related"] == nil)
      #expect(articles[0]["title"] as? String == "Fed holds interest rates steady as inflation cools - Reuters")
    }
  }

  @Test func relatedArticle_isRememberedForSave() async throws {
    try await withTestHost(TestHost(service: service, pages: ReaderPages.Recording().fetcher)) { host in
      _ = try await host.news()
      let id = Article.shortID(for: "https://news.example/fed-3")
      _ = try await host.news(["save", id])
      #expect(try await host.saved.find(id)?.article.source.name == "CNBC")
    }
  }
}
