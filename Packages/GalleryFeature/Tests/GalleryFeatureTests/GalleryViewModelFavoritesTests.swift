import DataLayer
import Models
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import GalleryFeature

/// Favorite marks, and prefetching near the end of the grid.
@MainActor struct GalleryViewModelFavoritesTests {
  @Test func items_areMarkedFromTheFavorites() async throws {
    let service = try FakePhotoService(count: 90)
    let favorites = FavoritesClient.inMemory()
    try await favorites.add(service.photos[1])
    try await favorites.add(service.photos[33])
    let model = GalleryViewModel(photos: service.client, favorites: favorites)

    await model.refresh()
    await model.loadNextPage()

    let marked = model.state.items.filter(\.isFavorite).map(\.id)
    expectEqual(marked, [service.photos[1].id, service.photos[33].id])
  }

  @Test func toggleFavorite_flipsTheMarkAndTheStore() async throws {
    let service = try FakePhotoService(count: 30)
    let favorites = FavoritesClient.inMemory()
    let model = GalleryViewModel(photos: service.client, favorites: favorites)
    await model.refresh()
    let id = service.photos[4].id

    try await expectTrue(model.toggleFavorite(id))
    expectTrue(model.state.items[4].isFavorite)
    try await expectTrue(favorites.isFavorite(id))
    try await expectEqual(favorites.list().map(\.photo), [service.photos[4]])

    try await expectEqual(model.toggleFavorite(id), false)
    expectFalse(model.state.items[4].isFavorite)
    try await expectEqual(favorites.isFavorite(id), false)
    expectEmpty(model.state.items.filter(\.isFavorite))
  }

  @Test func toggleFavorite_forAPhotoNotShown_changesNothing() async throws {
    let service = try FakePhotoService(count: 30)
    let favorites = FavoritesClient.inMemory()
    let model = GalleryViewModel(photos: service.client, favorites: favorites)
    await model.refresh()

    try await expectEqual(model.toggleFavorite("not-shown"), false)

    try await expectEmpty(favorites.favoriteIDs())
  }

  @Test func refreshFavorites_picksUpChangesMadeElsewhere() async throws {
    let service = try FakePhotoService(count: 30)
    let favorites = FavoritesClient.inMemory()
    try await favorites.add(service.photos[0])
    let model = GalleryViewModel(photos: service.client, favorites: favorites)
    await model.refresh()
    _ = try await favorites.remove(service.photos[0].id)
    try await favorites.add(service.photos[7])

    try await model.refreshFavorites()

    expectEqual(model.state.items.filter(\.isFavorite).map(\.id), [service.photos[7].id])
    expectEqual(service.requestedPages, [1])
  }

  /// Which item of a 30-item grid appears, and whether that fetches page 2.
  @Test(arguments: [(0, false), (23, false), (24, true), (29, true)])
  func itemAppeared_prefetchesOnlyNearTheEnd(index: Int, fetches: Bool) async throws {
    let service = try FakePhotoService(count: 90)
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())
    await model.refresh()

    await model.itemAppeared(service.photos[index].id)

    expectEqual(service.requestedPages, (fetches ? [1, 2] : [1]))
    expectEqual(model.state.items.count, (fetches ? 60 : 30))
  }

  /// An item that is not on the grid (`nil`: an id the feed never listed), and the last item of a feed of 20
  /// that has no second page: neither fetches anything.
  @Test(arguments: [(90, nil), (20, 19)] as [(photos: Int, appeared: Int?)])
  func itemAppeared_withNothingToFetch_fetchesNothing(photos: Int, appeared: Int?) async throws {
    let service = try FakePhotoService(count: photos)
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())
    await model.refresh()

    await model.itemAppeared(appeared.map { service.photos[$0].id } ?? "elsewhere")

    expectEqual(service.requestedPages, [1])
  }
}
