import Core
import Foundation
import Models
import NetworkLayer
import Testing

@testable import NetworkLayerLive

@Suite struct NewsAPIClientTests {
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

  // Issue 19: one article with an empty link made the whole page unreadable, and `javascript:` links arrived.
  @Test func articlesWithoutAWebAddress_areDropped_andThePageKept() async throws {
    let good =
      #"{"source":{"id":null,"name":"L"},"title":"Good","url":"https://ledger.example/a","publishedAt":"2026-11-20T08:30:00Z"}"#
    let bad = ["", "--new-window", "javascript:alert(1)", "file:///etc/passwd", "data:text/html,hi"].map { link in
      #"{"source":{"id":null,"name":"L"},"title":"Bad","url":"\#(link)","publishedAt":"2026-11-20T08:30:00Z"}"#
    }
    let body = #"{"status":"ok","totalResults":6,"articles":[\#((bad + [good]).joined(separator: ","))]}"#
    let http = ScriptedHTTP([Fixtures.ok(Data(body.utf8))])
    let response = try await client(http).topHeadlines(HeadlinesQuery(category: .business, page: 1, pageSize: 12))
    #expect(response.value.articles.map(\.title) == ["Good"])
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    let status: Int
    let body: String
    let code: NetworkError.Code
    let serviceMessage: String?
    var detail: NetworkError.Detail? = nil
    var testDescription: String { "HTTP \(status)" }
  }

  @Test(arguments: [
    ErrorCase(
      status: 401, body: "{\"status\":\"error\",\"code\":\"apiKeyInvalid\",\"message\":\"Your API key is invalid.\"}",
      code: .unauthorized, serviceMessage: "apiKeyInvalid: Your API key is invalid."),
    ErrorCase(
      status: 426,
      body: "{\"status\":\"error\",\"code\":\"maximumResultsReached\",\"message\":\"You have requested too many.\"}",
      code: .httpStatus, serviceMessage: "maximumResultsReached: You have requested too many.",
      detail: .resultLimit(100)),
    ErrorCase(
      status: 400,
      body: "{\"status\":\"error\",\"code\":\"parameterInvalid\",\"message\":\"The category is invalid.\"}",
      code: .httpStatus, serviceMessage: "parameterInvalid: The category is invalid."),
    ErrorCase(status: 400, body: "<html>no</html>", code: .httpStatus, serviceMessage: nil),
  ])
  func errors_carryNewsAPIsCodeAndMessage(_ example: ErrorCase) async throws {
    let http = ScriptedHTTP([Fixtures.status(example.status, example.body)])
    let error = await #expect(throws: NetworkError.self) { try await client(http).sources() }
    #expect(error?.code == example.code)
    #expect(error?.service == "NewsAPI")
    #expect(error?.status == example.status)
    #expect(error?.serviceMessage == example.serviceMessage)
    #expect(error?.detail == example.detail)
    #expect(error?.message.contains("news-key-123") == false)
  }

  @Test func refusedKey_namesTheKeysVariable() async throws {
    let body = "{\"status\":\"error\",\"code\":\"apiKeyInvalid\",\"message\":\"Your API key is invalid.\"}"
    let http = ScriptedHTTP([Fixtures.status(401, body)])
    let error = await #expect(throws: NetworkError.self) { try await client(http).sources() }
    #expect(error?.variable == "NEWSAPI_KEY")
    #expect(error?.keySent == true)
    #expect(
      error?.message
        == "NewsAPI refused the key in NEWSAPI_KEY (HTTP 401: apiKeyInvalid: Your API key is invalid.); check that "
        + "the key is right and active.")
  }

  @Test func tooManyRequests_isRateLimited_forADay() async throws {
    let now = TestNow()
    let http = ScriptedHTTP([
      Fixtures.status(429, "{\"status\":\"error\",\"code\":\"rateLimited\",\"message\":\"Too many requests.\"}")
    ])
    let transport = ServiceTransport(
      service: .newsAPI(baseURL: URL(test: "http://127.0.0.1:9")), http: http.client, retry: .none,
      clock: RecordingClock(), now: now.closure)
    let error = await #expect(throws: NetworkError.self) {
      try await NewsClient.newsAPI(key: APIKey("k"), transport: transport).sources()
    }
    #expect(error?.code == .rateLimited)
    #expect(error?.retryAt == now.value.addingTimeInterval(86_400))
    #expect(error?.variable == "NEWSAPI_KEY")
  }
}
