import Foundation
import MosaicTestSupport
import TestExpectations
import Testing

/// Issue 8, finding 7: between runs `mosaic.sqlite` alone holds the favorites, so a copy of it is a backup
/// and a lost `-wal` loses nothing.
@Suite struct DatabaseFileEndToEndTests {
  @Test func copyOfTheDatabaseFileAlone_holdsTheFavorites() async throws {
    try await withSandbox { sandbox in
      for id in ["q5Aq-4pHXK9", "1Q_sFD9bCji"] {
        let added = try await sandbox.mosaic(["favorites", "add", id])
        try #require(added.status == 0, "\(added)")
      }
      let database = sandbox.dataDirectory.appendingPathComponent("mosaic.sqlite")
      let log = try FileManager.default.attributesOfItem(atPath: database.path + "-wal")[.size] as? Int
      #expect(log == 0)

      let backup = sandbox.root.appendingPathComponent("backup")
      try FileManager.default.createDirectory(at: backup, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: database, to: backup.appendingPathComponent("mosaic.sqlite"))
      let listed = try await sandbox.mosaic(["favorites", "list", "--json", "--data-dir", backup.path])

      let favorites = try #require(try jsonObject(listed.stdout)["favorites"] as? [[String: Any]])
      expectEqual(Set(favorites.compactMap { $0["id"] as? String }), ["q5Aq-4pHXK9", "1Q_sFD9bCji"])
    }
  }
}
