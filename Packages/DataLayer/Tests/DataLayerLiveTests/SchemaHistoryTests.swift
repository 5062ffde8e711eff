import DataLayer
import DataLayerLive
import Foundation
import GRDB
import Models
import ModelsTestSupport
import Testing

@Suite struct SchemaHistoryTests {
  @Test func current_listsEveryStoresMigrationsOnceInTheirOrder() {
    let ids = SchemaHistory.current.migrations.map(\.id)
    #expect(Set(ids).count == ids.count)
    for store in [
      FavoritesStore.migrations, SavedArticlesStore.migrations, SearchHistoryStore.migrations,
      SettingsStore.migrations,
    ] {
      #expect(ids.filter { id in store.contains { $0.id == id } } == store.map(\.id))
    }
    #expect(ids == ["favorites/v1", "savedArticles/v1", "searchHistory/v1", "settings/v1"])
    #expect(SchemaHistory.current.version == 4)
  }

  @Test func migrationID_namesTheMigrationThatBringsAFileToAVersion() {
    #expect(NotesStore.history.migrationID(at: 0) == nil)
    #expect(NotesStore.history.migrationID(at: 1) == "favorites/v1")
    #expect(NotesStore.history.migrationID(at: 2) == "savedArticles/v1")
    #expect(NotesStore.history.migrationID(at: 5) == "notes/v1")
    #expect(NotesStore.history.migrationID(at: 6) == nil)
  }

  @Test func open_aFreshFile_appliesEveryMigrationAndCountsThemInUserVersion() async throws {
    try await withDatabaseFile { url in
      let database = try AppDatabase(url: url, history: NotesStore.history)

      #expect(database.appliedMigrations == NotesStore.history.migrations.map(\.id))
      #expect(try database.schemaVersion() == 5)
      #expect(try userVersion(url) == 5)
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
      #expect(try database.health().schemaVersion == 5)
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

      #expect(throws: DataLayerError(.newerSchema, path: url.path, version: 5, knownVersion: 4)) {
        try AppDatabase(url: url)
      }
      #expect(try userVersion(url) == 5)
      #expect(try hasTable("notes", url))
      #expect(try withConnection(url) { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM favorites") } == 1)
    }
  }
}
