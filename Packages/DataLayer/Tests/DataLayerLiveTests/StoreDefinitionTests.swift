import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import Testing

/// Stores describe themselves: a handle built from a list of definitions migrates, exports, imports and reads
/// each of them without naming one.
@Suite struct StoreDefinitionTests {
  static func locations(_ root: URL) -> StorageLocations {
    StorageLocations(
      dataDirectory: root.appendingPathComponent("data/mosaic", isDirectory: true),
      cacheDirectory: root.appendingPathComponent("cache/mosaic", isDirectory: true))
  }

  static let withNotes: [StoreDefinition] = StoreDefinition.standard + [Notebook.definition]

  @Test func aNewStore_isOneDefinitionAndOneListEntry() async throws {
    try await withTemporaryDirectory { root in
      let locations = Self.locations(root)
      let handle = DatabaseHandle(locations: locations, stores: Self.withNotes)
      let notes = try handle.client(NotesClient.self)
      #expect(try await notes.list() == [])
      #expect(!handle.isOpen, "a read of a store that was never written opens nothing")
      #expect(!FileManager.default.fileExists(atPath: locations.dataDirectory.path))

      try await notes.add("buy milk")
      #expect(handle.isOpen)
      #expect(try handle.open().history.migrationID(at: 11) == "notes/v1")
      #expect(try handle.health().schemaVersion == 11)
      try handle.close()

      let reopened = DatabaseHandle(locations: locations, stores: Self.withNotes)
      #expect(try await reopened.client(NotesClient.self).list() == ["buy milk"])
      #expect(!reopened.isOpen, "the definition's read-only query answered")

      let document = try await reopened.export()
      #expect(document.sections["notes"]?.items == [.string("buy milk")])
      #expect(
        document.sections.keys.sorted() == [
          "favorites", "newsFeeds", "notes", "photoSearchHistory", "pluginStorage", "readArticles", "savedArticles",
          "searchHistory", "settings",
        ])
      try reopened.close()

      let target = DatabaseHandle(
        locations: Self.locations(root.appendingPathComponent("target")), stores: Self.withNotes)
      let report = try await target.transfer().importDocument(document, path: "backup.json", mode: .merge)
      #expect(
        report.sections.map(\.section) == [
          "favorites", "savedArticles", "searchHistory", "settings", "readArticles", "pluginStorage", "newsFeeds",
          "photoSearchHistory", "notes",
        ])
      #expect(try await target.client(NotesClient.self).list() == ["buy milk"])
      try target.close()
    }
  }

  @Test func theHistory_ordersMigrationsByTheirUserVersion_notByTheList() {
    let shuffled: [StoreDefinition] = [
      Notebook.definition, .settings, .photoSearchHistory, .newsFeeds, .pluginStorage, .readArticles, .favorites,
      .searchHistory, .savedArticles,
    ]
    let history = SchemaHistory(stores: shuffled)
    #expect(
      history.migrations.map(\.id) == [
        "favorites/v1", "savedArticles/v1", "searchHistory/v1", "settings/v1", "savedArticles/v2", "savedArticles/v3",
        "readArticles/v1", "pluginStorage/v1", "newsFeeds/v1", "photoSearchHistory/v1", "notes/v1",
      ])
    #expect(SchemaHistory.current.migrations.map(\.userVersion) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    #expect(
      SchemaHistory.current.migrations.map(\.id) == SchemaHistory(stores: StoreDefinition.standard).migrations.map(\.id)
    )
  }

  @Test func aHandleWithoutAStore_refusesItsClient_withoutTrapping() async throws {
    try await withTemporaryDirectory { root in
      let handle = DatabaseHandle(locations: Self.locations(root), stores: [.favorites])
      #expect(throws: DataLayerError.self) { _ = try handle.client(NotesClient.self) }
      await #expect(throws: DataLayerError.self) { _ = try await handle.settings.load() }
      #expect(try await handle.favorites.list().isEmpty)
      #expect(try handle.open().history.version == 1)
      try handle.close()
    }
  }
}
