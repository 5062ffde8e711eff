import Core
import DataLayer
import Models
import ModelsTestSupport
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import GalleryFeature

/// Photo search's view model over a fake service and a manual clock: the 1 s debounce, Enter at once, a
/// keystroke replacing the search waiting, paging of results, the same query kept, and leaving.
@MainActor struct PhotoSearchViewModelTests {
  func model(_ service: FakePhotoService, clock: ManualClock) -> PhotoSearchViewModel {
    PhotoSearchViewModel(photos: service.client, favorites: .inMemory(), clock: clock)
  }

  @Test func typing_searchesOnlyAfterASecondWithoutAnotherKey() async throws {
    let service = try FakePhotoService(count: 30)
    let clock = ManualClock()
    let search = model(service, clock: clock)
    search.fieldChanged("L")
    search.fieldChanged("Li")
    clock.advance(by: .milliseconds(999))
    search.fieldChanged("Lima")
    clock.advance(by: .milliseconds(999))
    expectEmpty(service.searches, "no pause of a second yet")
    clock.advance(by: .milliseconds(1))
    await search.waitForSearch()
    expectEqual(service.searches, [.init("Lima", 1)])
    expectEqual(search.query, "Lima")
    let items = try requireValue(search.results?.state.items)
    expectEqual(items.count, 6)
    expectAll(items) { $0.photo.user.name == "Ana Lima" }
  }

  @Test func submit_searchesAtOnce_andCancelsTheSearchWaiting() async throws {
    let service = try FakePhotoService(count: 30)
    let clock = ManualClock()
    let search = model(service, clock: clock)
    search.fieldChanged("Wei")
    await search.submit()
    clock.advance(by: .seconds(5))
    await search.waitForSearch()
    expectEqual(service.searches, [.init("Wei", 1)], "the debounced search was replaced by Enter's")
    expectEqual(search.results?.state.items.first?.photo.user.name, "Chen Wei")
  }

  @Test func theSameQueryAgain_keepsItsResults_andABlankOneSearchesNothing() async throws {
    let service = try FakePhotoService(count: 30)
    let search = model(service, clock: ManualClock())
    search.fieldChanged("Wei")
    await search.submit()
    let first = try requireValue(search.results)
    search.fieldChanged("  Wei ")
    await search.submit()
    #expect(search.results === first)
    search.fieldChanged("   ")
    await search.submit()
    expectEqual(service.searches.count, 1)
  }

  @Test func results_pageLikeTheFeed() async throws {
    let service = try FakePhotoService(count: 200)
    let search = model(service, clock: ManualClock())
    search.fieldChanged("Lima")
    await search.submit()
    let results = try requireValue(search.results)
    expectEqual(results.state.items.count, 30)
    expectTrue(results.state.hasMore)
    await results.loadNextPage()
    expectEqual(results.state.items.count, 40)
    expectEqual(service.searches, [.init("Lima", 1), .init("Lima", 2)])
    expectTrue(results.reachedEnd)
  }

  @Test func noMatches_isEmpty_andAFailureKeepsTheTypedError() async throws {
    let service = try FakePhotoService(count: 30)
    let search = model(service, clock: ManualClock())
    search.fieldChanged("nobody")
    await search.submit()
    expectEqual(search.results?.state.phase, .empty)
    service.failSearches(with: FakePhotoService.outage)
    search.fieldChanged("Lima")
    await search.submit()
    expectEqual(search.results?.state.error?.codeName, "transport")
  }

  @Test func cancel_dropsTheResults_andTheSearchWaiting() async throws {
    let service = try FakePhotoService(count: 30)
    let clock = ManualClock()
    let search = model(service, clock: clock)
    search.fieldChanged("Lima")
    await search.submit()
    search.fieldChanged("Wei")
    search.cancel()
    clock.advance(by: .seconds(2))
    await search.waitForSearch()
    expectNil(search.results)
    expectNil(search.query)
    expectEmpty(search.field)
    expectEqual(service.searches.count, 1)
  }
}
