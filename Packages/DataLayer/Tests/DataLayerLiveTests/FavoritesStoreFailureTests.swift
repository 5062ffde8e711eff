import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import GRDB
import Models
import ModelsTestSupport
import Testing

@Suite struct FavoritesStoreFailureTests {
  @Test func open_aFileThatIsNotADatabase_throwsAndLeavesItUntouched() async throws {
    try await withDatabaseFile { url in
      try Data("hello".utf8).write(to: url)

      #expect(throws: DataLayerError(.notADatabase, path: url.path)) { try AppDatabase(url: url) }
      #expect(try Data(contentsOf: url) == Data("hello".utf8))
    }
  }

  @Test func open_inAMissingDirectory_throwsThePathAndTheReason() async throws {
    try await withTemporaryDirectory { root in
      let url = root.appendingPathComponent("missing/mosaic.sqlite")

      #expect(throws: DataLayerError(.databaseCreateFailed, path: url.path, detail: "No such file or directory")) {
        try AppDatabase(url: url)
      }
    }
  }

  @Test func list_skipsUnreadableSnapshotsAndKeepsTheirRows() async throws {
    try await withDatabaseFile { url in
      let clock = TestClock()
      let database = try AppDatabase(url: url)
      let favorites = FavoritesStore(database: database, now: clock.now).client
      for id in ["a", "b", "c", "d"] {
        try await favorites.add(.fixture(id))
        clock.advance(by: 1)
      }
      try withConnection(url) { db in
        try db.execute(sql: "UPDATE favorites SET snapshot = '{\"id\": \"b\", broken' WHERE photo_id = 'b'")
        try db.execute(sql: "UPDATE favorites SET snapshot = x'00ff' WHERE photo_id = 'c'")
        try db.execute(sql: "UPDATE favorites SET added_at = 'yesterday' WHERE photo_id = 'd'")
      }

      #expect(try await favorites.list().map(\.id) == ["a"])
      #expect(try await favorites.favoriteIDs() == ["a", "b", "c", "d"])
      #expect(try database.health().favoriteCount == 4)
    }
  }

  @Test func add_repairsAnUnreadableSnapshot() async throws {
    try await withDatabaseFile { url in
      let favorites = try favorites(at: url)
      try await favorites.add(.fixture("a"))
      try withConnection(url) { db in try db.execute(sql: "UPDATE favorites SET snapshot = 'edited by hand'") }

      try await favorites.add(.fixture("a", likes: 7))

      #expect(try await favorites.list().map(\.photo) == [try .fixture("a", likes: 7)])
    }
  }

  @Test func open_aFailingMigration_rollsItBackAndNamesIt() async throws {
    try await withDatabaseFile { url in
      try await favorites(at: url).add(.fixture("a"))
      let history = SchemaHistory(SchemaHistory.current.migrations + [brokenNotes])

      let error = try #require(throws: DataLayerError.self) { try AppDatabase(url: url, history: history) }

      #expect(error.code == .migrationFailed)
      #expect(error.path == url.path)
      #expect(error.value == "notes/v1")
      #expect(try userVersion(url) == SchemaHistory.current.version)
      #expect(try hasTable("notes", url) == false)
      #expect(try await favorites(at: url).favoriteIDs() == ["a"])
    }
  }
}
