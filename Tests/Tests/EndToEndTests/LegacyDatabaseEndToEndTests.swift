import Foundation
import MosaicTestSupport
import TestExpectations
import Testing

/// A database written by the `mosaic` of the previous release (DataLayer's legacy fixture: GRDB's
/// migration table, `user_version` 0, the favorites still in the `-wal` file) opens with every favorite.
@Suite struct LegacyDatabaseEndToEndTests {
  static let fixtures = Binaries.repositoryRoot.appendingPathComponent(
    "Packages/DataLayer/Tests/DataLayerLiveTests/Fixtures")
  /// The fixture's favorites, newest first.
  static let favoriteIDs = ["94o6aigY4cT", "3Py8dl8KqEF", "q5Aq-4pHXK9"]

  /// Puts a copy of the fixture where `mosaic` in `sandbox` looks for its database.
  func installFixture(in sandbox: Sandbox) throws {
    try FileManager.default.createDirectory(
      at: sandbox.dataDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    for name in ["mosaic.sqlite", "mosaic.sqlite-wal"] {
      try FileManager.default.copyItem(
        at: Self.fixtures.appendingPathComponent(name), to: sandbox.dataDirectory.appendingPathComponent(name))
    }
  }

  @Test func aDatabaseFromThePreviousRelease_listsItsFavorites_inOrder() async throws {
    try await withSandbox { sandbox in
      try installFixture(in: sandbox)
      let result = try await sandbox.mosaic(["favorites", "--json"])
      #expect(result.status == 0, "\(result)")
      #expect(result.stderr.isEmpty, "\(result)")
      let favorites = try #require(try jsonObject(result.stdout)["favorites"] as? [[String: Any]])
      expectEqual(favorites.compactMap { $0["id"] as? String }, Self.favoriteIDs)
      expectAll(favorites) { $0["addedAt"] is String && $0["isFavorite"] as? Bool == true }
    }
  }

  @Test func doctor_findsTheUpgradedDatabaseHealthy() async throws {
    try await withSandbox { sandbox in
      try installFixture(in: sandbox)
      let result = try await sandbox.mosaic(["doctor", "--offline", "--json"])
      #expect(result.status == 0, "\(result)")
      let database = try #require(try jsonObject(result.stdout)["database"] as? [String: Any])
      // Favorites' v1 is adopted; saved articles, search history and settings (issue 9) are added, and the saved
      // articles' search index is made again with its prefixes (issue 23) and with the articles' text (issue 22), and
      // the read marks, the person's feeds and the photo searches (issue 22), and plugins' storage (issue 21): 10 in
      // all.
      #expect(database["schemaVersion"] as? Int == 10)
      #expect(database["integrity"] as? [String] == ["ok"])
      #expect(database["healthy"] as? Bool == true)
      #expect(database["favoriteCount"] as? Int == 3)
    }
  }

  @Test func theUpgradedDatabase_takesANewFavorite_andKeepsTheOldOnes() async throws {
    try await withSandbox { sandbox in
      try installFixture(in: sandbox)
      let id = try requireValue(try await galleryIDs(sandbox).first { !Self.favoriteIDs.contains($0) })
      let added = try await sandbox.mosaic(["favorites", "add", id])
      #expect(added.status == 0, "\(added)")
      let list = try await sandbox.mosaic(["favorites", "--json"])
      let favorites = try #require(try jsonObject(list.stdout)["favorites"] as? [[String: Any]])
      expectEqual(favorites.compactMap { $0["id"] as? String }, [id] + Self.favoriteIDs)
    }
  }
}
