import ArticleExtraction
import ArticleExtractionLive
import EmbeddedCatalog
import Foundation
import Models
import MosaicTestSupport
import NetworkLayerTestSupport
import TestExpectations
import Testing

/// The reader's page fetcher as `mosaic` composes it (`ArticlePageFetcher.embedded(otherwise: .live())`) against a
/// real HTTP server on loopback: an article's page fetched over URLSession and extracted with libxml2 (title,
/// blocks, links made absolute), a page that refuses turned into a code, and the embedded catalog's articles
/// read from the catalog without a request.
@Suite struct ReaderIntegrationTests {
  static let page = """
    <!doctype html><html><head><meta charset="utf-8"><title>Rates hold — Loopback Times</title>
    <meta property="og:title" content="Rates hold as markets rally">
    <meta name="author" content="Jane Reporter"></head>
    <body><nav><a href="/">Home</a> <a href="/markets">Markets</a></nav>
    <article><h1>Rates hold as markets rally</h1>
    <p>Markets rallied on Thursday as central banks held rates, and traders who had bet on a cut unwound their
    positions over the afternoon, according to <a href="/figures">the exchange's figures</a>.</p>
    <h2>What comes next</h2>
    <p>Analysts expect the next move in the spring, once inflation has come down further, and several banks
    said they would wait for the January data before changing their forecasts for the year ahead.</p>
    <blockquote>We will act when the data tell us to, and not before, the governor said on Thursday.</blockquote>
    <p>The decision was unanimous, the first time in more than a year that no member voted for a change.</p>
    </article><footer>Share this story · Comments (12)</footer></body></html>
    """

  @Test func anArticlePage_onLoopback_isFetchedAndExtracted() async throws {
    let server = try LoopbackPageServer { path, _ in
      path == "/story"
        ? .page(contentType: "text/html; charset=utf-8", body: Array(Self.page.utf8))
        : .page("404 Not Found", contentType: "text/html", body: Array("gone".utf8))
    }
    defer { server.stop() }
    let fetcher = ArticlePageFetcher.embedded(otherwise: .live())
    let article = try await fetcher.fetch(try #require(URL(string: server.baseURL + "/story")))
    #expect(article.title == "Rates hold as markets rally")
    #expect(article.byline == "Jane Reporter")
    #expect(article.plainText.contains("Markets rallied on Thursday"))
    #expect(article.plainText.contains("What comes next"))
    #expect(!article.plainText.contains("Comments (12)"))
    #expect(!article.plainText.contains("Home"))
    expectSome(article.blocks) { if case .quote = $0 { true } else { false } }
    #expect(article.links.map(\.url.absoluteString) == [server.baseURL + "/figures"])
    #expect(server.requestHeads.count == 1)
    #expect(!server.requestHeads[0].lowercased().contains("authorization"))
    #expect(!server.requestHeads[0].lowercased().contains("cookie"))
  }

  @Test func aPageThatRefuses_isACode() async throws {
    let server = try LoopbackPageServer { _, _ in
      .page("403 Forbidden", contentType: "text/html", body: Array("no".utf8))
    }
    defer { server.stop() }
    let fetcher = ArticlePageFetcher.embedded(otherwise: .live())
    await #expect(throws: ExtractionError(.httpStatus, url: URL(string: server.baseURL + "/story"), value: "403")) {
      try await fetcher.fetch(try #require(URL(string: server.baseURL + "/story")))
    }
  }

  @Test func anEmbeddedArticle_isReadFromTheCatalog_withoutARequest() async throws {
    let article = try #require(
      EmbeddedNewsCatalog.reader.topHeadlines(category: .technology, sources: [], country: nil, query: nil).first)
    let fetcher = ArticlePageFetcher.embedded(otherwise: .unimplemented)
    let page = try await fetcher.fetch(article.url)
    #expect(page.links.count == 2)
    #expect(page.blocks.count >= 7)
  }
}
