import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import GRDB
import Models
import ModelsTestSupport
import TestExpectations
import Testing

@Suite struct SchemaHistoryTests {
  @Test func current_listsEveryStoresMigrationsOnceInTheirOrder() {
    let ids = SchemaHistory.current.migrations.map(\.id)
    #expect(Set(ids).count == ids.count)
    for store in [
      FavoritesStore.migrations, SavedArticlesStore.migrations, SearchHistoryStore.migrations,
      SettingsStore.migrations,
    ] {
      expectEqual(ids.filter { id in store.contains { $0.id == id } }, store.map(\.id))
    }
    #expect(
      ids == [
        "favorites/v1", "savedArticles/v1", "searchHistory/v1", "settings/v1", "savedArticles/v2", "savedArticles/v3",
        "readArticles/v1", "pluginStorage/v1", "newsFeeds/v1", "photoSearchHistory/v1",
      ])
    #expect(SchemaHistory.current.version == 10)
  }

  @Test func migrationID_namesTheMigrationThatBringsAFileToAVersion() {
    #expect(NotesStore.history.migrationID(at: 0) == nil)
    #expect(NotesStore.history.migrationID(at: 1) == "favorites/v1")
    #expect(NotesStore.history.migrationID(at: 2) == "savedArticles/v1")
    #expect(NotesStore.history.migrationID(at: 5) == "savedArticles/v2")
    #expect(NotesStore.history.migrationID(at: 6) == "savedArticles/v3")
    #expect(NotesStore.history.migrationID(at: 7) == "readArticles/v1")
    #expect(NotesStore.history.migrationID(at: 8) == "pluginStorage/v1")
    #expect(NotesStore.history.migrationID(at: 9) == "newsFeeds/v1")
    #expect(NotesStore.history.migrationID(at: 10) == "photoSearchHistory/v1")
    #expect(NotesStore.history.migrationID(at: 11) == "notes/v1")
    #expect(NotesStore.history.migrationID(at: 12) == nil)
  }

  @Test func open_aFreshFile_appliesEveryMigrationAndCountsThemInUserVersion() async throws {
    try await withDatabaseFile { url in
      let database = try AppDatabase(url: url, history: NotesStore.history)

      #expect(database.appliedMigrations == NotesStore.history.migrations.map(\.id))
      #expect(try database.schemaVersion() == 11)
      #expect(try userVersion(url) == 11)
    }
  }

  @Test func reopen_anUpToDateFile_appliesNothing() async throws {
    try await withDatabaseFile { url in
      try AppDatabase(url: url).close()

      let reopened = try AppDatabase(url: url)

      #expect(reopened.appliedMigrations.isEmpty)
      #expect(try reopened.schemaVersion() == SchemaHistory.current.version)
    }
  }

  @Test func open_aV1FileWithAStoreAppendedLater_migratesItAndKeepsTheFavorites() async throws {
    try await withDatabaseFile { url in
      let clock = TestClock()
      try await favorites(at: url, now: clock.now).add(.fixture("a"))

      let database = try AppDatabase(url: url, history: NotesStore.history)

      #expect(database.appliedMigrations == ["notes/v1"])
      #expect(try database.health().schemaVersion == 11)
      #expect(try database.health().lastMigration == "notes/v1")
      #expect(try hasTable("notes", url))
      let list = try await FavoritesStore(database: database).client.list()
      #expect(list == [Favorite(photo: try .fixture("a"), addedAt: clock.now())])
    }
  }

  @Test func open_aFileFromANewerBuild_isRefusedAndKeptAsItIs() async throws {
    try await withDatabaseFile { url in
      let newer = try AppDatabase(url: url, history: NotesStore.history)
      try await FavoritesStore(database: newer).client.add(.fixture("a"))
      try newer.close()

      #expect(throws: DataLayerError(.newerSchema, path: url.path, version: 11, knownVersion: 10)) {
        try AppDatabase(url: url)
      }
      #expect(try userVersion(url) == 11)
      #expect(try hasTable("notes", url))
      try expectEqual(withConnection(url) { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM favorites") }, 1)
    }
  }

  /// Issue 19, item 18: a `user_version` below zero crashed every command that opened the file (the migrator
  /// indexed its steps with it); now it is refused in one sentence, like a newer file, and kept as it is.
  @Test(arguments: [-1, -2, Int(Int32.min)])
  func open_aNegativeSchemaVersion_isRefusedAndKeptAsItIs(_ version: Int) async throws {
    try await withDatabaseFile { url in
      try await favorites(at: url).add(.fixture("a"))
      try withConnection(url) { db in try db.execute(sql: "PRAGMA user_version = \(version)") }

      #expect(throws: DataLayerError(.impossibleSchema, path: url.path, version: version, knownVersion: 10)) {
        try AppDatabase(url: url)
      }
      #expect(try userVersion(url) == version)
      try expectEqual(withConnection(url) { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM favorites") }, 1)
    }
  }

  @Test func handle_withANegativeSchemaVersion_failsEveryWayIn() async throws {
    try await withTemporaryDirectory { directory in
      let locations = StorageLocations(dataDirectory: directory, cacheDirectory: directory)
      try await favorites(at: locations.databaseURL).add(.fixture("a"))
      try withConnection(locations.databaseURL) { db in try db.execute(sql: "PRAGMA user_version = -1") }
      let handle = DatabaseHandle(locations: locations)
      defer { try? handle.close() }

      #expect(throws: DataLayerError.self) { try handle.health() }
      await #expect(throws: DataLayerError.self) { try await handle.favorites.list() }
      await #expect(throws: DataLayerError.self) { try await handle.export() }
      let error = try #require(throws: DataLayerError.self) { try handle.health() }
      #expect(error.code == .impossibleSchema)
      #expect(error.version == -1)
    }
  }
}
