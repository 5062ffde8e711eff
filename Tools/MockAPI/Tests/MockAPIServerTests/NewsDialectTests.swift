import EmbeddedCatalog
import Foundation
import Hummingbird
import MockAPIServer
import Models
import Testing

/// What the news reader asks of NewsAPI: `sources`, `domains`, `q`, `from`, `sortBy`, the 426 past 100
/// results, and every error code on demand.
@Suite struct NewsDialectTests {
  typealias H = RouterHarness

  static func total(_ response: HarnessResponse) throws -> Int {
    try NewsJSON.decoder.decode(ArticlesResponse.self, from: response.data).totalResults
  }

  @Test func everyFeedOfTheReader_hasAtLeastThreeFullPages() async throws {
    let feeds =
      [
        "/v2/top-headlines?country=us&category=business", "/v2/top-headlines?sources=techcrunch",
        "/v2/everything?domains=wsj.com&from=2026-05-20&sortBy=publishedAt", "/v2/everything?q=apple&sortBy=popularity",
      ]
      + ["technology", "science", "health", "sports", "entertainment", "general"].map {
        "/v2/top-headlines?country=us&category=\($0)"
      }
    try await H.run { client, _ throws in
      for feed in feeds {
        let response = try await client.get(feed + "&pageSize=12&page=3", headers: H.newsAuth)
        #expect(response.status == .ok, "\(feed)")
        let page = try NewsJSON.decoder.decode(ArticlesResponse.self, from: response.data)
        #expect(page.articles.count == 12, "\(feed)")
      }
    }
  }

  @Test func everything_bySources_keepsThoseSources() async throws {
    try await H.run { client, _ throws in
      let response = try await client.get("/v2/everything?sources=techcrunch&pageSize=100", headers: H.newsAuth)
      let page = try NewsJSON.decoder.decode(ArticlesResponse.self, from: response.data)
      #expect(page.totalResults == EmbeddedNewsCatalog.readerArticlesPerSource)
      #expect(page.articles.allSatisfy { $0.source.id == "techcrunch" })
    }
  }

  @Test func sources_mustExist_andBeAtMostTwenty() async throws {
    try await H.run { client, _ throws in
      let unknown = try await client.get("/v2/top-headlines?sources=techcrunch,nope", headers: H.newsAuth)
      #expect(unknown.status == .badRequest)
      #expect(NewsRoutesTests.errorBody(unknown).code == "sourceDoesNotExist")
      let many = (1...21).map { "s\($0)" }.joined(separator: ",")
      let tooMany = try await client.get("/v2/everything?sources=\(many)", headers: H.newsAuth)
      #expect(NewsRoutesTests.errorBody(tooMany).code == "sourcesTooMany")
    }
  }

  @Test func from_isReadOnTheCatalogsClock_soAWindowFindsTheSameArticlesLater() async throws {
    let later = EmbeddedNewsCatalog.referenceDate.addingTimeInterval(300 * 86_400)
    let farFrom = "2027-03-10"  // six months before `later`
    let nearFrom = "2026-05-24"  // six months before the catalog's reference date
    let now = try await H.run { client, _ throws in
      try Self.total(try await client.get("/v2/everything?domains=wsj.com&from=\(nearFrom)", headers: H.newsAuth))
    }
    let then = try await H.run(MockAPIConfiguration(now: { later })) { client, _ throws in
      try Self.total(try await client.get("/v2/everything?domains=wsj.com&from=\(farFrom)", headers: H.newsAuth))
    }
    #expect(now == EmbeddedNewsCatalog.readerArticlesPerSource)
    #expect(then == now)
  }

  @Test(arguments: [
    ("parametersMissing", 400), ("parameterInvalid", 400), ("parametersIncompatible", 400), ("sourcesTooMany", 400),
    ("sourceDoesNotExist", 400), ("apiKeyMissing", 401), ("apiKeyInvalid", 401), ("apiKeyDisabled", 401),
    ("apiKeyExhausted", 401), ("rateLimited", 429), ("maximumResultsReached", 426), ("unexpectedError", 500),
  ])
  func everyErrorCode_onDemand(code: String, status: Int) async throws {
    try await H.run(MockAPIConfiguration(faults: FaultSettings(newsError: code))) { client, _ throws in
      let response = try await client.get("/v2/top-headlines?country=us", headers: H.newsAuth)
      #expect(response.status.code == status)
      let body = NewsRoutesTests.errorBody(response)
      #expect(body.status == "error")
      #expect(body.code == code)
      #expect(body.message?.isEmpty == false)
    }
  }

  @Test func newsError_canBeSetAtRunTime_andMustBeACode() async throws {
    try await H.run { client, _ throws in
      #expect(try await client.post("/_faults", json: #"{"newsError":"apiKeyDisabled"}"#).status == .ok)
      let refused = try await client.get("/v2/everything?q=a", headers: H.newsAuth)
      #expect(NewsRoutesTests.errorBody(refused).code == "apiKeyDisabled")
      let invalid = try await client.post("/_faults", json: #"{"newsError":"nope"}"#)
      #expect(invalid.status == .badRequest)
      #expect(invalid.text.contains("'newsError'"))
      #expect(try await client.post("/_reset", json: "{}").status == .ok)
      #expect(try await client.get("/v2/everything?q=a", headers: H.newsAuth).status == .ok)
    }
  }

  @Test func requests_areLogged_withWhereTheKeyWent_neverTheKey() async throws {
    try await H.run { client, mock throws in
      _ = try await client.get("/v2/everything?q=apple&page=2", headers: H.newsAuth)
      _ = try await client.get("/v2/top-headlines?country=us&apiKey=\(H.newsKey)")
      let log = try await client.get("/_requests")
      #expect(!log.text.contains(H.newsKey))
      let requests = mock.requestLog
      #expect(
        requests.map(\.path) == ["/v2/everything?q=apple&page=2", "/v2/top-headlines?country=us&apiKey=%3Credacted%3E"])
      #expect(requests.map(\.keyInHeader) == [true, false])
      #expect(requests.map(\.keyInQuery) == [false, true])
    }
  }

  @Test func hugePages_areRefused_notTrapped() async throws {
    try await H.run { client, _ throws in
      let response = try await client.get(
        "/v2/everything?q=a&page=4611686018427387904&pageSize=100", headers: H.newsAuth)
      #expect(response.status.code == 426)
    }
  }
}
