import DataLayer
import Foundation
import Models
import ModelsTestSupport
import Testing

/// `FavoritesClient.favorite(id)`: one favorite by id, in every test value.
@Suite struct FavoriteLookupTests {
  @Test func inMemory_findsOneFavoriteWithItsDate() async throws {
    let clock = TestClock()
    let favorites = FavoritesClient.inMemory(now: clock.now)
    try await favorites.add(.fixture("a"))
    clock.advance(by: 5)
    try await favorites.add(.fixture("b"))

    #expect(try await favorites.favorite("a") == Favorite(photo: .fixture("a"), addedAt: TestClock().now()))
    #expect(try await favorites.favorite("missing") == nil)
  }

  @Test func noop_findsNothing_failingThrowsNamingTheClosure() async throws {
    #expect(try await FavoritesClient.noop.favorite("a") == nil)
    await #expect(throws: DataLayerError.unexpectedCall("FavoritesClient.favorite")) {
      try await FavoritesClient.failing.favorite("a")
    }
  }

  @Test func clientBuiltWithoutLookup_findsTheFavoriteInItsList() async throws {
    let photo = try Photo.fixture("a")
    let favorites = FavoritesClient(
      add: { _ in }, remove: { _ in false }, toggle: { _ in false }, isFavorite: { _ in true },
      favoriteIDs: { ["a"] }, list: { [Favorite(photo: photo, addedAt: Date(timeIntervalSince1970: 1))] })

    #expect(try await favorites.favorite("a")?.photo == photo)
    #expect(try await favorites.favorite("b") == nil)
  }
}
