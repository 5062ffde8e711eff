import EmbeddedCatalog
import Foundation
import Hummingbird
import MockAPIServer
import Models
import Testing

@Suite struct NewsRoutesTests {
  typealias H = RouterHarness

  static func errorBody(_ response: HarnessResponse) -> (status: String?, code: String?, message: String?) {
    let object = response.json as? [String: Any]
    return (object?["status"] as? String, object?["code"] as? String, object?["message"] as? String)
  }

  @Test func topHeadlines_pagesTheCatalogsHeadlines() async throws {
    let expected = H.news.topHeadlines(category: .technology, sources: [], country: nil, query: nil)
    try await H.run { client, _ throws in
      let response = try await client.get(
        "/v2/top-headlines?category=technology&pageSize=5&page=2", headers: H.newsAuth)
      #expect(response.status == .ok)
      let page = try NewsJSON.decoder.decode(ArticlesResponse.self, from: response.data)
      #expect(page.status == "ok")
      #expect(page.totalResults == expected.count)
      #expect(page.articles.map(\.url) == expected.dropFirst(5).prefix(5).map(\.url))
    }
  }

  @Test func key_isReadFromTheHeaderOrTheApiKeyParameter() async throws {
    try await H.run(MockAPIConfiguration(newsKey: H.newsKey)) { client, _ throws in
      #expect(try await client.get("/v2/top-headlines?country=us", headers: H.newsAuth).status == .ok)
      #expect(try await client.get("/v2/top-headlines?country=us&apiKey=\(H.newsKey)").status == .ok)
    }
  }

  @Test func missingKey_is401ApiKeyMissing() async throws {
    try await H.run { client, _ throws in
      let response = try await client.get("/v2/everything?q=a")
      #expect(response.status == .unauthorized)
      let body = Self.errorBody(response)
      #expect(body.status == "error")
      #expect(body.code == "apiKeyMissing")
      #expect(body.message?.hasPrefix("Your API key is missing.") == true)
    }
  }

  @Test func wrongKey_is401ApiKeyInvalid() async throws {
    try await H.run(MockAPIConfiguration(newsKey: H.newsKey)) { client, _ throws in
      let response = try await client.get("/v2/top-headlines/sources?apiKey=wrong")
      #expect(response.status == .unauthorized)
      #expect(Self.errorBody(response).code == "apiKeyInvalid")
      #expect(!response.text.contains("wrong"))
    }
  }

  @Test func spentBudget_is429RateLimited() async throws {
    try await H.run(MockAPIConfiguration(faults: FaultSettings(newsBudget: 1))) { client, _ throws in
      #expect(try await client.get("/v2/top-headlines/sources", headers: H.newsAuth).status == .ok)
      let refused = try await client.get("/v2/top-headlines/sources", headers: H.newsAuth)
      #expect(refused.status == .tooManyRequests)
      #expect(Self.errorBody(refused).code == "rateLimited")
      #expect(Self.errorBody(refused).message?.contains("limited to 1 requests over a 24 hour period") == true)
    }
  }

  @Test func pastTheHundredthResult_is426MaximumResultsReached() async throws {
    try await H.run { client, _ throws in
      let response = try await client.get("/v2/everything?q=a&page=6&pageSize=20", headers: H.newsAuth)
      #expect(response.status.code == 426)
      let body = Self.errorBody(response)
      #expect(body.code == "maximumResultsReached")
      #expect(
        body.message
          == "You have requested too many results. Developer accounts are limited to a max of 100 results. You are"
          + " trying to request results 100 to 120. Please upgrade to a paid plan if you need more results.")
      let last = try await client.get("/v2/everything?q=a&page=5&pageSize=20", headers: H.newsAuth)
      #expect(last.status == .ok)
    }
  }

  static let badRequests: [(uri: String, code: String)] = [
    ("/v2/top-headlines?sources=a&country=us", "parametersIncompatible"),
    ("/v2/top-headlines?sources=a&category=science", "parametersIncompatible"),
    ("/v2/top-headlines?category=gossip", "parameterInvalid"),
    ("/v2/top-headlines?country=us&page=two", "parameterInvalid"),
    ("/v2/top-headlines?country=us&pageSize=0", "parameterInvalid"),
    ("/v2/top-headlines", "parametersMissing"),
    ("/v2/everything", "parametersMissing"),
    ("/v2/everything?language=en", "parametersMissing"),
    ("/v2/everything?q=a&sortBy=newest", "parameterInvalid"),
    ("/v2/everything?q=a&from=yesterday", "parameterInvalid"),
    ("/v2/top-headlines/sources?category=gossip", "parameterInvalid"),
  ]

  @Test(arguments: badRequests.indices)
  func badParameters_are400WithNewsAPICodes(index: Int) async throws {
    let (uri, code) = Self.badRequests[index]
    try await H.run { client, _ throws in
      let response = try await client.get(uri, headers: H.newsAuth)
      #expect(response.status == .badRequest, "\(uri)")
      #expect(Self.errorBody(response).status == "error")
      #expect(Self.errorBody(response).code == code, "\(uri)")
      #expect(Self.errorBody(response).message?.isEmpty == false)
    }
  }

  @Test func everything_filtersAndSortsThroughTheCatalog() async throws {
    let from = try #require(UnsplashJSON.parseDate("2000-01-01T00:00:00Z"))
    let expected = H.news.everything(
      query: "the", domains: [], from: from, to: nil, language: nil, sortBy: .popularity)
    try await H.run { client, _ throws in
      let response = try await client.get(
        "/v2/everything?q=the&from=2000-01-01&sortBy=popularity&pageSize=10", headers: H.newsAuth)
      let page = try NewsJSON.decoder.decode(ArticlesResponse.self, from: response.data)
      #expect(page.totalResults == expected.count)
      #expect(page.articles.map(\.url) == expected.prefix(10).map(\.url))
    }
  }

  @Test func sources_filterByCategoryLanguageAndCountry() async throws {
    let first = try #require(H.news.sources.first)
    let expected = H.news.sources.filter { $0.category == first.category && $0.country == first.country }
    try await H.run { client, _ throws in
      let all = try await client.get("/v2/top-headlines/sources", headers: H.newsAuth)
      #expect(try NewsJSON.decoder.decode(SourcesResponse.self, from: all.data).sources == H.news.sources)
      let some = try await client.get(
        "/v2/top-headlines/sources?category=\(first.category.rawValue)&country=\(first.country)", headers: H.newsAuth)
      let response = try NewsJSON.decoder.decode(SourcesResponse.self, from: some.data)
      #expect(response.status == "ok")
      #expect(response.sources == expected)
    }
  }
}
