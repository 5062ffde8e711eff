import DataLayer
import DataLayerLive
import Foundation
import Models
import ModelsTestSupport
import Testing

/// Two `FavoritesDatabase` instances on one file stand in for two `mosaic` processes: each has its own
/// SQLite connections and file locks.
@Suite struct FavoritesDatabaseConcurrencyTests {
  @Test func add_fromTwoDatabasesAtOnce_losesNothing() async throws {
    try await withDatabaseFile { url in
      let databases = [try FavoritesDatabase(url: url), try FavoritesDatabase(url: url)]
      let photos = try (0..<400).map { try Photo.fixture("photo-\($0)") }

      try await withThrowingTaskGroup(of: Void.self) { group in
        for (index, database) in databases.enumerated() {
          let favorites = database.favorites
          let share = photos[(index * 200)..<((index + 1) * 200)]
          group.addTask { for photo in share { try await favorites.add(photo) } }
        }
        try await group.waitForAll()
      }

      let expected = Set(photos.map(\.id))
      #expect(try await databases[0].favorites.favoriteIDs() == expected)
      #expect(try await databases[1].favorites.list().count == 400)
      #expect(try FavoritesDatabase(url: url).health().favoriteCount == 400)
    }
  }

  @Test func toggle_fromTwoDatabasesAtOnce_isAtomic() async throws {
    try await withDatabaseFile { url in
      let databases = [try FavoritesDatabase(url: url), try FavoritesDatabase(url: url)]
      let photo = try Photo.fixture("contested")

      let turnedOn = try await withThrowingTaskGroup(of: Int.self) { group in
        for database in databases {
          let favorites = database.favorites
          group.addTask {
            var on = 0
            for _ in 0..<50 {
              if try await favorites.toggle(photo) { on += 1 }
            }
            return on
          }
        }
        return try await group.reduce(0, +)
      }

      #expect(turnedOn == 50)
      #expect(try await databases[0].favorites.isFavorite("contested") == false)
    }
  }

  @Test func open_fromTwoDatabasesAtOnce_migratesOnce() async throws {
    try await withDatabaseFile { url in
      let versions = try await withThrowingTaskGroup(of: String.self) { group in
        for _ in 0..<2 { group.addTask { try FavoritesDatabase(url: url).health().schemaVersion } }
        return try await group.reduce(into: [String]()) { $0.append($1) }
      }
      #expect(versions == ["v1", "v1"])
    }
  }
}
