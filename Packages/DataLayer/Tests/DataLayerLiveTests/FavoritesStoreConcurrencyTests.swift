import DataLayer
import DataLayerLive
import Foundation
import Models
import ModelsTestSupport
import Testing

/// Several `AppDatabase` instances on one file stand in for several `mosaic` processes: each has its own
/// SQLite connections and file locks.
@Suite struct FavoritesStoreConcurrencyTests {
  @Test func add_fromTwoDatabasesAtOnce_losesNothing() async throws {
    try await withDatabaseFile { url in
      let clients = [try favorites(at: url), try favorites(at: url)]
      let photos = try (0..<400).map { try Photo.fixture("photo-\($0)") }

      try await withThrowingTaskGroup(of: Void.self) { group in
        for (index, favorites) in clients.enumerated() {
          let share = photos[(index * 200)..<((index + 1) * 200)]
          group.addTask { for photo in share { try await favorites.add(photo) } }
        }
        try await group.waitForAll()
      }

      #expect(try await clients[0].favoriteIDs() == Set(photos.map(\.id)))
      #expect(try await clients[1].list().count == 400)
      #expect(try AppDatabase(url: url).health().favoriteCount == 400)
    }
  }

  @Test func toggle_fromTwoDatabasesAtOnce_isAtomic() async throws {
    try await withDatabaseFile { url in
      let clients = [try favorites(at: url), try favorites(at: url)]
      let photo = try Photo.fixture("contested")

      let turnedOn = try await withThrowingTaskGroup(of: Int.self) { group in
        for favorites in clients {
          group.addTask {
            var on = 0
            for _ in 0..<50 where try await favorites.toggle(photo) { on += 1 }
            return on
          }
        }
        return try await group.reduce(0, +)
      }

      // 100 flips starting from off: exactly every other one turns it on, whichever process made it.
      #expect(turnedOn == 50)
      #expect(try await clients[0].isFavorite("contested") == false)
      #expect(try AppDatabase(url: url).health().favoriteCount == 0)
    }
  }

  @Test(arguments: 0..<3)
  func open_aFreshFileFromFourConnectionsAtOnce_allSucceedAndMigrateOnce(_ round: Int) async throws {
    try await withDatabaseFile { url in
      let applied = try await withThrowingTaskGroup(of: [String].self) { group in
        for _ in 0..<4 { group.addTask { try AppDatabase(url: url).appliedMigrations } }
        return try await group.reduce(into: [String]()) { $0 += $1 }
      }

      // Each migration exactly once in all; which connection applied which (and so the order the four lists
      // arrive in) is up to the race.
      #expect(applied.sorted() == SchemaHistory.current.migrations.map(\.id).sorted(), "round \(round)")
      #expect(try userVersion(url) == SchemaHistory.current.version)
    }
  }

  @Test func open_aV1FileFromTwoConnectionsWithALaterStore_appliesItOnce() async throws {
    try await withDatabaseFile { url in
      try await favorites(at: url).add(.fixture("a"))

      let applied = try await withThrowingTaskGroup(of: [String].self) { group in
        for _ in 0..<2 { group.addTask { try AppDatabase(url: url, history: NotesStore.history).appliedMigrations } }
        return try await group.reduce(into: [String]()) { $0 += $1 }
      }

      #expect(applied == ["notes/v1"])
      #expect(try userVersion(url) == NotesStore.history.version)
    }
  }
}
