import Core
import DataLayer
import Foundation
import Models
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import GalleryFeature

/// Loads in flight, and the loading, empty and error states, with the error kept typed.
@MainActor struct GalleryViewModelLoadingTests {
  @Test func newModel_isIdleAndEmpty() async throws {
    let model = GalleryViewModel(photos: .failing, favorites: .failing)

    expectEqual(model.state.phase, .idle)
    expectEmpty(model.state.items)
    expectEqual(model.state.page, 0)
    expectNil(model.state.error)
    expectFalse(model.isLoading)
    expectFalse(model.reachedEnd)
  }

  @Test func secondLoad_whileFirstIsInFlight_isIgnored() async throws {
    let service = try FakePhotoService(count: 90)
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())
    let gate = service.hold(page: 1)
    defer { gate.release() }

    let first = Task { await model.refresh() }
    await gate.arrived()

    expectTrue(model.isLoading)
    expectEqual(model.state.phase, .loading)
    await expectEqual(model.loadNextPage(), false)
    await expectEqual(model.refresh(), false)
    await expectEqual(model.load(page: 2), false)
    gate.release()
    await expectTrue(first.value)
    expectEqual(service.requestedPages, [1])
    expectEqual(model.state.phase, .loaded)
    expectEqual(model.state.items.map(\.id), service.photos[0..<30].map(\.id))
  }

  @Test func refresh_whileNextPageIsInFlight_isIgnored() async throws {
    let service = try FakePhotoService(count: 90)
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())
    await model.refresh()
    let gate = service.hold(page: 2)
    defer { gate.release() }

    let next = Task { await model.loadNextPage() }
    await gate.arrived()

    await expectEqual(model.refresh(), false)
    await expectEqual(model.loadNextPage(), false)
    gate.release()
    await expectTrue(next.value)
    expectEqual(service.requestedPages, [1, 2])
    expectEqual(model.state.page, 2)
    expectEqual(model.state.items.count, 60)
  }

  @Test func emptyFeed_isEmptyState() async throws {
    let service = try FakePhotoService(count: 0)
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())

    await model.refresh()

    expectEqual(model.state.phase, .empty)
    expectEmpty(model.state.items)
    expectTrue(model.reachedEnd)
  }

  @Test func failedFirstLoad_keepsTheNetworkError() async throws {
    let service = try FakePhotoService(count: 90)
    service.fail(page: 1)
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())

    await expectTrue(model.refresh())

    expectEqual(model.state.error as? NetworkError, FakePhotoService.outage)
    expectEqual(model.state.phase, .failed(FakePhotoService.outage))
    expectEmpty(model.state.items)
    expectEqual(model.state.page, 0)
  }

  @Test func failedNextPage_keepsItemsShownAndRetryAt_andRetriesTheSamePage() async throws {
    let service = try FakePhotoService(count: 90)
    let retryAt = Date(timeIntervalSince1970: 1_760_003_600)
    let limited = NetworkError(.rateLimited, service: "Unsplash", status: 403, retryAt: retryAt)
    service.fail(page: 2, with: limited)
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())
    await model.refresh()

    await model.loadNextPage()

    let error = try requireValue(model.state.error as? NetworkError)
    expectEqual(error.code, .rateLimited)
    expectEqual(error.retryAt, retryAt)
    expectEqual(error.status, 403)
    expectEqual(model.state.items.map(\.id), service.photos[0..<30].map(\.id))
    expectEqual(model.state.page, 1)
    expectTrue(model.state.hasMore)

    service.recover(page: 2)
    await expectTrue(model.loadNextPage())
    expectEqual(model.state.phase, .loaded)
    expectNil(model.state.error)
    expectEqual(model.state.items.count, 60)
    expectEqual(service.requestedPages, [1, 2, 2])
  }

  @Test func failedRefresh_keepsItemsShown() async throws {
    let service = try FakePhotoService(count: 90)
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())
    await model.refresh()
    await model.loadNextPage()
    service.fail(page: 1)

    await model.refresh()

    expectEqual(model.state.error as? NetworkError, FakePhotoService.outage)
    expectEqual(model.state.items.count, 60)
    expectEqual(model.state.page, 2)
  }

  @Test func failingFavorites_failTheLoadWithTheirError() async throws {
    let service = try FakePhotoService(count: 10)
    let busy = DataLayerError(.databaseBusy, path: "/tmp/mosaic.sqlite", seconds: 5)
    var favorites = FavoritesClient.inMemory()
    favorites.favoriteIDs = { throw busy }
    let model = GalleryViewModel(photos: service.client, favorites: favorites)

    await model.refresh()

    let error = try requireValue(model.state.error as? DataLayerError)
    expectEqual(error, busy)
    expectEqual(error.seconds, 5)
    expectEmpty(model.state.items)
  }

  @Test func nonMosaicError_isKeptAsAnUnexpectedFailure() async throws {
    struct Glitch: Error {}
    let client = PhotoClient(source: .embedded, listPhotos: { _, _ in throw Glitch() }, photo: { _ in throw Glitch() })
    let model = GalleryViewModel(photos: client, favorites: .inMemory())

    await model.refresh()

    let failure = try requireValue(model.state.error as? UnexpectedFailure)
    expectEqual(failure.codeName, "unexpected")
    expectTrue(failure.underlying is Glitch)
  }

  @Test func stalePage_setsStaleNoteWithTheTypedReason_andLiveRefreshClearsIt() async throws {
    let service = try FakePhotoService(count: 90)
    let savedAt = Date(timeIntervalSince1970: 1_750_000_000)
    service.serve(page: 1, as: .cached(savedAt: savedAt, reason: FakePhotoService.outage))
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())

    await model.refresh()

    expectEqual(model.state.stale, GalleryState.StaleNote(savedAt: savedAt, reason: FakePhotoService.outage))
    expectEqual(model.state.stale?.reason.code, .transport)
    expectEqual(model.state.phase, .loaded)

    service.serve(page: 1, as: .live)
    await model.refresh()

    expectNil(model.state.stale)
  }

  @Test func liveNextPage_afterStaleFirstPage_keepsTheStaleNote() async throws {
    let service = try FakePhotoService(count: 90)
    let savedAt = Date(timeIntervalSince1970: 1_750_000_000)
    service.serve(page: 1, as: .cached(savedAt: savedAt, reason: FakePhotoService.outage))
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())
    await model.refresh()

    await model.loadNextPage()

    expectEqual(model.state.stale?.savedAt, savedAt)
  }

  @Test func staleNextPage_marksTheGalleryStale() async throws {
    let service = try FakePhotoService(count: 90)
    let savedAt = Date(timeIntervalSince1970: 1_750_000_000)
    service.serve(page: 2, as: .cached(savedAt: savedAt, reason: FakePhotoService.outage))
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())
    await model.refresh()
    expectNil(model.state.stale)

    await model.loadNextPage()

    expectEqual(model.state.stale?.savedAt, savedAt)
  }
}
