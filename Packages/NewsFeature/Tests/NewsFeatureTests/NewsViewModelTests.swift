import Core
import DataLayer
import Foundation
import TestExpectations
import Testing

@testable import NewsFeature

@MainActor @Suite struct NewsViewModelTests {
  let service = FakeNewsService()

  init() throws {
    for list in ["business", "techcrunch", "wsj", "apple", "science", "health"] {
      try service.serve(list, count: 30)
    }
  }

  @Test func open_startsTheFirstFourFeedsConcurrently_andNoOther() async throws {
    let screen = NewsViewModel(news: service.client, saved: .inMemory())
    let gates = ["business", "techcrunch", "wsj", "apple"].map { service.hold($0, page: 1) }

    async let opened: Void = screen.open()
    // All four requests are on their way before any of them answers.
    for gate in gates { await gate.arrived() }
    #expect(service.mostInFlight == 4)
    for gate in gates { gate.release() }
    await opened

    #expect(Set(service.calls.map(\.list)) == ["business", "techcrunch", "wsj", "apple"])
    expectAll(service.calls) { $0.page == 1 }
    for feed in NewsFeed.eager { #expect(screen.model(feed).state.items.count == 12) }
    #expect(screen.model(.science).state.phase == .idle)
  }

  @Test func theOtherFeeds_loadOnFirstView_once() async throws {
    let screen = NewsViewModel(news: service.client, saved: .inMemory())
    await screen.open()

    await screen.select(.science)
    await screen.select(.business)
    await screen.select(.science)

    #expect(screen.selected == .science)
    #expect(service.pages("science") == [1])
    #expect(service.pages("business") == [1])
    #expect(service.pages("health").isEmpty)
    #expect(screen.model(.science).state.items.count == 12)
  }

  @Test func markSaved_reachesEveryFeedListingTheArticle() async throws {
    let screen = NewsViewModel(news: service.client, saved: .inMemory())
    await screen.open()
    let id = screen.model(.business).state.items[0].id
    screen.markSaved(id, true)
    #expect(screen.model(.business).state.items[0].isSaved)
  }
}
