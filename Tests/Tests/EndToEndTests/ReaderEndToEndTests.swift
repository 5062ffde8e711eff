import Foundation
import MosaicTestSupport
import NetworkLayerTestSupport
import TestExpectations
import Testing

/// `mosaic news read ID` on the released binary: offline, an embedded article's own text (English and German);
/// live, an article's page fetched from a server on loopback (which also plays NewsAPI) and extracted with
/// libxml2, and a page that refuses, which shows NewsAPI's description and snippet with the reason.
@Suite struct ReaderEndToEndTests {
  static let key = "e2e-reader-key-\(UUID().uuidString)"

  static let page = """
    <!doctype html><html><head><meta charset="utf-8"><title>Rates hold</title></head><body>
    <nav><a href="/">Home</a> <a href="/markets">Markets</a></nav>
    <article><h1>Rates hold as markets rally</h1>
    <p>Markets rallied on Thursday as central banks held rates, and traders who had bet on a cut unwound their
    positions over the afternoon, according to <a href="/figures">the exchange's figures</a>.</p>
    <h2>What comes next</h2>
    <p>Analysts expect the next move in the spring, once inflation has come down further, and several banks
    said they would wait for the January data before changing their forecasts for the year ahead.</p>
    <p>The decision was unanimous, \u{1B}[31mthe first time\u{1B}[0m in more than a year that no member voted for a change.</p>
    </article><footer>Comments (12)</footer></body></html>
    """

  /// NewsAPI's answer: two articles on this server, one whose page reads and one whose page refuses.
  static func headlines(_ base: String) -> String {
    func article(_ path: String, _ title: String) -> String {
      """
      {"source":{"id":null,"name":"Loopback Times"},"author":"Jane Reporter","title":"\(title)",\
      "description":"NewsAPI's description of \(path).","url":"\(base)/\(path)","urlToImage":null,\
      "publishedAt":"2026-11-20T08:30:00Z","content":"The snippet NewsAPI gives of \(path)… [+2000 chars]"}
      """
    }
    return """
      {"status":"ok","totalResults":2,"articles":[\(article("story", "Rates hold as markets rally")),\
      \(article("refused", "A page that refuses"))]}
      """
  }

  func server() throws -> LoopbackPageServer {
    try LoopbackPageServer { path, server in
      if path.hasPrefix("/v2/") {
        return .page(contentType: "application/json", body: Array(Self.headlines(server.baseURL).utf8))
      }
      if path == "/story" { return .page(contentType: "text/html; charset=utf-8", body: Array(Self.page.utf8)) }
      return .page("403 Forbidden", contentType: "text/html", body: Array("<p>no</p>".utf8))
    }
  }

  @Test func offline_anEmbeddedArticle_hasItsOwnText() async throws {
    try await withSandbox { sandbox in
      let id = try #require(try field("id", of: try await mosaicJSON(sandbox, ["news"])).first)
      let text = try await sandbox.mosaic(["news", "read", id])
      #expect(text.status == 0 && text.stderr.isEmpty, "\(text)")
      #expect(text.stdout.contains("\nLinks\n[1] "), "\(text.stdout)")
      #expect(text.stdout.contains("[2] the full statement — https://"))
      #expect(!text.stdout.contains("NewsAPI's description"))
      let document = try await mosaicJSON(sandbox, ["news", "read", id])
      #expect(document["extracted"] as? Bool == true)
      #expect((document["blocks"] as? [[String: Any]])?.count ?? 0 >= 7)
      #expect((document["links"] as? [[String: Any]])?.count == 2)
      #expect(document["failure"] is NSNull)
    }
  }

  @Test func offline_aGermanArticle_readsInGerman() async throws {
    try await withSandbox { sandbox in
      let ids = try field("id", of: try await mosaicJSON(sandbox, ["news", "search", "Übernahme"]))
      let id = try #require(ids.first, "the embedded catalog has German articles about takeovers")
      let text = try await sandbox.mosaic(["news", "read", id])
      #expect(text.status == 0, "\(text)")
      #expect(text.stdout.contains("der vollständigen Erklärung"), "\(text.stdout)")
    }
  }

  @Test func live_thePage_isFetchedAndExtracted_withoutTheKey() async throws {
    let server = try server()
    defer { server.stop() }
    try await withSandbox { sandbox in
      let environment = ["MOSAIC_NEWSAPI_BASE_URL": server.baseURL, "NEWSAPI_KEY": Self.key]
      let ids = try field("id", of: try await mosaicJSON(sandbox, ["news"], environment: environment))
      try #require(ids.count == 2, "\(ids)")
      let read = try await sandbox.mosaic(["news", "read", ids[0]], environment: environment)
      #expect(read.status == 0 && read.stderr.isEmpty, "\(read)")
      #expect(read.stdout.contains("Markets rallied on Thursday"), "\(read.stdout)")
      #expect(read.stdout.contains("What comes next"))
      #expect(read.stdout.contains("The decision was unanimous"))
      #expect(!read.stdout.contains("\u{1B}"))
      #expect(!read.stdout.contains("Comments (12)"))
      #expect(read.stdout.contains("[1] the exchange's figures — \(server.baseURL)/figures"))
      let heads = server.requestHeads.filter { $0.hasPrefix("GET /story") }
      #expect(heads.count == 1)
      expectAll(heads) { !$0.contains(Self.key) && !$0.lowercased().contains("x-api-key") }
    }
  }

  @Test func live_aPageThatRefuses_showsTheDescriptionAndSnippet_andWhy() async throws {
    let server = try server()
    defer { server.stop() }
    try await withSandbox { sandbox in
      let environment = ["MOSAIC_NEWSAPI_BASE_URL": server.baseURL, "NEWSAPI_KEY": Self.key]
      let ids = try field("id", of: try await mosaicJSON(sandbox, ["news"], environment: environment))
      let read = try await sandbox.mosaic(["news", "read", ids[1]], environment: environment)
      #expect(read.status == 0, "\(read)")
      #expect(read.stdout.contains("The server answered '403'"), "\(read.stdout)")
      #expect(read.stdout.contains("NewsAPI's description of refused."))
      #expect(read.stdout.contains("The snippet NewsAPI gives of refused…"))
      let document = try await mosaicJSON(sandbox, ["news", "read", ids[1]], environment: environment)
      #expect((document["failure"] as? [String: Any])?["code"] as? String == "httpStatus")
    }
  }
}
