import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import GRDB
import Models
import ModelsTestSupport
import Testing

/// Issue 19, item 24: Mosaic never reaches another file through a symbolic link planted where the database or
/// its `-wal` or `-shm` should be (SQLite follows links, and opening then migrated and chmodded the link's
/// target); and item 17: a data folder it did not create keeps its mode, also when the command then fails.
@Suite struct DatabaseFileLinkTests {
  /// Another program's SQLite database, readable by others, with one table.
  private func victimDatabase(_ url: URL) throws {
    try withConnection(url) { db in try db.execute(sql: "CREATE TABLE notes (text TEXT)") }
    #expect(chmod(url.path, 0o644) == 0)
  }

  @Test func linkedDatabase_isRefused_andItsTargetUntouched() async throws {
    try await withTemporaryDirectory { root in
      let victim = root.appendingPathComponent("other.sqlite")
      try victimDatabase(victim)
      let data = root.appendingPathComponent("data", isDirectory: true)
      try FileManager.default.createDirectory(at: data, withIntermediateDirectories: false)
      let link = data.appendingPathComponent("mosaic.sqlite")
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)

      #expect(throws: DataLayerError(.databaseNotAFile, path: link.path)) { try AppDatabase(url: link) }
      let handle = DatabaseHandle(locations: StorageLocations(dataDirectory: data, cacheDirectory: data))
      defer { try? handle.close() }
      await #expect(throws: DataLayerError(.databaseNotAFile, path: link.path)) { try await handle.favorites.list() }
      await #expect(throws: DataLayerError(.databaseNotAFile, path: link.path)) { try await handle.settings.load() }

      #expect(try permissions(of: victim) == 0o644)
      #expect(try hasTable("favorites", victim) == false)
      #expect(try userVersion(victim) == 0)
      #expect(!FileManager.default.fileExists(atPath: victim.path + "-wal"))
    }
  }

  @Test(arguments: ["-wal", "-shm"])
  func linkedCompanionFile_isRefused_andItsTargetUntouched(_ suffix: String) async throws {
    try await withTemporaryDirectory { root in
      let url = root.appendingPathComponent("mosaic.sqlite")
      try AppDatabase(url: url).close()
      let victim = root.appendingPathComponent("precious.txt")
      try Data("precious".utf8).write(to: victim)
      #expect(chmod(victim.path, 0o644) == 0)
      let companion = URL(fileURLWithPath: url.path + suffix)
      try? FileManager.default.removeItem(at: companion)
      try FileManager.default.createSymbolicLink(at: companion, withDestinationURL: victim)

      #expect(throws: DataLayerError(.databaseNotAFile, path: companion.path)) { try AppDatabase(url: url) }

      #expect(try Data(contentsOf: victim) == Data("precious".utf8))
      #expect(try permissions(of: victim) == 0o644)
    }
  }

  @Test(arguments: [0o755, 0o2775, 0o777])
  func existingDataFolder_keepsItsMode_evenWhenTheOpenFails(_ mode: Int) async throws {
    try await withTemporaryDirectory { root in
      let data = root.appendingPathComponent("data", isDirectory: true)
      try FileManager.default.createDirectory(at: data, withIntermediateDirectories: false)
      #expect(chmod(data.path, mode_t(mode)) == 0)
      try Data("not a database".utf8).write(to: data.appendingPathComponent("mosaic.sqlite"))
      let handle = DatabaseHandle(locations: StorageLocations(dataDirectory: data, cacheDirectory: data))
      defer { try? handle.close() }

      await #expect(throws: DataLayerError.self) { try await handle.favorites.add(.fixture("a")) }
      #expect(throws: DataLayerError.self) { try handle.health() }

      #expect(try permissions(of: data) == mode)
    }
  }
}
