import Core
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import DetailFeature

/// ``PhotoDetailViewModel``: opening a photo, moving along the feed, toggling the favorite, with the errors
/// kept typed in its state.
@MainActor @Suite struct PhotoDetailViewModelTests {
  @Test func newModel_isIdle_withPlaceholders() async throws {
    try await withTestHost(try FakePhotoService(count: 1)) { host in
      let model = try host.model()

      guard case .idle = model.state.phase else {
        Issue.record("phase \(model.state.phase)")
        return
      }
      #expect(model.state.photo == nil)
      #expect(model.title == "Unknown")
      #expect(model.description == "No description")
    }
  }

  @Test func open_showsThePhoto_itsMark_andEverySection() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = FavoritesClient.inMemory()
    try await favorites.add(service.photos[2])
    try await withTestHost(service, favorites: favorites) { host in
      let model = try host.model()

      await model.open("p003")

      guard case .loaded = model.state.phase else {
        Issue.record("phase \(model.state.phase)")
        return
      }
      #expect(model.state.photo == service.photos[2])
      #expect(model.state.isFavorite)
      #expect(model.state.stale == nil)
      #expect(model.title == "Chen Wei")
      #expect(model.description == "Description of p003")
      #expect(
        model.state.sections.map(\.id) == [
          "detail.header", "detail.details", "detail.stats", "detail.camera", "detail.photographer", "test.extras",
          "detail.more-by-photographer",
        ])
      expectAll(model.state.sections) { !$0.isLoading && $0.failure == nil }
      #expect(model.state.sections[0].items.first?.mark == .favorite)
    }
  }

  @Test func open_ofAnUnknownPhoto_keepsTheNetworkError() async throws {
    try await withTestHost(try FakePhotoService(count: 10)) { host in
      let model = try host.model()

      await model.open("nope")

      #expect(model.state.error as? NetworkError == NetworkError(.notFound, value: "nope"))
      #expect(model.state.photo == nil)
      #expect(model.state.sections.isEmpty)
    }
  }

  @Test func open_fromASavedCopy_isStale_withTheTypedReason() async throws {
    let service = try FakePhotoService(count: 10)
    let savedAt = Date(timeIntervalSince1970: 1_750_000_000)
    service.servePhotos(as: .cached(savedAt: savedAt, reason: FakePhotoService.outage))
    try await withTestHost(service) { host in
      let model = try host.model()

      await model.open("p003")

      #expect(model.state.stale?.savedAt == savedAt)
      #expect(model.state.stale?.reason == FakePhotoService.outage)
    }
  }

  @Test func nextAndPrevious_moveAlongTheFeed_updatingMarkAndSections() async throws {
    let service = try FakePhotoService(count: 30)
    let feed = FakeFeed(photos: service.photos)
    let favorites = FavoritesClient.inMemory()
    try await favorites.add(service.photos[10])
    try await withTestHost(service, favorites: favorites, feed: feed.client) { host in
      let model = try host.model()
      await model.open("p010")
      #expect(!model.state.isFavorite)

      await model.next()
      #expect(model.state.photo?.id == "p011")
      #expect(model.state.isFavorite)
      expectEqual(
        model.state.sections.first { $0.id == "test.extras" }?.items.last?.content, .text("extra: by Ana Lima"))

      await model.previous()
      await model.previous()
      #expect(model.state.photo?.id == "p009")
      #expect(!model.state.isFavorite)
      #expect(
        feed.steps == [
          FakeFeed.Step(id: "p010", direction: .next), FakeFeed.Step(id: "p011", direction: .previous),
          FakeFeed.Step(id: "p010", direction: .previous),
        ])
      #expect(service.photoRequests == ["p010"])
    }
  }

  @Test func next_atTheEnd_keepsThePhoto_andTheFeedsError() async throws {
    let service = try FakePhotoService(count: 3)
    let feed = FakeFeed(photos: service.photos)
    try await withTestHost(service, feed: feed.client) { host in
      let model = try host.model()
      await model.open("p003")

      await model.next()

      #expect(model.state.error as? FakeFeedError == FakeFeedError(.atEnd, photoID: "p003"))
      #expect(model.state.photo?.id == "p003")
      #expect(model.title == "Chen Wei")
    }
  }

  @Test func next_withoutAFeed_isNoFeed_andKeepsThePhoto() async throws {
    let service = try FakePhotoService(count: 3)
    try await withTestHost(service) { host in
      let model = try host.model()
      await model.open("p002")

      await model.next()

      #expect(model.state.error as? DetailError == DetailError(.noFeed, photoID: "p002", direction: .next))
      #expect(model.state.photo?.id == "p002")
    }
  }

  @Test func moving_beforeAnythingIsShown_isNothingShown() async throws {
    let service = try FakePhotoService(count: 3)
    let feed = FakeFeed(photos: service.photos)
    try await withTestHost(service, feed: feed.client) { host in
      let model = try host.model()

      await model.previous()

      #expect(model.state.error as? DetailError == DetailError(.nothingShown, direction: .previous))
      #expect(feed.steps.isEmpty)
    }
  }

  @Test func toggleFavorite_addsThenRemoves_andReloadsTheHeader() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = FavoritesClient.inMemory()
    try await withTestHost(service, favorites: favorites) { host in
      let model = try host.model()
      await model.open("p002")

      await model.toggleFavorite()
      #expect(model.state.isFavorite)
      #expect(model.state.sections.first?.items.first?.mark == .favorite)
      #expect(try await favorites.list().map(\.photo) == [service.photos[1]])

      await model.toggleFavorite()
      #expect(!model.state.isFavorite)
      #expect(model.state.sections.first?.items.first?.mark == .notFavorite)
      #expect(try await favorites.favoriteIDs().isEmpty)
    }
  }

  @Test func toggleFavorite_withNothingShown_isNothingShown() async throws {
    try await withTestHost(try FakePhotoService(count: 1)) { host in
      let model = try host.model()

      await model.toggleFavorite()

      #expect(model.state.error as? DetailError == DetailError(.nothingShown))
    }
  }

  @Test func toggleFavorite_thatFails_keepsTheStoresError_andTheMark() async throws {
    let service = try FakePhotoService(count: 10)
    let busy = DataLayerError(.databaseBusy, path: "/tmp/mosaic.sqlite", seconds: 5)
    var favorites = FavoritesClient.inMemory()
    favorites.toggle = { _ in throw busy }
    try await withTestHost(service, favorites: favorites) { host in
      let model = try host.model()
      await model.open("p002")

      await model.toggleFavorite()

      #expect(model.state.error as? DataLayerError == busy)
      #expect(!model.state.isFavorite)
      #expect(model.state.photo?.id == "p002")
    }
  }
}
