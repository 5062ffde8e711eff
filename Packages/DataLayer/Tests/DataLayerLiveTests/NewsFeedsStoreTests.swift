import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import GRDB
import Models
import ModelsTestSupport
import TestExpectations
import Testing

/// Issue 22, "your feeds": the feeds a person makes (and the built-in ones they arrange) in the one database —
/// the migration that adds them keeps an older file's data, they stay across runs, and export and import carry
/// them.
@Suite struct NewsFeedsStoreTests {
  /// The history of the build before feeds: `user_version` 7.
  static let previous = SchemaHistory(Array(SchemaHistory.current.migrations.prefix(7)))

  static func locations(_ root: URL, _ name: String = "data") -> StorageLocations {
    StorageLocations(
      dataDirectory: root.appendingPathComponent(name), cacheDirectory: root.appendingPathComponent("cache"))
  }

  static let rust = FeedEntry(
    name: "Rust", kind: .query, value: "rust language", addedAt: Date(timeIntervalSince1970: 10))
  static let bbc = FeedEntry(name: "BBC", kind: .source, value: "bbc-news", addedAt: Date(timeIntervalSince1970: 20))
  static let french = FeedEntry(
    name: "Sport en France", kind: .category, value: "sports", country: "fr", addedAt: Date(timeIntervalSince1970: 30))

  @Test func migrationV1_ofAFileAtVersion7_keepsItsData_andFeedsStayAcrossRuns() async throws {
    try await withTemporaryDirectory { root in
      let locations = Self.locations(root)
      try FileManager.default.createDirectory(at: locations.dataDirectory, withIntermediateDirectories: true)
      let old = try AppDatabase(url: locations.databaseURL, history: Self.previous)
      _ = try await ReadArticlesStore(database: old).client.markRead("k3v9qz2m7t")
      try await FavoritesStore(database: old).client.add(.fixture("a"))
      try old.close()
      #expect(try userVersion(locations.databaseURL) == 7)

      let handle = DatabaseHandle(locations: locations)
      let feeds = try handle.client(NewsFeedsClient.self)
      #expect(try await feeds.list().isEmpty)
      try await feeds.save([Self.rust, Self.bbc, Self.french])
      #expect(try handle.open().appliedMigrations == ["pluginStorage/v1", "newsFeeds/v1", "photoSearchHistory/v1"])
      #expect(try userVersion(locations.databaseURL) == 10)
      #expect(try await handle.client(ReadArticlesClient.self).readIDs() == ["k3v9qz2m7t"], "the old marks stay")
      #expect(try await handle.client(FavoritesClient.self).favoriteIDs().count == 1, "the old favorite stays")
      var hidden = Self.bbc
      hidden.hidden = true
      hidden.position = 0
      try await feeds.save([hidden])
      #expect(try await feeds.remove("rust"))
      #expect(try await feeds.remove("rust") == false)
      try handle.close()

      let reopened = DatabaseHandle(locations: locations)
      #expect(try await reopened.client(NewsFeedsClient.self).list() == [hidden, Self.french])
      #expect(!reopened.isOpen, "the feeds list without opening the database for writing")
      try reopened.close()
    }
  }

  @Test func feeds_travelThroughExportAndImport() async throws {
    try await withTemporaryDirectory { root in
      let source = DatabaseHandle(locations: Self.locations(root, "source"))
      try await source.client(NewsFeedsClient.self).save([Self.rust, Self.french])
      let document = try TransferDocument.decode(try await source.export().encoded(), path: "backup.json")
      try source.close()
      #expect(document.sections["newsFeeds"]?.items.count == 2)

      let target = DatabaseHandle(locations: Self.locations(root, "target"))
      var mine = Self.rust
      mine.value = "rust programming"
      try await target.client(NewsFeedsClient.self).save([mine, Self.bbc])
      let first = try await target.transfer().importDocument(document, path: "backup.json", mode: .merge)
      expectEqual(
        first.sections.first { $0.section == "newsFeeds" }, TransferCount(section: "newsFeeds", added: 1, unchanged: 1))
      #expect(
        try await target.client(NewsFeedsClient.self).list() == [mine, Self.bbc, Self.french], "merge keeps mine")
      let replaced = try await target.transfer().importDocument(document, path: "backup.json", mode: .replace)
      expectEqual(
        replaced.sections.first { $0.section == "newsFeeds" },
        TransferCount(section: "newsFeeds", unchanged: 2, removed: 1))
      #expect(try await target.client(NewsFeedsClient.self).list() == [Self.rust, Self.french])
      try target.close()
    }
  }

  struct BadItem: Sendable, CustomTestStringConvertible {
    let id: String
    let json: String
    let field: String
    var testDescription: String { id }
  }

  @Test(arguments: [
    BadItem(
      id: "escape in the name",
      json: #"{"name":"a\u001b[2Jb","kind":"query","value":"x","hidden":false,"addedAt":"2026-11-23T10:42:00Z"}"#,
      field: "name"),
    BadItem(
      id: "a name too long",
      json: #"{"name":""# + String(repeating: "n", count: 41)
        + #"","kind":"query","value":"x","hidden":false,"addedAt":"2026-11-23T10:42:00Z"}"#,
      field: "name"),
    BadItem(
      id: "no query", json: #"{"name":"a","kind":"query","value":" ","hidden":false,"addedAt":"2026-11-23T10:42:00Z"}"#,
      field: "value"),
    BadItem(
      id: "a country NewsAPI lacks",
      json:
        #"{"name":"a","kind":"category","value":"sports","country":"xx","hidden":false,"addedAt":"2026-11-23T10:42:00Z"}"#,
      field: "country"),
  ])
  func aBadFeed_isRefusedWithItsField_andNothingIsWritten(_ item: BadItem) async throws {
    try await withTemporaryDirectory { root in
      let handle = DatabaseHandle(locations: Self.locations(root))
      let json =
        #"{"format":"mosaic-export","version":1,"exportedAt":"2026-11-23T10:42:00Z","sections":{"newsFeeds":{"version":1,"items":[{"name":"fine","kind":"query","value":"x","hidden":false,"addedAt":"2026-11-23T10:42:00Z"},"#
        + item.json + "]}}}"
      let document = try TransferDocument.decode(Data(json.utf8), path: "backup.json")
      let error = await #expect(throws: DataLayerError.self) {
        _ = try await handle.transfer().importDocument(document, path: "backup.json", mode: .merge)
      }
      #expect(error?.value == "sections.newsFeeds.items[1].\(item.field)")
      #expect(try await handle.client(NewsFeedsClient.self).list().isEmpty)
      try handle.close()
    }
  }
}
