import Core
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import TestExpectations
import Testing

@testable import NewsFeature

@MainActor @Suite struct NewsFeedPagingTests {
  let service = FakeNewsService()
  let clock = TestClock(Date(timeIntervalSince1970: 1_795_163_400))

  func model(_ feed: NewsFeed = .business, saved: SavedArticlesClient = .inMemory()) -> NewsFeedViewModel {
    NewsFeedViewModel(listing: .feed(feed), news: service.client, saved: saved, now: clock.now)
  }

  @Test func firstPage_is12Articles_askedWithPageSize12() async throws {
    try service.serve("business", count: 40)
    let model = model()

    await model.loadFirstPage()
    await model.loadFirstPage()

    #expect(model.state.items.count == 12)
    #expect(model.state.page == 1)
    #expect(model.state.hasMore)
    #expect(model.state.phase == .loaded)
    #expect(service.calls == [.init(list: "business", page: 1, pageSize: 12)], "loaded once")
  }

  @Test func nextPages_append_untilAShortPageEndsTheFeed() async throws {
    try service.serve("business", count: 30)
    let model = model()
    await model.loadFirstPage()
    await model.loadNextPage()
    await model.loadNextPage()
    await model.loadNextPage()

    #expect(model.state.items.count == 30)
    #expect(!model.state.hasMore)
    #expect(model.state.end == .lastPage)
    #expect(service.pages("business") == [1, 2, 3])
  }

  // Issue 19: an article whose link is not a web address is dropped on arrival; its page is still full.
  @Test func aPageWithADroppedArticle_isStillFull_andTheNextIsAskedFor() async throws {
    try service.serve("business", count: 40)
    service.dropOnArrival("business", page: 1, count: 1)
    let model = model()
    await model.loadFirstPage()
    #expect(model.state.items.count == 11)
    #expect(model.state.hasMore, "11 shown of 12 served")
    await model.loadNextPage()
    #expect(model.state.items.count == 23)
    #expect(service.pages("business") == [1, 2])
  }

  @Test func anEmptyPage_endsTheFeed() async throws {
    try service.serve("business", count: 24)
    let model = model()
    await model.loadFirstPage()
    await model.loadNextPage()
    #expect(model.state.hasMore, "a full page may have a next one")
    await model.loadNextPage()

    #expect(model.state.items.count == 24)
    #expect(!model.state.hasMore)
    #expect(model.state.page == 3)
    #expect(service.pages("business") == [1, 2, 3])
  }

  @Test func refresh_reloadsPage1Only_andDropsTheRest() async throws {
    try service.serve("business", count: 60)
    let model = model()
    await model.loadFirstPage()
    await model.loadNextPage()
    await model.loadNextPage()
    #expect(model.state.items.count == 36)

    await model.refresh()

    #expect(model.state.items.count == 12)
    #expect(model.state.page == 1)
    #expect(model.state.hasMore)
    #expect(service.pages("business") == [1, 2, 3, 1])
  }

  @Test func prefetch_startsWithin4OfTheEnd_notBefore() async throws {
    try service.serve("business", count: 60)
    let model = model()
    await model.loadFirstPage()
    let items = model.state.items

    await model.itemAppeared(items[7].id)  // five from the end
    #expect(service.pages("business") == [1])

    await model.itemAppeared(items[8].id)  // four from the end
    #expect(service.pages("business") == [1, 2])
    #expect(model.state.items.count == 24)

    await model.itemAppeared(model.state.items[19].id)
    #expect(service.pages("business") == [1, 2], "index 19 of 24 is five from the end")
    await model.itemAppeared(model.state.items[23].id)
    #expect(service.pages("business") == [1, 2, 3])
  }

  @Test func theSamePage_isNeverAskedTwiceAtOnce() async throws {
    try service.serve("business", count: 60)
    let model = model()
    await model.loadFirstPage()
    let gate = service.hold("business", page: 2)

    async let first: Void = model.itemAppeared(model.state.items[11].id)
    await gate.arrived()
    await model.loadNextPage()
    await model.itemAppeared(model.state.items[10].id)
    #expect(model.state.loadingPage == 2)
    gate.release()
    await first

    #expect(service.pages("business") == [1, 2])
    #expect(model.state.items.count == 24)
    #expect(model.state.loadingPage == nil)
  }

  @Test func aPageStillOnItsWayFromBeforeARefresh_isDiscarded() async throws {
    try service.serve("business", count: 60)
    let model = model()
    await model.loadFirstPage()
    let gate = service.hold("business", page: 2)

    async let late: Void = model.loadNextPage()
    await gate.arrived()
    await model.refresh()
    gate.release()
    await late

    #expect(model.state.items.count == 12)
    #expect(model.state.page == 1)
    #expect(service.pages("business") == [1, 2, 1])
  }

  @Test func aRepeatedURLOnALaterPage_isDropped() async throws {
    let articles = try (0..<24).map { try Article.fixture("a-\($0)") }
    var served = articles
    served[14] = articles[3]  // page 2 repeats an article of page 1
    service.serve("business", served)
    let model = model()
    await model.loadFirstPage()
    await model.loadNextPage()

    #expect(model.state.items.count == 23)
    #expect(Set(model.state.items.map(\.article.url)).count == 23)
    #expect(model.state.hasMore, "the page was full: the feed goes on")
  }

