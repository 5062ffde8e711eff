import ArticleExtraction
import ArticleExtractionLive
import Foundation
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import NetworkLayerLive

/// The article fetcher against a real loopback server playing a hostile site: a gzip bomb, an endless body,
/// a drip, redirect loops and redirects out of the web, escape codes, a wrong charset. Each ends in clean
/// text or one typed error, within the deadline.
@Suite struct ArticlePageFetcherTests {
  static let article = """
    <html><head><title>Rates hold</title></head><body><nav><a href="/">Home</a></nav><article>
    <p>The central bank kept its rate where it was, and traders, who had expected a cut, bought shares anyway,
    pushing the index to a record while bond yields, oddly, barely moved at all that day.</p>
    <p>Read <a href="/reports/q1">the report</a>, which says the same thing at greater length and with charts.</p>
    </article></body></html>
    """

  func withServer(
    _ route: @escaping @Sendable (String, LoopbackPageServer) -> LoopbackPageServer.Reply,
    _ body: (LoopbackPageServer) async throws -> Void
  ) async throws {
    let server = try LoopbackPageServer(route)
    defer { server.stop() }
    try await body(server)
  }

  func fetch(
    _ server: LoopbackPageServer, _ path: String, timeout: Duration = .seconds(20)
  ) async throws
    -> ExtractedArticle
  {
    let url = try #require(URL(string: server.baseURL + path))
    return try await ArticlePageFetcher.live(timeout: timeout, maximumBytes: 1_000_000).fetch(url)
  }

  func failure(
    _ server: LoopbackPageServer, _ path: String, timeout: Duration = .seconds(20)
  ) async
    -> ExtractionError?
  {
    do {
      _ = try await fetch(server, path, timeout: timeout)
      return nil
    } catch {
      return error as? ExtractionError
    }
  }

  @Test func followsRedirectsToAnotherOrigin_resolvesLinksAgainstWhereThePageCameFrom_sendsNoCookie() async throws {
    try await withServer({ path, server in
      switch path {
      case "/start": .redirect(to: server.otherOriginURL + "/news/story")
      case "/news/story": .page(contentType: "text/html; charset=utf-8", body: Array(Self.article.utf8))
      default: .page("404 Not Found", contentType: "text/plain", body: [])
      }
    }) { server in
      let article = try await fetch(server, "/start")
      #expect(article.title == "Rates hold")
      #expect(article.plainText.contains("bought shares anyway"))
      #expect(!article.plainText.contains("Home"))
      #expect(article.links.map(\.url.absoluteString) == [server.otherOriginURL + "/reports/q1"])
      let heads = server.requestHeads.joined().lowercased()
      #expect(!heads.contains("cookie"))
      #expect(!heads.contains("authorization"))
    }
  }

  @Test func aGzipBomb_isRefusedAtTheCap_countedAfterInflating() async throws {
    let bomb = try [UInt8](
      Data(contentsOf: try #require(Bundle.module.url(forResource: "Fixtures/bomb.html", withExtension: "gz"))))
    try await withServer({ _, _ in
      .page(contentType: "text/html", body: bomb, extra: "Content-Encoding: gzip\r\n")
    }) { server in
      let error = await failure(server, "/bomb")
      #expect(error?.code == .tooLarge)
      #expect(error?.limit == 1_000_000)
    }
  }

  @Test func anEndlessBody_isRefusedAtTheCap() async throws {
    try await withServer({ _, _ in
      LoopbackPageServer.Reply(
        head: "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nConnection: close\r\n\r\n",
        body: Array("<p>more and more text</p>".utf8), endless: true)
    }) { server in
      #expect(await failure(server, "/endless")?.code == .tooLarge)
    }
  }

  @Test func aDrip_endsAtTheDeadline() async throws {
    try await withServer({ _, _ in
      LoopbackPageServer.Reply(
        head: "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nConnection: close\r\n\r\n", body: Array("<p>x".utf8),
        endless: true, pause: .milliseconds(50))
    }) { server in
      let clock = ContinuousClock()
      let started = clock.now
      let error = await failure(server, "/drip", timeout: .seconds(1))
      #expect(error?.code == .timeout)
      #expect(error?.limit == 1)
      #expect(clock.now - started < .seconds(30), "the deadline is total, not per byte")
    }
  }

  @Test func aRedirectLoop_stopsAfterFiveRedirects() async throws {
    try await withServer({ path, server in
      .redirect(to: path == "/a" ? server.otherOriginURL + "/b" : server.baseURL + "/a")
    }) { server in
      let error = await failure(server, "/a")
      #expect(error?.code == .badRedirect)
      #expect(server.requestHeads.count <= 6)
    }
  }

  @Test(arguments: ["file:///etc/passwd", "ftp://127.0.0.1:21/x", "javascript:alert(1)"])
  func aRedirectOutOfTheWeb_isRefused(_ location: String) async throws {
    try await withServer({ _, _ in .redirect(to: location) }) { server in
      #expect(await failure(server, "/start")?.code == .badRedirect)
    }
  }

  @Test func somethingThatIsNotAPage_isNotHTML() async throws {
    try await withServer({ path, _ in
      path == "/png"
        ? .page(contentType: "image/png", body: [0x89, 0x50, 0x4E, 0x47])
        : .page(contentType: nil, body: Array(Self.article.utf8))
    }) { server in
      #expect(await failure(server, "/png")?.code == .notHTML)
      #expect(await failure(server, "/untyped")?.value == "none")
    }
  }

  @Test func anErrorStatus_isHTTPStatus() async throws {
    try await withServer({ _, _ in .page("404 Not Found", contentType: "text/html", body: Array("<p>no</p>".utf8)) }) {
      server in
      let error = await failure(server, "/gone")
      #expect(error?.code == .httpStatus)
      #expect(error?.value == "404")
    }
  }

  @Test func escapeCodesAndAWrongCharset_comeOutAsCleanText() async throws {
    let page = Self.article.replacingOccurrences(
      of: "bought shares", with: "bought\u{1B}[2J\u{1B}]0;pwned\u{07} café shares")
    let latin1 = try #require(page.data(using: .windowsCP1252))
    try await withServer({ _, _ in .page(contentType: "text/html; charset=utf-8", body: [UInt8](latin1)) }) { server in
      let blocks = try await fetch(server, "/story").blocks
      #expect(blocks.first?.text.contains("bought[2J]0;pwned café shares") == true)
      for block in blocks { expectNone(block.text.unicodeScalars) { $0.value < 0x20 || $0.value == 0x7F } }
    }
  }

  @Test func anAddressThatIsNotHTTP_isRefusedUnfetched() async throws {
    let fetcher = ArticlePageFetcher.live(
      http: HTTPClient { _ in
        Issue.record("no request expected"); throw CancellationError()
      })
    for address in ["file:///etc/passwd", "mailto:desk@example.com", "ftp://example.com/a"] {
      let url = try #require(URL(string: address))
      await #expect(throws: ExtractionError(.unsupportedURL, url: url)) { try await fetcher.fetch(url) }
    }
  }
}
