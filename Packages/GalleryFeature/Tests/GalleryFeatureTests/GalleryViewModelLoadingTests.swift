import Core
import DataLayer
import Foundation
import Models
import NetworkLayer
import NetworkLayerTestSupport
import Testing

@testable import GalleryFeature

/// Loads in flight, and the loading, empty and error states, with the error kept typed.
@MainActor @Suite struct GalleryViewModelLoadingTests {
  @Test func newModel_isIdleAndEmpty() async throws {
    let model = GalleryViewModel(photos: .failing, favorites: .failing)

    #expect(model.state.phase == .idle)
    #expect(model.state.items.isEmpty)
    #expect(model.state.page == 0)
    #expect(model.state.error == nil)
    #expect(!model.isLoading)
    #expect(!model.reachedEnd)
  }

  @Test func secondLoad_whileFirstIsInFlight_isIgnored() async throws {
    let service = try FakePhotoService(count: 90)
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())
    let gate = service.hold(page: 1)
    defer { gate.release() }

    let first = Task { await model.refresh() }
    await gate.arrived()

    #expect(model.isLoading)
    #expect(model.state.phase == .loading)
    #expect(await model.loadNextPage() == false)
    #expect(await model.refresh() == false)
    #expect(await model.load(page: 2) == false)
    gate.release()
    #expect(await first.value)
    #expect(service.requestedPages == [1])
    #expect(model.state.phase == .loaded)
    #expect(model.state.items.map(\.id) == service.photos[0..<30].map(\.id))
  }

  @Test func refresh_whileNextPageIsInFlight_isIgnored() async throws {
    let service = try FakePhotoService(count: 90)
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())
    await model.refresh()
    let gate = service.hold(page: 2)
    defer { gate.release() }

    let next = Task { await model.loadNextPage() }
    await gate.arrived()

    #expect(await model.refresh() == false)
    #expect(await model.loadNextPage() == false)
    gate.release()
    #expect(await next.value)
    #expect(service.requestedPages == [1, 2])
    #expect(model.state.page == 2)
    #expect(model.state.items.count == 60)
  }

  @Test func emptyFeed_isEmptyState() async throws {
    let service = try FakePhotoService(count: 0)
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())

    await model.refresh()

    #expect(model.state.phase == .empty)
    #expect(model.state.items.isEmpty)
    #expect(model.reachedEnd)
  }

  @Test func failedFirstLoad_keepsTheNetworkError() async throws {
    let service = try FakePhotoService(count: 90)
    service.fail(page: 1)
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())

    #expect(await model.refresh())

    #expect(model.state.error as? NetworkError == FakePhotoService.outage)
    #expect(model.state.phase == .failed(FakePhotoService.outage))
    #expect(model.state.items.isEmpty)
    #expect(model.state.page == 0)
  }

  @Test func failedNextPage_keepsItemsShownAndRetryAt_andRetriesTheSamePage() async throws {
    let service = try FakePhotoService(count: 90)
    let retryAt = Date(timeIntervalSince1970: 1_760_003_600)
    let limited = NetworkError(.rateLimited, service: "Unsplash", status: 403, retryAt: retryAt)
    service.fail(page: 2, with: limited)
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())
    await model.refresh()

    await model.loadNextPage()

    let error = try #require(model.state.error as? NetworkError)
    #expect(error.code == .rateLimited)
    #expect(error.retryAt == retryAt)
    #expect(error.status == 403)
    #expect(model.state.items.map(\.id) == service.photos[0..<30].map(\.id))
    #expect(model.state.page == 1)
    #expect(model.state.hasMore)

    service.recover(page: 2)
    #expect(await model.loadNextPage())
    #expect(model.state.phase == .loaded)
    #expect(model.state.error == nil)
    #expect(model.state.items.count == 60)
    #expect(service.requestedPages == [1, 2, 2])
  }

  @Test func failedRefresh_keepsItemsShown() async throws {
    let service = try FakePhotoService(count: 90)
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())
    await model.refresh()
    await model.loadNextPage()
    service.fail(page: 1)

    await model.refresh()

    #expect(model.state.error as? NetworkError == FakePhotoService.outage)
    #expect(model.state.items.count == 60)
    #expect(model.state.page == 2)
  }

  @Test func failingFavorites_failTheLoadWithTheirError() async throws {
    let service = try FakePhotoService(count: 10)
    let busy = DataLayerError(.databaseBusy, path: "/tmp/mosaic.sqlite", seconds: 5)
    var favorites = FavoritesClient.inMemory()
    favorites.favoriteIDs = { throw busy }
    let model = GalleryViewModel(photos: service.client, favorites: favorites)

    await model.refresh()

    let error = try #require(model.state.error as? DataLayerError)
    #expect(error == busy)
    #expect(error.seconds == 5)
    #expect(model.state.items.isEmpty)
  }

  @Test func nonMosaicError_isKeptAsAnUnexpectedFailure() async throws {
    struct Glitch: Error {}
    let client = PhotoClient(source: .embedded, listPhotos: { _, _ in throw Glitch() }, photo: { _ in throw Glitch() })
    let model = GalleryViewModel(photos: client, favorites: .inMemory())

    await model.refresh()

    let failure = try #require(model.state.error as? UnexpectedFailure)
    #expect(failure.codeName == "unexpected")
    #expect(failure.underlying is Glitch)
  }

  @Test func stalePage_setsStaleNoteWithTheTypedReason_andLiveRefreshClearsIt() async throws {
    let service = try FakePhotoService(count: 90)
    let savedAt = Date(timeIntervalSince1970: 1_750_000_000)
    service.serve(page: 1, as: .cached(savedAt: savedAt, reason: FakePhotoService.outage))
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())

    await model.refresh()

    #expect(model.state.stale == GalleryState.StaleNote(savedAt: savedAt, reason: FakePhotoService.outage))
    #expect(model.state.stale?.reason.code == .transport)
    #expect(model.state.phase == .loaded)

    service.serve(page: 1, as: .live)
    await model.refresh()

    #expect(model.state.stale == nil)
  }

  @Test func liveNextPage_afterStaleFirstPage_keepsTheStaleNote() async throws {
    let service = try FakePhotoService(count: 90)
    let savedAt = Date(timeIntervalSince1970: 1_750_000_000)
    service.serve(page: 1, as: .cached(savedAt: savedAt, reason: FakePhotoService.outage))
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())
    await model.refresh()

    await model.loadNextPage()

    #expect(model.state.stale?.savedAt == savedAt)
  }

  @Test func staleNextPage_marksTheGalleryStale() async throws {
    let service = try FakePhotoService(count: 90)
    let savedAt = Date(timeIntervalSince1970: 1_750_000_000)
    service.serve(page: 2, as: .cached(savedAt: savedAt, reason: FakePhotoService.outage))
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())
    await model.refresh()
    #expect(model.state.stale == nil)

    await model.loadNextPage()

    #expect(model.state.stale?.savedAt == savedAt)
  }
}
