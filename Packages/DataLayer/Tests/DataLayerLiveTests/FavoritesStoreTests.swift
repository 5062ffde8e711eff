import DataLayer
import DataLayerLive
import Foundation
import Models
import ModelsTestSupport
import Testing

@Suite struct FavoritesStoreTests {
  @Test func add_twice_keepsTheFirstDateAndTheNewSnapshot() async throws {
    try await withDatabaseFile { url in
      let clock = TestClock()
      let favorites = try favorites(at: url, now: clock.now)
      let first = clock.now()

      try await favorites.add(.fixture("a", likes: 1))
      clock.advance(by: 60)
      try await favorites.add(.fixture("a", likes: 2))

      #expect(try await favorites.list() == [Favorite(photo: .fixture("a", likes: 2), addedAt: first)])
    }
  }

  @Test func toggle_flipsAndReportsTheNewState() async throws {
    try await withDatabaseFile { url in
      let favorites = try favorites(at: url)
      #expect(try await favorites.toggle(.fixture("a")) == true)
      #expect(try await favorites.isFavorite("a"))
      #expect(try await favorites.toggle(.fixture("a")) == false)
      #expect(try await favorites.isFavorite("a") == false)
    }
  }

  @Test func remove_reportsWhetherItWasAFavorite() async throws {
    try await withDatabaseFile { url in
      let favorites = try favorites(at: url)
      try await favorites.add(.fixture("a"))
      #expect(try await favorites.remove("a") == true)
      #expect(try await favorites.remove("a") == false)
      #expect(try await favorites.favoriteIDs().isEmpty)
    }
  }

  @Test func list_isNewestFirstAndLastAddedFirstOnTies() async throws {
    try await withDatabaseFile { url in
      let clock = TestClock()
      let favorites = try favorites(at: url, now: clock.now)
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
      let database = try AppDatabase(url: url)
      let first = FavoritesStore(database: database, now: clock.now).client
      try await first.add(.fixture("a"))
      clock.advance(by: 1)
      try await first.add(.fixture("b"))
      try database.close()

      let list = try await favorites(at: url).list()

      #expect(list.map(\.photo) == [try .fixture("b"), try .fixture("a")])
      #expect(list.map(\.addedAt) == [clock.now(), clock.now().addingTimeInterval(-1)])
    }
  }

  @Test func favorites_afterClose_throwDatabaseClosed() async throws {
    try await withDatabaseFile { url in
      let database = try AppDatabase(url: url)
      let favorites = FavoritesStore(database: database).client
      try database.close()

      let closed = DataLayerError(.databaseClosed, path: url.path)
      await #expect(throws: closed) { try await favorites.add(.fixture("a")) }
      await #expect(throws: closed) { try await favorites.list() }
      #expect(throws: closed) { try database.health() }
    }
  }

  @Test func store_keepsOneClientAndItsDatabase() async throws {
    try await withDatabaseFile { url in
      let database = try AppDatabase(url: url)
      let store = FavoritesStore(database: database)
      try await store.client.add(.fixture("a"))

      #expect(store.database === database)
      #expect(try await store.client.isFavorite("a"))
      #expect(FavoritesStore.migrations.map(\.id) == ["favorites/v1"])
    }
  }
}
