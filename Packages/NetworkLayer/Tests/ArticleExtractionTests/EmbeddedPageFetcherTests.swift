import ArticleExtraction
import EmbeddedCatalog
import Foundation
import Models
import TestExpectations
import Testing

/// The offline reader: the catalog's articles come from the catalog's text, every other address goes to the
/// fetcher behind it, and nothing from the catalog reaches the terminal unclean.
@Suite struct EmbeddedPageFetcherTests {
  @Test func aCatalogArticle_isReadFromTheCatalog_withoutTheFetcherBehind() async throws {
    let article = EmbeddedNewsCatalog.reader.entries[3].article
    let page = try await ArticlePageFetcher.embedded(otherwise: .unimplemented).fetch(article.url)
    let text = try #require(EmbeddedNewsCatalog.reader.text(of: article.url))
    #expect(page.blocks.count == text.blocks.count)
    #expect(page.links.map(\.number) == [1, 2])
    expectSome(page.blocks) { if case .heading(2, _, _) = $0 { true } else { false } }
    expectSome(page.blocks) { if case .quote = $0 { true } else { false } }
    #expect(page.plainText.contains(text.links[0].text))
  }

  @Test func anotherAddress_goesToTheFetcherBehind() async throws {
    let url = try #require(URL(string: "https://news.example/2026/a-real-story"))
    let behind = ArticlePageFetcher { asked in ExtractedArticle(title: "fetched \(asked.absoluteString)") }
    let page = try await ArticlePageFetcher.embedded(otherwise: behind).fetch(url)
    #expect(page.title == "fetched https://news.example/2026/a-real-story")
  }

  @Test func anotherAddress_withNothingBehind_failsWithACode() async throws {
    let url = try #require(URL(string: "https://news.example/2026/a-real-story"))
    await #expect(throws: ExtractionError.self) { try await ArticlePageFetcher.embedded().fetch(url) }
  }
}
