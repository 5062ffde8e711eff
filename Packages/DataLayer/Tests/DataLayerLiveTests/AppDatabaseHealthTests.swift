import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import GRDB
import Models
import ModelsTestSupport
import TestExpectations
import Testing

@Suite struct AppDatabaseHealthTests {
  @Test func health_ofAFreshDatabase_isOK() async throws {
    try await withDatabaseFile { url in
      let database = try AppDatabase(url: url)
      let favorites = FavoritesStore(database: database).client
      try await favorites.add(.fixture("a"))
      try await favorites.add(.fixture("b"))

      let health = try database.health()

      #expect(health.integrity == ["ok"])
      #expect(health.isHealthy)
      #expect(health.schemaVersion == SchemaHistory.current.version)
      #expect(health.lastMigration == SchemaHistory.current.migrations.last?.id)
      #expect(
        health.rowCounts == [
          FavoritesStore.table: 2, SavedArticlesStore.table: 0, SearchHistoryStore.table: 0, SettingsStore.table: 0,
          ReadArticlesStore.table: 0, PluginStorageStore.table: 0, NewsFeedsStore.table: 0,
          SearchHistoryStore.Kind.photos.table: 0,
        ])
      #expect(health.favoriteCount == 2)
      #expect(health.fileSize > 0)
    }
  }

  @Test func database_isInWALMode() async throws {
    try await withDatabaseFile { url in
      try await favorites(at: url).add(.fixture("a"))

      let mode = try withConnection(url) { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }

      #expect(mode == "wal")
    }
  }

  @Test func databaseFiles_areOwnerOnly() async throws {
    try await withDatabaseFile { url in
      let database = try AppDatabase(url: url)
      try await FavoritesStore(database: database).client.add(.fixture("a"))

      #expect(try permissions(of: url) == 0o600)
      for suffix in ["-wal", "-shm"] {
        let companion = URL(fileURLWithPath: url.path + suffix)
        #expect(try permissions(of: companion) == 0o600, "\(suffix)")
      }
    }
  }

  /// Issue 19, item 25: a table another program dropped passes `PRAGMA integrity_check`; health names it.
  @Test func health_namesWhatTheSchemaVersionPromisesButTheFileLacks() async throws {
    try await withDatabaseFile { url in
      try AppDatabase(url: url).close()
      try withConnection(url) { db in
        try db.execute(sql: "DROP TABLE favorites; DROP TRIGGER saved_articles_ai")
      }
      let database = try AppDatabase(url: url)
      defer { try? database.close() }

      let health = try database.health()

      #expect(health.isHealthy)
      #expect(health.missingSchema == ["favorites", "saved_articles_ai"])
    }
  }

  @Test func health_ofAWholeSchema_missesNothing() async throws {
    try await withDatabaseFile { url in
      let database = try AppDatabase(url: url)
      defer { try? database.close() }
      #expect(try database.health().missingSchema == [])
    }
  }

  @Test func open_tightensAnOpenDatabaseFile() async throws {
    try await withDatabaseFile { url in
      try AppDatabase(url: url).close()
      try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)

      _ = try AppDatabase(url: url)

      #expect(try permissions(of: url) == 0o600)
    }
  }

  /// Tightening takes permissions away, never gives one: a read-only `0444` file becomes `0400`, not `0600`.
  @Test func open_neverMakesAReadOnlyFileWritable() async throws {
    try await withDatabaseFile { url in
      try AppDatabase(url: url).close()
      #expect(chmod(url.path, 0o444) == 0)

      _ = try? AppDatabase(url: url)

      try expectEqual(permissions(of: url).map { $0 & 0o222 }, 0)
    }
  }
}
