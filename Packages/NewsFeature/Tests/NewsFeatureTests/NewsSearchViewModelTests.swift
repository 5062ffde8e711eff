import DataLayer
import Foundation
import ModelsTestSupport
import Testing

@testable import NewsFeature

@MainActor @Suite struct NewsSearchViewModelTests {
  let service = FakeNewsService()
  let clock = ManualClock()
  let history = SearchHistoryClient.inMemory()

  init() throws {
    try service.serve("apple", count: 30)
    try service.serve("bank", count: 5)
  }

  func model() -> NewsSearchViewModel {
    NewsSearchViewModel(news: service.client, saved: .inMemory(), history: history, clock: clock)
  }

  @Test func search_pagesLikeAFeed_andRecordsTheSearch() async throws {
    let model = model()
    await model.search("apple")
    let results = try #require(model.results)
    #expect(results.state.items.count == 12)
    await results.loadNextPage()
    #expect(results.state.items.count == 24)
    #expect(model.history.map(\.text) == ["apple"])
    #expect(service.calls.map(\.description) == ["apple#1", "apple#2"])
  }

  @Test func history_isNewestFirst_andDeduplicated() async throws {
    let model = model()
    await model.search("apple")
    await model.search("bank")
    await model.search("Apple")
    #expect(model.history.map(\.text) == ["Apple", "bank"])
  }

  @Test func revert_putsTheEntryInTheField_withoutSearching() async throws {
    let model = model()
    await model.search("bank")
    await model.search("apple")
    let entry = try #require(model.history.last)

    model.revert(entry)

    #expect(model.field == "bank")
    #expect(!model.showsHistory)
    #expect(service.calls.count == 2)
  }

  @Test func searchAgain_runsTheEntry_andMovesItToTheTop() async throws {
    let model = model()
    await model.search("bank")
    await model.search("apple")
    let entry = try #require(model.history.last)

    await model.searchAgain(entry)

    #expect(model.history.map(\.text) == ["bank", "apple"])
    #expect(model.results?.listing == .search("bank"))
  }

  @Test func delete_andClear_theHistory() async throws {
    let model = model()
    await model.search("bank")
    await model.search("apple")
    #expect(try await model.delete("BANK"))
    #expect(model.history.map(\.text) == ["apple"])
    #expect(try await model.clearHistory() == 1)
    await model.loadHistory()
    #expect(model.history.isEmpty)
    model.queryChanged("")
    #expect(model.showsHistory)
  }

  @Test func typing_searchesAfterASecond_withoutRecordingHalfWords() async throws {
    let model = model()
    model.queryChanged("ap")
    clock.advance(by: .milliseconds(500))
    model.queryChanged("apple")
    clock.advance(by: .seconds(1))
    await model.waitForSearch()

    #expect(service.calls.map(\.description) == ["apple#1"])
    #expect(model.results?.state.items.count == 12)
    await model.loadHistory()
    #expect(model.history.isEmpty)
  }

  @Test func aBlankSearch_clearsTheResults() async throws {
    let model = model()
    await model.search("   ")
    #expect(model.results == nil)
    #expect(service.calls.isEmpty)
  }
}
