import DataLayer
import DataLayerLive
import Foundation
import Models
import ModelsTestSupport
import Testing

@Suite struct FavoritesDatabaseTests {
  @Test func add_twice_keepsTheFirstDateAndTheNewSnapshot() async throws {
    try await withDatabaseFile { url in
      let clock = TestClock()
      let favorites = try FavoritesDatabase(url: url, now: clock.now).favorites
      let first = clock.now()

      try await favorites.add(.fixture("a", likes: 1))
      clock.advance(by: 60)
      try await favorites.add(.fixture("a", likes: 2))

      #expect(try await favorites.list() == [Favorite(photo: .fixture("a", likes: 2), addedAt: first)])
    }
  }

  @Test func toggle_flipsAndReportsTheNewState() async throws {
    try await withDatabaseFile { url in
      let favorites = try FavoritesDatabase(url: url).favorites
      #expect(try await favorites.toggle(.fixture("a")) == true)
      #expect(try await favorites.isFavorite("a"))
      #expect(try await favorites.toggle(.fixture("a")) == false)
      #expect(try await favorites.isFavorite("a") == false)
    }
  }

  @Test func remove_reportsWhetherItWasAFavorite() async throws {
    try await withDatabaseFile { url in
      let favorites = try FavoritesDatabase(url: url).favorites
      try await favorites.add(.fixture("a"))
      #expect(try await favorites.remove("a") == true)
      #expect(try await favorites.remove("a") == false)
      #expect(try await favorites.favoriteIDs().isEmpty)
    }
  }

  @Test func list_isNewestFirstAndLastAddedFirstOnTies() async throws {
    try await withDatabaseFile { url in
      let clock = TestClock()
      let favorites = try FavoritesDatabase(url: url, now: clock.now).favorites
      try await favorites.add(.fixture("old"))
      clock.advance(by: 10)
      try await favorites.add(.fixture("tie-1"))
      try await favorites.add(.fixture("tie-2"))
      clock.advance(by: 10)
      try await favorites.add(.fixture("new"))
      try await favorites.add(.fixture("old"))  // a re-add keeps its place

      #expect(try await favorites.list().map(\.id) == ["new", "tie-2", "tie-1", "old"])
      #expect(try await favorites.favoriteIDs() == ["old", "tie-1", "tie-2", "new"])
    }
  }

  @Test func favorites_survive_closingAndReopening() async throws {
    try await withDatabaseFile { url in
      let clock = TestClock()
      let first = try FavoritesDatabase(url: url, now: clock.now)
      try await first.favorites.add(.fixture("a"))
      clock.advance(by: 1)
      try await first.favorites.add(.fixture("b"))
      try first.close()

      let reopened = try FavoritesDatabase(url: url)
      let list = try await reopened.favorites.list()

      #expect(list.map(\.photo) == [try .fixture("b"), try .fixture("a")])
      #expect(list.map(\.addedAt) == [clock.now(), clock.now().addingTimeInterval(-1)])
    }
  }

  @Test func favorites_afterClose_throwTheFix() async throws {
    try await withDatabaseFile { url in
      let database = try FavoritesDatabase(url: url)
      try database.close()

      let closed = DataLayerError(
        .databaseUnavailable, "The favorites database '\(url.path)' was closed; open it again to use it.")
      await #expect(throws: closed) { try await database.favorites.add(.fixture("a")) }
      await #expect(throws: closed) { try await database.favorites.list() }
      #expect(throws: closed) { try database.health() }
    }
  }
}
