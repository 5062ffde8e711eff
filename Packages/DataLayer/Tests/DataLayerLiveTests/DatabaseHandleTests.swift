import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import Models
import ModelsTestSupport
import Testing

@Suite struct DatabaseHandleTests {
  /// Runs `body` with a handle whose data directory does not exist yet.
  func withHandle<T>(_ body: (DatabaseHandle, StorageLocations) async throws -> T) async throws -> T {
    try await withTemporaryDirectory { root in
      let locations = StorageLocations(
        dataDirectory: root.appendingPathComponent("data/mosaic", isDirectory: true),
        cacheDirectory: root.appendingPathComponent("cache/mosaic", isDirectory: true))
      return try await body(DatabaseHandle(locations: locations), locations)
    }
  }

  @Test func favorites_untilCalled_openNothing() async throws {
    try await withHandle { handle, locations in
      _ = handle.favorites

      #expect(!handle.isOpen)
      #expect(!FileManager.default.fileExists(atPath: locations.dataDirectory.path))
    }
  }

  @Test func favorites_firstCall_preparesTheDirectoryAndOpensTheDatabase() async throws {
    try await withHandle { handle, locations in
      try await handle.favorites.add(.fixture("a"))

      #expect(handle.isOpen)
      #expect(try permissions(of: locations.dataDirectory) == 0o700)
      #expect(try permissions(of: locations.databaseURL) == 0o600)
      #expect(try handle.health().favoriteCount == 1)
    }
  }

  @Test func stores_areBuiltOnce_evenWhenFirstCallsRace() async throws {
    try await withHandle { handle, _ in
      let stores = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
        for index in 0..<8 {
          group.addTask {
            _ = try await handle.favorites.isFavorite("photo-\(index)")
            return ObjectIdentifier(try handle.favoritesStore())
          }
        }
        return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
      }

      #expect(stores.count == 1)
      #expect(try handle.open() === handle.favoritesStore().database)
      #expect(try handle.open().appliedMigrations == SchemaHistory.current.migrations.map(\.id))
    }
  }

  @Test func close_thenUse_opensAgainWithTheFavoritesKept() async throws {
    try await withHandle { handle, _ in
      try await handle.favorites.add(.fixture("a"))
      let first = try handle.favoritesStore()

      try handle.close()
      #expect(!handle.isOpen)
      try handle.close()

      #expect(try await handle.favorites.favoriteIDs() == ["a"])
      #expect(try handle.favoritesStore() !== first)
    }
  }

  @Test func aBlockedDataDirectory_throwsDirectoryBlockedOnFirstUse() async throws {
    try await withTemporaryDirectory { root in
      let blocker = root.appendingPathComponent("blocked")
      try Data("x".utf8).write(to: blocker)
      let handle = DatabaseHandle(locations: StorageLocations(dataDirectory: blocker, cacheDirectory: root))

      await #expect(throws: DataLayerError(.directoryBlocked, path: blocker.path, role: .data)) {
        try await handle.favorites.list()
      }
      #expect(!handle.isOpen)
    }
  }

  @Test func aDatabaseThatIsNotOne_isReportedByPath_andLeftAlone() async throws {
    try await withHandle { handle, locations in
      try locations.prepare()
      try Data("not a database at all, just text".utf8).write(to: locations.databaseURL)

      await #expect(throws: DataLayerError(.notADatabase, path: locations.databaseURL.path)) {
        try await handle.favorites.list()
      }
      #expect(try Data(contentsOf: locations.databaseURL) == Data("not a database at all, just text".utf8))
    }
  }
}
