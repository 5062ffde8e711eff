import CoreTestSupport
import EmbeddedCatalog
import Foundation
import Models
import TestExpectations
import Testing

@testable import NewsFeature

/// Issue 22, stories, on the embedded catalog: the offline business feed's first page tells one story from two
/// sources (the catalog's retelling), and `mosaic news` groups it into one row.
@Suite struct EmbeddedStoriesTests {
  let firstPage = Array(
    EmbeddedNewsCatalog.reader.topHeadlines(category: .business, sources: [], country: "us", query: nil).prefix(12))

  @Test func offlineBusinessFeed_groupsTheRetoldStory() throws {
    let stories = ArticleStory.stories(firstPage.map { ArticleItem(article: $0, isSaved: false) })
    let told = stories.filter { !$0.related.isEmpty }.map { ([$0.lead] + $0.related).map(\.article.title) }
    #expect(stories.count == 11, "\(told)")
    let grouped = try requireValue(stories.first { !$0.related.isEmpty })
    #expect(grouped.related.map(\.article.source.name) == ["The Wall Street Journal"])
    #expect(grouped.lead.article.source.name != "The Wall Street Journal")
    #expect(grouped.related[0].article.title == grouped.lead.article.title + " - The Wall Street Journal")
  }

  @Test func offlineBusinessFeed_jsonHasTheRelatedSource() async throws {
    let service = FakeNewsService()
    service.serve("business", firstPage)
    try await withTestHost(TestHost(service: service)) { host in
      let document = try json(try await host.news(["--json"]))
      let articles = try #require(document["articles"] as? [[String: Any]])
      #expect(articles.count == 11)
      let related = articles.compactMap { $0["related"] as? [[String: Any]] }
      expectEqual(related.map { $0.map { $0["source"] as? String } }, [["The Wall Street Journal"]])
    }
  }
}
