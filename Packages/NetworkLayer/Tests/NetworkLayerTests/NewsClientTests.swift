import Foundation
import Models
import Testing

@testable import NetworkLayer

@Suite struct NewsClientTests {
  func client(_ http: ScriptedHTTP, key: APIKey? = APIKey("news-key-123")) -> NewsClient {
    let transport = ServiceTransport(
      service: .newsAPI(baseURL: URL(test: "http://127.0.0.1:9")), http: http.client, retry: .none,
      clock: RecordingClock())
    return NewsClient.newsAPI(key: key, transport: transport)
  }

  static let articles = """
    {"status":"ok","totalResults":1,"articles":[{"source":{"id":null,"name":"The Ledger"},"author":null,
    "title":"Markets rally","description":null,"url":"https://ledger.example/a","urlToImage":null,
    "publishedAt":"2026-11-20T08:30:00Z","content":null}]}
    """

  @Test func topHeadlines_sendsTheKeyInAHeader_neverTheURL() async throws {
    let http = ScriptedHTTP([Fixtures.ok(Data(Self.articles.utf8))])
    let response = try await client(http).topHeadlines(HeadlinesQuery(category: .business, page: 2, pageSize: 12))
    #expect(response.value.articles.first?.title == "Markets rally")
    let request = try #require(http.requests.first)
    #expect(request.headers["X-Api-Key"] == "news-key-123")
    #expect(request.url.absoluteString.contains("news-key-123") == false)
    #expect(
      request.url.absoluteString
        == "http://127.0.0.1:9/v2/top-headlines?category=business&country=us&page=2&pageSize=12")
  }

  @Test(arguments: [
    (
      401, "{\"status\":\"error\",\"code\":\"apiKeyInvalid\",\"message\":\"Your API key is invalid or incorrect.\"}",
      "NewsAPI refused the key in NEWSAPI_KEY (HTTP 401: apiKeyInvalid: Your API key is invalid or incorrect.)"
    ),
    (
      426,
      "{\"status\":\"error\",\"code\":\"maximumResultsReached\",\"message\":\"You have requested too many results.\"}",
      "NewsAPI serves at most 100 results on this plan (maximumResultsReached: You have requested too many results.)"
    ),
    (
      400, "{\"status\":\"error\",\"code\":\"parameterInvalid\",\"message\":\"The category param is invalid.\"}",
      "NewsAPI answered HTTP 400 for '/v2/top-headlines/sources' (parameterInvalid: The category param is invalid.)"
    ),
    (
      429, "{\"status\":\"error\",\"code\":\"rateLimited\",\"message\":\"You have made too many requests.\"}",
      "NewsAPI's request budget is spent; try again after"
    ),
  ])
  func errors_carryNewsAPIsCodeAndMessage(status: Int, body: String, prefix: String) async throws {
    let http = ScriptedHTTP([Fixtures.status(status, body)])
    let error = await #expect(throws: NetworkError.self) { try await client(http).sources() }
    #expect(error?.message.hasPrefix(prefix) == true, "\(error?.message ?? "")")
    #expect(error?.message.contains("news-key-123") == false)
  }

  @Test func embedded_pagesHeadlinesByCategory() async throws {
    let news = NewsClient.embedded()
    let page = try await news.topHeadlines(HeadlinesQuery(category: .business, country: nil, page: 1, pageSize: 12))
    #expect(page.value.articles.count == 12)
    #expect(page.value.totalResults >= 24)
    #expect(try await news.sources().value.sources.isEmpty == false)
  }
}
