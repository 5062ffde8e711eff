import DataLayer
import DataLayerLive
import Foundation
import GRDB
import Models
import TestExpectations
import Testing

/// A database written by the mosaic from before `user_version` (see `Support/LegacyFixture.swift`).
@Suite struct LegacyUpgradeTests {
  @Test func fixture_isAsTheOldMosaicLeftIt() async throws {
    try await withLegacyDatabase { url in
      let main = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int
      let log = try FileManager.default.attributesOfItem(atPath: url.path + "-wal")[.size] as? Int
      #expect(main == 4096)
      #expect(log ?? 0 > 4096)
    }
  }

  @Test func open_migratesToUserVersion_andKeepsEveryFavoriteInOrder() async throws {
    try await withLegacyDatabase { url in
      let database = try AppDatabase(url: url)
      let list = try await FavoritesStore(database: database).client.list()

      // v1 is adopted, not run again; the stores that shipped after it are added.
      #expect(database.appliedMigrations == SchemaHistory.current.migrations.dropFirst().map(\.id))
      #expect(try database.schemaVersion() == SchemaHistory.current.version)
      let expected = LegacyFavorites.expected
      #expect(list.map(\.id) == expected.map(\.id))
      #expect(list.map(\.addedAt.timeIntervalSince1970) == expected.map(\.addedAt))
      expectEqual(list.map { $0.photo.description }, expected.map(\.description))
      #expect(list.map(\.photo.user.name) == expected.map(\.photographer))
      #expect(list.map(\.photo.likes) == expected.map(\.likes))
      expectAll(list) { $0.photo.urls.raw.absoluteString == "embedded://photos/\($0.id)" }
      try database.close()
      #expect(try userVersion(url) == SchemaHistory.current.version)
      // Left in place, so a mosaic from before this change can still open the file.
      #expect(try hasTable("grdb_migrations", url))
    }
  }

  @Test func reopen_afterTheUpgrade_isANoOp() async throws {
    try await withLegacyDatabase { url in
      try AppDatabase(url: url).close()
      let schema = try withConnection(url) { db in
        try String.fetchAll(db, sql: "SELECT type || name || IFNULL(sql, '') FROM sqlite_master")
      }

      let reopened = try AppDatabase(url: url)

      #expect(reopened.appliedMigrations.isEmpty)
      #expect(try reopened.schemaVersion() == SchemaHistory.current.version)
      #expect(
        try await FavoritesStore(database: reopened).client.list().map(\.id) == LegacyFavorites.expected.map(\.id))
      try reopened.close()
      try expectEqual(
        withConnection(url) { db in
          try String.fetchAll(db, sql: "SELECT type || name || IFNULL(sql, '') FROM sqlite_master")
        }, schema)
    }
  }

  @Test func open_withAStoreAppendedLater_upgradesTheLegacyFileInOneGo() async throws {
    try await withLegacyDatabase { url in
      let database = try AppDatabase(url: url, history: NotesStore.history)

      #expect(database.appliedMigrations == NotesStore.history.migrations.dropFirst().map(\.id))
      #expect(try database.schemaVersion() == NotesStore.history.version)
      #expect(try await FavoritesStore(database: database).client.favoriteIDs().count == 3)
    }
  }

  @Test func open_aLegacyFileWithAMigrationThisBuildDoesNotKnow_isRefusedAndKeptAsItIs() async throws {
    try await withLegacyDatabase { url in
      try withConnection(url) { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v2-from-the-future')") }

      #expect(throws: DataLayerError(.newerSchema, path: url.path, value: "v2-from-the-future")) {
        try AppDatabase(url: url)
      }
      #expect(try userVersion(url) == 0)
      try expectEqual(withConnection(url) { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM favorites") }, 3)
    }
  }
}