  @Test func removedArticles_areNeverShown() async throws {
    var articles = try (0..<12).map { try Article.fixture("a-\($0)") }
    articles[5] = try Article.fixture("removed", title: "[Removed]", description: "[Removed]")
    service.serve("business", articles)
    let model = model()
    await model.loadFirstPage()

    #expect(model.state.items.count == 11)
    expectNone(model.state.items) { $0.article.title == "[Removed]" }
    #expect(model.state.hasMore, "NewsAPI's page was full")
  }

  @Test func newsAPIs426_endsTheFeed_withoutAnError() async throws {
    try service.serve("business", count: 200)
    service.fail("business", page: 9, with: FakeNewsService.resultLimit)
    let model = model()
    await model.loadFirstPage()
    for _ in 0..<10 { await model.loadNextPage() }

    #expect(model.state.items.count == 96)
    #expect(!model.state.hasMore)
    #expect(model.state.end == .resultLimit)
    #expect(model.state.phase == .loaded)
    #expect(service.pages("business") == Array(1...9))
  }

  @Test func againstNewsAPI_thePageThatReachesTheHundredResults_isTheLast_noRequestSpentOnA426() async throws {
    let newsAPI = FakeNewsService(provider: .newsAPI(try #require(URL(string: "https://newsapi.org"))))
    try newsAPI.serve("business", count: 200)
    let model = NewsFeedViewModel(listing: .feed(.business), news: newsAPI.client, saved: .inMemory(), now: clock.now)
    await model.loadFirstPage()
    for _ in 0..<10 { await model.loadNextPage() }

    #expect(model.state.items.count == 96)
    #expect(!model.state.hasMore)
    #expect(model.state.end == .resultLimit)
    #expect(newsAPI.pages("business") == Array(1...8), "page 9 would ask for results 97 to 108")
  }

  @Test func aStartingPageOf426_isAnEmptyEnd() async throws {
    service.fail("business", page: 9, with: FakeNewsService.resultLimit)
    let model = model()
    await model.load(page: 9)
    #expect(model.state.phase == .empty)
    #expect(model.state.page == 9)
    #expect(!model.state.hasMore)
    #expect(model.state.error == nil)
  }

  @Test func aFailure_keepsTheArticlesAndTheTypedError() async throws {
    try service.serve("business", count: 40)
    service.fail("business", page: 2, with: NetworkError(.unauthorized, status: 401, serviceCode: "apiKeyDisabled"))
    let model = model()
    await model.loadFirstPage()
    await model.loadNextPage()

    let error = try #require(model.state.error as? NetworkError)
    #expect(error.newsAPICode == .apiKeyDisabled)
    #expect(model.state.items.count == 12)
    #expect(model.state.page == 1)
  }

  @Test func aSavedCopy_isMarkedStale() async throws {
    try service.serve("business", count: 12)
    let note = StaleNote(savedAt: Date(timeIntervalSince1970: 1_795_000_000), reason: FakeNewsService.outage)
    service.serveStale("business", page: 1, note: note)
    let model = model()
    await model.loadFirstPage()
    #expect(model.state.stale == note)
    #expect(model.state.items.count == 12)
  }

  @Test func savedArticles_areMarked() async throws {
    try service.serve("business", count: 12)
    let saved = SavedArticlesClient.inMemory()
    _ = try await saved.save(.fixture("business-3", title: "Business story 3"))
    let model = model(saved: saved)
    await model.loadFirstPage()
    #expect(model.state.items.filter(\.isSaved).map(\.article.url.lastPathComponent) == ["business-3"])
    model.markSaved(model.state.items[0].id, true)
    #expect(model.state.items[0].isSaved)
  }

  @Test func eachFeed_asksForItsOwnRequest() async throws {
    let today = clock.now()
    #expect(
      NewsFeed.techcrunch.request(page: 2, today: today)
        == .headlines(HeadlinesQuery(category: nil, country: nil, sources: ["techcrunch"], page: 2, pageSize: 12)))
    #expect(
      NewsFeed.wsj.request(page: 1, today: today)
        == .everything(
          EverythingQuery(
            domains: ["wsj.com"], from: today.addingTimeInterval(-182 * 86_400), sortBy: .publishedAt, page: 1,
            pageSize: 12)))
    #expect(
      NewsFeed.apple.request(page: 3, today: today)
        == .everything(EverythingQuery(query: "apple", sortBy: .popularity, page: 3, pageSize: 12)))
    #expect(
      NewsFeed.business.request(page: 1, today: today)
        == .headlines(HeadlinesQuery(category: .business, country: "us", page: 1, pageSize: 12)))
    #expect(
      NewsFeed.sports.request(page: 1, today: today)
        == .headlines(HeadlinesQuery(category: .sports, country: "us", page: 1, pageSize: 12)))
    #expect(
      NewsListing.search("fed rates").request(page: 2, today: today)
        == .everything(EverythingQuery(query: "fed rates", sortBy: .publishedAt, page: 2, pageSize: 12)))
    #expect(
      NewsFeed.all.map(\.id) == [
        "business", "techcrunch", "wsj", "apple", "technology", "science", "health", "sports", "entertainment",
        "general",
      ])
  }
}
