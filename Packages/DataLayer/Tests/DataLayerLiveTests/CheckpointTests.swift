import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import Models
import ModelsTestSupport
import Testing

/// Issue 8, finding 7: closing the database folds the write-ahead log into `mosaic.sqlite`, so the file
/// alone is a complete copy.
@Suite struct CheckpointTests {
  @Test func close_leavesAnEmptyLog_andTheFileAloneHoldsTheFavorites() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("mosaic.sqlite")
      let database = try AppDatabase(url: url)
      try await FavoritesStore(database: database).client.add(.fixture("a"))
      #expect(WriteAheadLog.inspect(databaseURL: url).state == .pending)

      try database.close()

      #expect(WriteAheadLog.inspect(databaseURL: url).state == .empty)
      let copy = directory.appendingPathComponent("copy")
      try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: false)
      let copied = copy.appendingPathComponent("mosaic.sqlite")
      try FileManager.default.copyItem(at: url, to: copied)
      let reopened = try AppDatabase(url: copied)
      defer { try? reopened.close() }
      #expect(try await FavoritesStore(database: reopened).client.favoriteIDs() == ["a"])
    }
  }

  @Test func checkpoint_afterClose_doesNothing() async throws {
    try await withTemporaryDirectory { directory in
      let database = try AppDatabase(url: directory.appendingPathComponent("mosaic.sqlite"))
      try database.close()
      #expect(database.checkpoint() == false)
    }
  }

  @Test func inspect_namesEveryState() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("mosaic.sqlite")
      let log = url.path + "-wal"
      #expect(WriteAheadLog.inspect(databaseURL: url).state == .absent)
      FileManager.default.createFile(atPath: log, contents: Data("frames".utf8))
      #expect(WriteAheadLog.inspect(databaseURL: url).state == .stray)
      FileManager.default.createFile(atPath: url.path, contents: Data(count: 4096))
      #expect(WriteAheadLog.inspect(databaseURL: url) == WriteAheadLog(path: log, bytes: 6, state: .pending))
      FileManager.default.createFile(atPath: log, contents: Data())
      #expect(WriteAheadLog.inspect(databaseURL: url).state == .empty)
      let handle = try #require(FileHandle(forWritingAtPath: log))
      try handle.truncate(atOffset: UInt64(WriteAheadLog.oversizedBytes + 1))
      try handle.close()
      #expect(WriteAheadLog.inspect(databaseURL: url).state == .oversized)
      #expect(WriteAheadLog.inspect(databaseURL: url).isProblem)
    }
  }
}
