import Core
import DataLayer
import Models
import ModelsTestSupport
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import GalleryFeature

/// The paging rules: 30 at a time, stop at an empty or short page or when the service says so.
@MainActor struct GalleryViewModelPagingTests {
  private typealias PageRequest = FakePhotoService.PageRequest

  @Test func pages_thirtyAtATime_accumulatingItems() async throws {
    let service = try FakePhotoService(count: 100)
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())

    await expectTrue(model.refresh())
    expectEqual(model.state.items.map(\.id), service.photos[0..<30].map(\.id))
    expectEqual(model.state.page, 1)

    await expectTrue(model.loadNextPage())
    await expectTrue(model.loadNextPage())

    expectEqual(model.state.items.map(\.id), service.photos[0..<90].map(\.id))
    expectEqual(model.state.page, 3)
    expectEqual(model.state.perPage, 30)
    expectEqual(model.state.total, 100)
    expectTrue(model.state.hasMore)
    expectEqual(service.requests, [PageRequest(1, 30), PageRequest(2, 30), PageRequest(3, 30)])
  }

  @Test func loadNextPage_beforeAnyLoad_loadsPageOne() async throws {
    let service = try FakePhotoService(count: 40)
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())

    await expectTrue(model.loadNextPage())

    expectEqual(model.state.page, 1)
    expectEqual(service.requestedPages, [1])
  }

  @Test func paging_stopsAfterEmptyPage() async throws {
    let service = try FakePhotoService(count: 60, knowsEnd: false)
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())
    await model.refresh()
    await model.loadNextPage()
    expectTrue(model.state.hasMore)

    await expectTrue(model.loadNextPage())

    expectFalse(model.state.hasMore)
    expectTrue(model.reachedEnd)
    expectEqual(model.state.items.count, 60)
    expectEqual(model.state.phase, .loaded)
    await expectEqual(model.loadNextPage(), false)
    expectEqual(service.requestedPages, [1, 2, 3])
  }

  @Test func paging_stopsAfterShortPage() async throws {
    let service = try FakePhotoService(count: 45, knowsEnd: false)
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())
    await model.refresh()

    await expectTrue(model.loadNextPage())

    expectEqual(model.state.items.count, 45)
    expectFalse(model.state.hasMore)
    await expectEqual(model.loadNextPage(), false)
    expectEqual(service.requestedPages, [1, 2])
  }

  @Test func paging_stopsWhenServiceSaysNoNextPage() async throws {
    let service = try FakePhotoService(count: 90)
    service.override(
      PhotoPage(page: 2, perPage: 30, total: nil, hasMore: false, photos: Array(service.photos[30..<60])))
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())
    await model.refresh()

    await expectTrue(model.loadNextPage())

    expectEqual(model.state.items.count, 60)
    expectFalse(model.state.hasMore)
    await expectEqual(model.loadNextPage(), false)
    expectEqual(service.requestedPages, [1, 2])
  }

  @Test func loadNextPage_afterTheEnd_doesNotCallTheService() async throws {
    let service = try FakePhotoService(count: 30)
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())
    await model.refresh()
    expectTrue(model.reachedEnd)

    let results = [await model.loadNextPage(), await model.loadNextPage()]

    expectEqual(results, [false, false])
    expectEqual(service.requestedPages, [1])
    expectEqual(model.state.items.count, 30)
  }

  @Test func refresh_reloadsPageOneAndReplacesItems() async throws {
    let service = try FakePhotoService(count: 100)
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())
    await model.refresh()
    await model.loadNextPage()
    expectEqual(model.state.items.count, 60)
    let replacement = try PhotoFixtures.photos(30, from: 501)
    service.override(PhotoPage(page: 1, perPage: 30, total: 500, hasMore: true, photos: replacement))

    await expectTrue(model.refresh())

    expectEqual(model.state.items.map(\.id), replacement.map(\.id))
    expectEqual(model.state.page, 1)
    expectEqual(model.state.total, 500)
    expectEqual(service.requestedPages, [1, 2, 1])
  }

  @Test func load_startsLaterInTheFeed() async throws {
    let service = try FakePhotoService(count: 100)
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory(), perPage: 10)

    await model.load(page: 3)
    await model.loadNextPage()

    expectEqual(model.state.items.map(\.id), service.photos[20..<40].map(\.id))
    expectEqual(service.requests, [PageRequest(3, 10), PageRequest(4, 10)])
  }

  @Test(arguments: [(0, 1), (-5, 1), (12, 12), (31, 30), (500, 30)])
  func perPage_isClampedToWhatTheServiceServes(asked: Int, used: Int) async throws {
    let service = try FakePhotoService(count: 5)
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory(), perPage: asked)

    await model.refresh()

    expectEqual(model.state.perPage, used)
    expectEqual(service.requests, [PageRequest(1, used)])
  }

  @Test func duplicatesAcrossPages_areDropped() async throws {
    let service = try FakePhotoService(count: 100)
    let overlapping = Array(service.photos[25..<55])
    service.override(PhotoPage(page: 2, perPage: 30, total: 100, hasMore: true, photos: overlapping))
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())
    await model.refresh()

    await model.loadNextPage()

    expectEqual(model.state.items.map(\.id), service.photos[0..<55].map(\.id))
    expectEqual(Set(model.state.items.map(\.id)).count, model.state.items.count)
    expectEqual(model.state.page, 2)
  }
}
