import Core
import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import GRDB
import Models
import ModelsTestSupport
import Testing

/// Issue 12: reads take the cheapest safe path. A handle reads favorites and settings through one read-only
/// connection while the file is private and at the current schema; no file reads as empty and creates nothing;
/// anything else goes through the writer as before.
@Suite struct DatabaseReadPathTests {
  func withHandle<T>(_ body: (DatabaseHandle, StorageLocations) async throws -> T) async throws -> T {
    try await withTemporaryDirectory { root in
      let locations = StorageLocations(
        dataDirectory: root.appendingPathComponent("data/mosaic", isDirectory: true),
        cacheDirectory: root.appendingPathComponent("cache/mosaic", isDirectory: true))
      return try await body(DatabaseHandle(locations: locations), locations)
    }
  }

  @Test func noDatabase_readsAsEmpty_andCreatesNothing() async throws {
    try await withHandle { handle, locations in
      let ids = try await handle.favorites.favoriteIDs()
      #expect(ids.isEmpty)
      #expect(try await handle.favorites.list().isEmpty)
      #expect(try await handle.favorites.isFavorite("a") == false)
      #expect(try await handle.favorites.favorite("a") == nil)
      #expect(try await handle.settings.load() == .defaults)

      #expect(!handle.isOpen)
      #expect(!FileManager.default.fileExists(atPath: locations.dataDirectory.path))
    }
  }

  @Test func aDatabaseCreatedElsewhere_afterAReadOfNoFile_isSeenByTheNextRead() async throws {
    try await withHandle { handle, locations in
      #expect(try await handle.favorites.favoriteIDs().isEmpty)
      // Another process (`mosaic favorites add` in a second shell) creates the database meanwhile.
      let other = DatabaseHandle(locations: locations)
      try await other.favorites.add(.fixture("a"))
      try other.close()

      #expect(try await handle.favorites.favoriteIDs() == ["a"])
      #expect(try await handle.favorites.list().map(\.photo.id) == ["a"])
      #expect(!handle.isOpen)
    }
  }

  @Test func aCurrentDatabase_isReadWithoutOpeningThePool() async throws {
    try await withHandle { handle, locations in
      try await handle.favorites.add(.fixture("a"))
      _ = try await handle.settings.set(.language(.german))
      try handle.close()
      let reader = DatabaseHandle(locations: locations)

      #expect(try await reader.favorites.favoriteIDs() == ["a"])
      #expect(try await reader.favorites.list().map(\.photo.id) == ["a"])
      #expect(try await reader.favorites.isFavorite("a"))
      #expect(try await reader.favorites.favorite("a")?.photo == .fixture("a"))
      #expect(try await reader.settings.load().language == .german)
      #expect(!reader.isOpen)
    }
  }

  @Test func aWriteAfterReads_goesThroughThePool_andLaterReadsSeeIt() async throws {
    try await withHandle { handle, locations in
      try await handle.favorites.add(.fixture("a"))
      try handle.close()
      let second = DatabaseHandle(locations: locations)

      #expect(try await second.favorites.favoriteIDs() == ["a"])
      try await second.favorites.add(.fixture("b"))
      #expect(second.isOpen)
      #expect(try await second.favorites.favoriteIDs() == ["a", "b"])
      try second.close()
    }
  }

  @Test func anOlderSchema_isReadThroughTheWriter_whichMigratesIt() async throws {
    try await withHandle { _, locations in
      let older = DatabaseHandle(
        locations: locations, history: SchemaHistory(Array(SchemaHistory.current.migrations.prefix(1))))
      try await older.favorites.add(.fixture("a"))
      try older.close()
      #expect(try userVersion(locations.databaseURL) == 1)
      let reader = DatabaseHandle(locations: locations)

      #expect(try await reader.favorites.favoriteIDs() == ["a"])
      #expect(reader.isOpen)
      #expect(try userVersion(locations.databaseURL) == SchemaHistory.current.version)
      try reader.close()
    }
  }

  @Test func aLooseFile_isReadThroughTheWriter_whichTightensIt() async throws {
    try await withHandle { handle, locations in
      try await handle.favorites.add(.fixture("a"))
      try handle.close()
      #expect(chmod(locations.databaseURL.path, 0o644) == 0)
      let reader = DatabaseHandle(locations: locations)

      #expect(try await reader.favorites.favoriteIDs() == ["a"])
      #expect(reader.isOpen)
      let mode = try FileManager.default.attributesOfItem(atPath: locations.databaseURL.path)[.posixPermissions]
      #expect(mode as? Int == 0o600)
      try reader.close()
    }
  }

  @Test func aNewerSchema_isRefusedAsBefore() async throws {
    try await withHandle { handle, locations in
      try await handle.favorites.add(.fixture("a"))
      try handle.close()
      let newer = SchemaHistory.current.version + 1
      try withConnection(locations.databaseURL) { db in try db.execute(sql: "PRAGMA user_version = \(newer)") }
      let reader = DatabaseHandle(locations: locations)

      let failure = await #expect(throws: DataLayerError.self) { try await reader.favorites.favoriteIDs() }
      #expect(failure?.code == .newerSchema)
      #expect(!reader.isOpen)
    }
  }
}
