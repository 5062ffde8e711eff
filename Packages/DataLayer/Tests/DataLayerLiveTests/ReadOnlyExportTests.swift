import Core
import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import Models
import ModelsTestSupport
import TestExpectations
import Testing

/// Issue 19, item 25: `mosaic export` of a database this user may read but not write (the file, its folder, or
/// both). Opening for writing fails there, and SQLite cannot read a WAL database in place without creating its
/// `-shm`, so the export comes from a private copy; the original is never written.
@Suite(.enabled(if: ReadOnlyFiles.isAvailable, "this machine cannot make a file read-only for this user"))
struct ReadOnlyExportTests {
  /// A database with one favorite and the settings changed, closed; its folder and files. Without `log`, the
  /// emptied `-wal` and its `-shm` are removed, as SQLite removes them when the last connection closes.
  private func saved(_ root: URL, log: Bool = true) async throws -> (StorageLocations, [URL]) {
    let locations = StorageLocations(
      dataDirectory: root.appendingPathComponent("data", isDirectory: true),
      cacheDirectory: root.appendingPathComponent("cache", isDirectory: true))
    let handle = DatabaseHandle(locations: locations)
    try await handle.favorites.add(.fixture("a"))
    try await handle.settings.set(.language(.german))
    try handle.close()
    if !log {
      for suffix in ["-wal", "-shm"] {
        try? FileManager.default.removeItem(atPath: locations.databaseURL.path + suffix)
      }
    }
    let files = ["", "-wal", "-shm"].map { URL(fileURLWithPath: locations.databaseURL.path + $0) }
      .filter { FileManager.default.fileExists(atPath: $0.path) }
    return (locations, files)
  }

  @Test(arguments: ["file", "folder", "both"], [true, false])
  func export_ofADatabaseThatCannotBeWritten_holdsEverything(_ what: String, log: Bool) async throws {
    try await withTemporaryDirectory { root in
      let (locations, files) = try await saved(root, log: log)
      let before = try Data(contentsOf: locations.databaseURL)
      let protected = (what == "file" ? [] : [locations.dataDirectory]) + (what == "folder" ? [] : files)

      let document = try await withReadOnly(protected) {
        let handle = DatabaseHandle(locations: locations)
        defer { try? handle.close() }
        return try await handle.export()
      }

      let favorites = try #require(document.sections[FavoriteTransferItem.section])
      try expectEqual(favorites.items.map { try FavoriteTransferItem.decode($0, index: 0, path: "-").id }, ["a"])
      let settings = try #require(document.sections[SettingTransferItem.section])
      #expect(settings.items.contains(.object(["key": .string("language"), "value": .string("de")])))
      // With only the folder protected, the file itself may be written (a checkpoint); otherwise never.
      if what != "folder" { #expect(try Data(contentsOf: locations.databaseURL) == before) }
    }
  }

  @Test func import_intoADatabaseThatCannotBeWritten_stillFails() async throws {
    try await withTemporaryDirectory { root in
      let (locations, files) = try await saved(root)
      let document = TransferDocument(exportedAt: Date(), sections: [:])

      let before = try Data(contentsOf: locations.databaseURL)

      try await withReadOnly([locations.dataDirectory] + files) {
        let handle = DatabaseHandle(locations: locations)
        defer { try? handle.close() }
        await #expect(throws: DataLayerError.self) {
          try await handle.transfer().importDocument(document, path: "f", mode: .merge)
        }
      }

      #expect(try Data(contentsOf: locations.databaseURL) == before)
    }
  }
}
