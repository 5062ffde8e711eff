import Core
import DataLayer
import Foundation
import Models
import NetworkLayer
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import GalleryFeature

/// ``FavoritesViewModel``: the list, and adding, removing and toggling one photo, offline where it can be.
@MainActor struct FavoritesViewModelTests {
  @Test func load_listsNewestFirst() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = FavoritesClient.inMemory()
    try await favorites.add(service.photos[1])
    try await favorites.add(service.photos[5])
    let model = FavoritesViewModel(favorites: favorites, photos: .failing)
    expectEqual(model.state.phase, .idle)

    await model.load()

    expectEqual(model.state.phase, .loaded)
    expectEqual(model.state.favorites.map(\.id), ["p006", "p002"])
  }

  @Test func load_withAFailingStore_keepsTheTypedError() async throws {
    let busy = DataLayerError(.databaseBusy, path: "/tmp/mosaic.sqlite", seconds: 5)
    var favorites = FavoritesClient.inMemory()
    favorites.list = { throw busy }
    let model = FavoritesViewModel(favorites: favorites, photos: .failing)

    await model.load()

    guard case .failed(let error) = model.state.phase else {
      Issue.record("The phase is \(model.state.phase), not failed")
      return
    }
    expectEqual(error as? DataLayerError, busy)
    expectEmpty(model.state.favorites)
  }

  @Test func add_fetchesThePhoto_andSavesItsSnapshot() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = FavoritesClient.inMemory()
    let model = FavoritesViewModel(favorites: favorites, photos: service.client)

    let change = try await model.add("p004")

    expectEqual(change, FavoriteChange(id: "p004", author: "Dara Okafor", isFavorite: true, changed: true))
    try await expectEqual(favorites.list().map(\.photo), [service.photos[3]])
    expectEqual(service.photoRequests, ["p004"])
  }

  @Test func add_ofAFavoriteAgain_refreshesItsSnapshot_butChangesNothing() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = FavoritesClient.inMemory()
    let model = FavoritesViewModel(favorites: favorites, photos: service.client)

    let first = try await model.add("p004")
    let again = try await model.add("p004")

    expectTrue(first.changed)
    expectEqual(again, FavoriteChange(id: "p004", author: "Dara Okafor", isFavorite: true, changed: false))
    expectEqual(service.photoRequests, ["p004", "p004"])
  }

  @Test func add_ofAPhotoThatCannotBeFetched_isPhotoUnavailable_andSavesNothing() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = FavoritesClient.inMemory()
    let model = FavoritesViewModel(favorites: favorites, photos: service.client)

    let error = await expectThrows(GalleryError.self) { try await model.add("nope") }

    expectEqual(
      error, GalleryError(.photoUnavailable, photoID: "nope", underlying: NetworkError(.notFound, value: "nope")))
    try await expectEmpty(favorites.favoriteIDs())
  }

  @Test func remove_saysWhetherItWasAFavorite_withoutTheNetwork() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = FavoritesClient.inMemory()
    try await favorites.add(service.photos[0])
    let model = FavoritesViewModel(favorites: favorites, photos: .failing)

    let removed = try await model.remove("p001")
    let again = try await model.remove("p001")

    expectEqual(removed, FavoriteChange(id: "p001", author: nil, isFavorite: false, changed: true))
    expectEqual(again, FavoriteChange(id: "p001", author: nil, isFavorite: false, changed: false))
  }

  @Test func toggle_addsWithTheAuthor_thenRemoves() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = FavoritesClient.inMemory()
    let model = FavoritesViewModel(favorites: favorites, photos: service.client)

    let added = try await model.toggle("p005")
    let removed = try await model.toggle("p005")

    expectEqual(added, FavoriteChange(id: "p005", author: "Emil Sørensen", isFavorite: true, changed: true))
    expectEqual(removed, FavoriteChange(id: "p005", author: nil, isFavorite: false, changed: true))
    try await expectEmpty(favorites.favoriteIDs())
    expectEqual(service.photoRequests, ["p005"])
  }

  @Test func toggleOff_worksOffline_fromTheSavedSnapshot() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = FavoritesClient.inMemory()
    try await favorites.add(service.photos[2])
    let model = FavoritesViewModel(favorites: favorites, photos: .failing)

    let change = try await model.toggle("p003")

    expectEqual(change.isFavorite, false)
    expectTrue(change.changed)
    try await expectEmpty(favorites.favoriteIDs())
  }

  @Test func toggleOff_looksUpOneFavorite_neverTheWholeList() async throws {
    let service = try FakePhotoService(count: 10)
    let stored = FavoritesClient.inMemory()
    try await stored.add(service.photos[2])
    var favorites = stored
    favorites.list = FavoritesClient.failing.list
    let model = FavoritesViewModel(favorites: favorites, photos: .failing)

    let change = try await model.toggle("p003")

    expectEqual(change.isFavorite, false)
    try await expectEmpty(stored.favoriteIDs())
  }

  @Test func toggleOn_whenTheFetchFails_isPhotoUnavailable_withTheNetworkError() async throws {
    let retryAt = Date(timeIntervalSince1970: 1_760_003_600)
    let limited = NetworkError(.rateLimited, service: "Unsplash", status: 403, retryAt: retryAt)
    let photos = PhotoClient(source: .embedded, listPhotos: { _, _ in throw limited }, photo: { _ in throw limited })
    let favorites = FavoritesClient.inMemory()
    let model = FavoritesViewModel(favorites: favorites, photos: photos)

    let error = await expectThrows(GalleryError.self) { try await model.toggle("p003") }

    expectEqual(error?.code, .photoUnavailable)
    expectEqual(error?.photoID, "p003")
    expectEqual(error?.underlying?.code, .rateLimited)
    expectEqual(error?.underlying?.retryAt, retryAt)
    try await expectEmpty(favorites.favoriteIDs())
  }

  /// Two toggles that both read the favorites before either changes them, as two processes might.
  private func race(_ id: String, favorites: FavoritesClient, photos: PhotoClient) async throws -> Set<Bool> {
    let barrier = Barrier(parties: 2)
    var racing = favorites
    racing.list = {
      let listed = try await favorites.list()
      await barrier.arrive()
      return listed
    }
    let first = FavoritesViewModel(favorites: racing, photos: photos)
    let second = FavoritesViewModel(favorites: racing, photos: photos)
    async let one = first.toggle(id)
    async let two = second.toggle(id)
    return try await [one.isFavorite, two.isFavorite]
  }

  @Test func twoRacingToggles_ofANonFavorite_leaveItNotAFavorite() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = FavoritesClient.inMemory()

    let outcomes = try await race("p004", favorites: favorites, photos: service.client)

    expectEqual(outcomes, [true, false])
    try await expectEqual(favorites.isFavorite("p004"), false)
  }

  @Test func twoRacingToggles_ofAFavorite_leaveItAFavorite() async throws {
    let service = try FakePhotoService(count: 10)
    let favorites = FavoritesClient.inMemory()
    try await favorites.add(service.photos[3])

    let outcomes = try await race("p004", favorites: favorites, photos: .failing)

    expectEqual(outcomes, [true, false])
    try await expectTrue(favorites.isFavorite("p004"))
  }
}
