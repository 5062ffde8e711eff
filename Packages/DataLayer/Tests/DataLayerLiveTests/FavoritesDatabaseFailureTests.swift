import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import GRDB
import Models
import ModelsTestSupport
import Testing

@Suite struct FavoritesDatabaseFailureTests {
  @Test func open_aFileThatIsNotADatabase_throwsAndLeavesItUntouched() async throws {
    try await withDatabaseFile { url in
      try Data("hello".utf8).write(to: url)

      let error = try #require(throws: DataLayerError.self) { try FavoritesDatabase(url: url) }

      #expect(error.code == .notADatabase)
      #expect(
        error.message
          == "The favorites database '\(url.path)' is not an SQLite database; "
          + "move that file away or pass --data-dir to use another directory.")
      #expect(try Data(contentsOf: url) == Data("hello".utf8))
    }
  }

  @Test func open_aDatabaseFromANewerBuild_throwsAndKeepsIt() async throws {
    try await withDatabaseFile { url in
      let database = try FavoritesDatabase(url: url)
      try await database.favorites.add(.fixture("a"))
      try database.close()
      try withConnection(url) { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v2-from-the-future')") }

      let error = try #require(throws: DataLayerError.self) { try FavoritesDatabase(url: url) }

      #expect(error.code == .newerSchema)
      #expect(error.message.contains("'\(url.path)' was written by a newer version of mosaic"))
      #expect(error.message.contains("'v2-from-the-future'"))
      let count = try withConnection(url) { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM favorites") }
      #expect(count == 1)
    }
  }

  @Test func open_inAMissingDirectory_throwsNamingThePath() async throws {
    try await withTemporaryDirectory { root in
      let url = root.appendingPathComponent("missing/mosaic.sqlite")

      let error = try #require(throws: DataLayerError.self) { try FavoritesDatabase(url: url) }

      #expect(error.code == .databaseUnavailable)
      #expect(
        error.message.hasPrefix("The favorites database '\(url.path)' cannot be created (No such file or directory)"))
    }
  }

  @Test func list_skipsUnreadableSnapshotsAndKeepsTheirRows() async throws {
    try await withDatabaseFile { url in
      let clock = TestClock()
      let database = try FavoritesDatabase(url: url, now: clock.now)
      for id in ["a", "b", "c", "d"] {
        try await database.favorites.add(.fixture(id))
        clock.advance(by: 1)
      }
      try withConnection(url) { db in
        try db.execute(sql: "UPDATE favorites SET snapshot = '{\"id\": \"b\", broken' WHERE photo_id = 'b'")
        try db.execute(sql: "UPDATE favorites SET snapshot = x'00ff' WHERE photo_id = 'c'")
        try db.execute(sql: "UPDATE favorites SET added_at = 'yesterday' WHERE photo_id = 'd'")
      }

      #expect(try await database.favorites.list().map(\.id) == ["a"])
      #expect(try await database.favorites.favoriteIDs() == ["a", "b", "c", "d"])
      #expect(try database.health().favoriteCount == 4)
    }
  }

  @Test func add_repairsAnUnreadableSnapshot() async throws {
    try await withDatabaseFile { url in
      let database = try FavoritesDatabase(url: url)
      try await database.favorites.add(.fixture("a"))
      try withConnection(url) { db in try db.execute(sql: "UPDATE favorites SET snapshot = 'edited by hand'") }

      try await database.favorites.add(.fixture("a", likes: 7))

      #expect(try await database.favorites.list().map(\.photo) == [try .fixture("a", likes: 7)])
    }
  }
}

/// Runs `body` on a separate, plain SQLite connection to the database file, like another program would.
func withConnection<T>(_ url: URL, _ body: (Database) throws -> T) throws -> T {
  let queue = try DatabaseQueue(path: url.path)
  defer { try? queue.close() }
  return try queue.inDatabase(body)
}
