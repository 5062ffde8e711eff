import Core
import Foundation
import Models
import NetworkLayer
import Testing

@testable import NetworkLayerLive

/// NewsAPI's `/v2/everything`, `sources=` and every error code NewsAPI documents.
@Suite struct NewsAPIDialectTests {
  static let base = URL(test: "http://127.0.0.1:9")
  static let empty = Data(#"{"status":"ok","totalResults":0,"articles":[]}"#.utf8)

  func client(
    _ http: ScriptedHTTP, now: TestNow = TestNow(), rateLimits: RateLimitStore = .inMemory(),
    cache: ResponseCache = .inMemory(), key: APIKey? = APIKey("news-key-123"), retry: RetryPolicy = .none
  ) -> NewsClient {
    let transport = ServiceTransport(
      service: .newsAPI(baseURL: Self.base), http: http.client, retry: retry, clock: RecordingClock(),
      now: now.closure, random: { 0.5 }, rateLimits: rateLimits, cache: cache)
    return NewsClient.newsAPI(key: key, transport: transport)
  }

  static func body(_ code: String, _ message: String) -> String {
    #"{"status":"error","code":"\#(code)","message":"\#(message)"}"#
  }

  @Test func everything_sendsEveryParameter_andTheKeyOnlyInAHeader() async throws {
    let http = ScriptedHTTP([Fixtures.ok(Self.empty)])
    let query = EverythingQuery(
      query: "apple", domains: ["wsj.com", "ft.com"], sources: ["techcrunch"],
      from: Date(timeIntervalSince1970: 1_779_148_800), language: "en", sortBy: .popularity, page: 3, pageSize: 12)
    _ = try await client(http).everything(query)
    let request = try #require(http.requests.first)
    #expect(
      request.url.absoluteString
        == "http://127.0.0.1:9/v2/everything?q=apple&domains=wsj.com,ft.com&sources=techcrunch&from=2026-05-19"
        + "&language=en&sortBy=popularity&page=3&pageSize=12")
    #expect(request.headers["X-Api-Key"] == "news-key-123")
    #expect(!request.url.absoluteString.contains("news-key-123"))
  }

  @Test func topHeadlines_bySources_sendsSourcesWithoutCountry() async throws {
    let http = ScriptedHTTP([Fixtures.ok(Self.empty)])
    _ = try await client(http).topHeadlines(HeadlinesQuery(category: nil, country: nil, sources: ["techcrunch"]))
    #expect(
      http.requests.first?.url.absoluteString
        == "http://127.0.0.1:9/v2/top-headlines?sources=techcrunch&page=1&pageSize=12")
  }

  struct CodeCase: Sendable, CustomTestStringConvertible {
    let code: NewsAPIErrorCode
    let errorCode: NetworkError.Code
    var testDescription: String { code.rawValue }
  }

  @Test(arguments: [
    CodeCase(code: .parametersMissing, errorCode: .httpStatus),
    CodeCase(code: .parameterInvalid, errorCode: .httpStatus),
    CodeCase(code: .parametersIncompatible, errorCode: .httpStatus),
    CodeCase(code: .sourcesTooMany, errorCode: .httpStatus),
    CodeCase(code: .sourceDoesNotExist, errorCode: .httpStatus),
    CodeCase(code: .apiKeyMissing, errorCode: .unauthorized),
    CodeCase(code: .apiKeyInvalid, errorCode: .unauthorized),
    CodeCase(code: .apiKeyDisabled, errorCode: .unauthorized),
    CodeCase(code: .apiKeyExhausted, errorCode: .rateLimited),
    CodeCase(code: .rateLimited, errorCode: .rateLimited),
    CodeCase(code: .maximumResultsReached, errorCode: .httpStatus),
    CodeCase(code: .unexpectedError, errorCode: .httpStatus),
  ])
  func everyErrorCode_isTypedAndOneSentenceWithNewsAPIsMessage(_ example: CodeCase) async throws {
    let message = "NewsAPI says \(example.code.rawValue) here."
    let http = ScriptedHTTP([Fixtures.status(example.code.status, Self.body(example.code.rawValue, message))])
    let error = await #expect(throws: NetworkError.self) {
      try await client(http).everything(EverythingQuery(query: "a"))
    }
    #expect(error?.code == example.errorCode)
    #expect(error?.newsAPICode == example.code)
    #expect(error?.status == example.code.status)
    #expect(error?.isResultLimit == (example.code == .maximumResultsReached))
    for language in Language.allCases {
      let sentence = error?.message(in: language) ?? ""
      #expect(sentence.contains(message), "\(language): \(sentence)")
      #expect(!sentence.contains("news-key-123"))
      #expect(!sentence.contains("\n"))
    }
  }

  @Test func apiKeyExhausted_blocksNewsAPIForADay_andTheNextCallStaysHome() async throws {
    let now = TestNow()
    let limits = RateLimitStore.inMemory()
    let http = ScriptedHTTP([Fixtures.status(401, Self.body("apiKeyExhausted", "No requests left."))])
    let news = client(http, now: now, rateLimits: limits)

    let error = await #expect(throws: NetworkError.self) { try await news.everything(EverythingQuery(query: "a")) }
    #expect(error?.retryAt == now.value.addingTimeInterval(86_400))
    #expect(
      limits.load(ServiceDescriptor.newsAPI(baseURL: Self.base).stateKey)?.blockedUntil
        == now.value.addingTimeInterval(86_400))

    let again = await #expect(throws: NetworkError.self) { try await news.everything(EverythingQuery(query: "b")) }
    #expect(again?.code == .rateLimited)
    #expect(http.requests.count == 1)
  }

  @Test func unexpectedError_isRetried_thenTheSavedAnswerStandsIn() async throws {
    let cache = ResponseCache.inMemory()
    let articles =
      #"{"status":"ok","totalResults":1,"articles":[{"source":{"id":null,"name":"X"},"author":null,"#
      + #""title":"Saved","description":null,"url":"https://x.example/a","urlToImage":null,"#
      + #""publishedAt":"2026-11-20T08:30:00Z","content":null}]}"#
    let failure = Fixtures.status(500, Self.body("unexpectedError", "Down."))
    let http = ScriptedHTTP([Fixtures.ok(Data(articles.utf8)), failure, failure])
    let news = client(http, cache: cache, retry: RetryPolicy(maxAttempts: 2))

    _ = try await news.everything(EverythingQuery(query: "a"))
    let stale = try await news.everything(EverythingQuery(query: "a"))

    #expect(stale.isStale)
    #expect(stale.value.articles.map(\.title) == ["Saved"])
    #expect(stale.staleNote?.reason.newsAPICode == .unexpectedError)
    #expect(http.requests.count == 3)
  }

  @Test func longOrControlCharacterMessages_areCutAndCleaned() async throws {
    let message = "Bad\\u001b[2J" + String(repeating: "x", count: 1_000)
    let http = ScriptedHTTP([Fixtures.status(400, Self.body("parameterInvalid", message))])
    let error = await #expect(throws: NetworkError.self) {
      try await client(http).everything(EverythingQuery(query: "a"))
    }
    let said = error?.serviceMessage ?? ""
    #expect(!said.contains("\u{1B}"))
    #expect(said.count <= 300)
  }
}
