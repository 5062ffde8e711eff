import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import GRDB
import Models
import ModelsTestSupport
import Testing

@Suite struct FavoritesDatabaseHealthTests {
  @Test func health_ofAFreshDatabase_isOK() async throws {
    try await withDatabaseFile { url in
      let database = try FavoritesDatabase(url: url)
      try await database.favorites.add(.fixture("a"))
      try await database.favorites.add(.fixture("b"))

      let health = try database.health()

      #expect(health.integrity == ["ok"])
      #expect(health.isHealthy)
      #expect(health.schemaVersion == "v1")
      #expect(health.favoriteCount == 2)
      #expect(health.fileSize > 0)
    }
  }

  @Test func database_isInWALMode() async throws {
    try await withDatabaseFile { url in
      let database = try FavoritesDatabase(url: url)
      try await database.favorites.add(.fixture("a"))

      let mode = try withConnection(url) { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }

      #expect(mode == "wal")
    }
  }

  @Test func databaseFiles_areOwnerOnly() async throws {
    try await withDatabaseFile { url in
      let database = try FavoritesDatabase(url: url)
      try await database.favorites.add(.fixture("a"))

      #expect(try permissions(of: url) == 0o600)
      for suffix in ["-wal", "-shm"] {
        let companion = URL(fileURLWithPath: url.path + suffix)
        #expect(try permissions(of: companion) == 0o600, "\(suffix)")
      }
    }
  }

  @Test func open_tightensAnOpenDatabaseFile() async throws {
    try await withDatabaseFile { url in
      try FavoritesDatabase(url: url).close()
      try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)

      _ = try FavoritesDatabase(url: url)

      #expect(try permissions(of: url) == 0o600)
    }
  }
}
