import EmbeddedCatalog
import Foundation
import Models
import NetworkLayer
import TestExpectations
import Testing

@Suite struct EmbeddedNewsClientTests {
  static let later = EmbeddedNewsCatalog.referenceDate.addingTimeInterval(90 * 86_400)

  @Test func topHeadlines_bySource_keepsOnlyThatSource() async throws {
    let news = NewsClient.embedded()
    let page = try await news.topHeadlines(HeadlinesQuery(category: nil, country: nil, sources: ["techcrunch"]))
    #expect(page.value.articles.count == 12)
    expectAll(page.value.articles) { $0.source.id == "techcrunch" }
    #expect(page.value.totalResults >= 36)
  }

  @Test func everything_byDomainFromSixMonthsAgo_findsTheSameArticlesOnALaterDay() async throws {
    let query = { (now: Date) in
      EverythingQuery(domains: ["wsj.com"], from: now.addingTimeInterval(-182 * 86_400), sortBy: .publishedAt)
    }
    let today = try await NewsClient.embedded(now: { EmbeddedNewsCatalog.referenceDate })
      .everything(query(EmbeddedNewsCatalog.referenceDate)).value
    let later = try await NewsClient.embedded(now: { Self.later }).everything(query(Self.later)).value

    #expect(today.articles.count == 12)
    expectAll(today.articles) { $0.url.host == "www.wsj.com" }
    #expect(later == today)
  }

  @Test func everything_fromAfterTheNewestArticle_findsNothing() async throws {
    let news = NewsClient.embedded(now: { EmbeddedNewsCatalog.referenceDate })
    let query = EverythingQuery(query: "apple", from: EmbeddedNewsCatalog.referenceDate.addingTimeInterval(60))
    #expect(try await news.everything(query).value.articles.isEmpty)
  }

  @Test func everything_bySources_filtersTheSearch() async throws {
    let news = NewsClient.embedded()
    let page = try await news.everything(EverythingQuery(query: "apple", sources: ["TechCrunch"], pageSize: 100))
    #expect(!page.value.articles.isEmpty)
    expectAll(page.value.articles) { $0.source.id == "techcrunch" }
  }

  @Test func everything_pagesAQueryByPopularity() async throws {
    let news = NewsClient.embedded()
    let first = try await news.everything(EverythingQuery(query: "apple", sortBy: .popularity, page: 1)).value
    let second = try await news.everything(EverythingQuery(query: "apple", sortBy: .popularity, page: 2)).value
    #expect(first.articles.count == 12)
    #expect(second.articles.count == 12)
    #expect(Set(first.articles.map(\.url)).isDisjoint(with: second.articles.map(\.url)))
  }

  @Test func failing_everything_throwsUnexpected() async throws {
    let error = await #expect(throws: NetworkError.self) { try await NewsClient.failing.everything(EverythingQuery()) }
    #expect(error?.value == "NewsClient.everything")
  }

  @Test(arguments: [
    (1_795_163_400.0, "2026-11-20"), (0.0, "1970-01-01"), (1_779_148_799.0, "2026-05-18"),
  ])
  func fromDay_isTheUTCDay(seconds: Double, day: String) {
    #expect(EverythingQuery(from: Date(timeIntervalSince1970: seconds)).fromDay == day)
    #expect(EverythingQuery().fromDay == nil)
  }

  @Test func newsAPICodes_haveNewsAPIsStatuses() {
    #expect(NewsAPIErrorCode.maximumResultsReached.status == 426)
    #expect(NewsAPIErrorCode.apiKeyExhausted.status == 401)
    #expect(NewsAPIErrorCode.rateLimited.status == 429)
    #expect(NewsAPIErrorCode.sourcesTooMany.status == 400)
    #expect(NewsAPIErrorCode.unexpectedError.status == 500)
    #expect(NetworkError(.httpStatus, serviceCode: "maximumResultsReached").isResultLimit)
    #expect(NetworkError(.httpStatus, detail: .resultLimit(100)).isResultLimit)
    #expect(!NetworkError(.httpStatus, status: 400, serviceCode: "parameterInvalid").isResultLimit)
  }
}
