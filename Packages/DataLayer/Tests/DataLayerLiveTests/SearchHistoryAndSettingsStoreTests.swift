import Core
import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import GRDB
import ModelsTestSupport
import Testing

@Suite struct SearchHistoryAndSettingsStoreTests {
  @Test func history_isNewestFirst_deduplicated_atMostTwenty_andPersisted() async throws {
    try await withDatabaseFile { url in
      let clock = TestClock()
      let history = SearchHistoryStore(database: try AppDatabase(url: url), now: clock.now).client
      for index in 0..<22 {
        try await history.record("query \(index)")
        clock.advance(by: 1)
      }
      try await history.record(" Query 5 ")

      let reopened = SearchHistoryStore(database: try AppDatabase(url: url)).client
      let texts = try await reopened.list().map(\.text)
      #expect(texts.count == 20)
      #expect(texts.prefix(3) == ["Query 5", "query 21", "query 20"])
      #expect(!texts.contains("query 1"))
      #expect(try await reopened.delete("QUERY 5"))
      #expect(try await reopened.clear() == 19)
      #expect(try await reopened.list().isEmpty)
    }
  }

  @Test func settings_defaultUntilSet_thenPersist() async throws {
    try await withDatabaseFile { url in
      let settings = SettingsStore(database: try AppDatabase(url: url)).client
      #expect(try await settings.load() == .defaults)
      #expect(try await settings.set(.language(.german)).language == .german)
      _ = try await settings.set(.notifications(true))

      let reopened = SettingsStore(database: try AppDatabase(url: url)).client
      #expect(try await reopened.load() == Settings(theme: .dark, language: .german, notifications: true))
    }
  }

  @Test func settings_aValueThisBuildDoesNotKnow_readsAsTheDefault() async throws {
    try await withDatabaseFile { url in
      let database = try AppDatabase(url: url)
      _ = try await SettingsStore(database: database).client.set(.theme(.light))
      try withConnection(url) { db in try db.execute(sql: "UPDATE settings SET value = 'sepia' WHERE key = 'theme'") }
      #expect(try await SettingsStore(database: database).client.load().theme == .dark)
    }
  }

  @Test func reader_withNoFile_givesTheDefaults_andCreatesNothing() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("data/mosaic.sqlite")
      let settings = try SettingsReader.read(url)
      #expect(settings == .defaults)
      #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("data").path))
    }
  }

  @Test func reader_readsAClosedDatabase_andAnOlderOneAsDefaults() async throws {
    try await withDatabaseFile { url in
      let database = try AppDatabase(url: url)
      _ = try await SettingsStore(database: database).client.set(.theme(.light))
      try database.close()
      #expect(try SettingsReader.read(url).theme == .light)
    }
    try await withDatabaseFile { url in
      try AppDatabase(url: url, history: SchemaHistory([FavoritesStore.v1])).close()
      #expect(try SettingsReader.read(url) == .defaults)
    }
  }

  @Test func reader_ofAFileThatIsNotADatabase_failsWithItsPath() async throws {
    try await withTemporaryDirectory { directory in
      let url = directory.appendingPathComponent("mosaic.sqlite")
      try Data("not a database at all, just text".utf8).write(to: url)
      let error = try #require(throws: DataLayerError.self) { try SettingsReader.read(url) }
      #expect(error.code == .notADatabase)
      #expect(error.path == url.path)
    }
  }

  @Test func handle_readsSettingsWithoutOpeningTheDatabase() async throws {
    try await withTemporaryDirectory { directory in
      let locations = StorageLocations(
        dataDirectory: directory.appendingPathComponent("data"), cacheDirectory: directory.appendingPathComponent("c"))
      let handle = DatabaseHandle(locations: locations)
      #expect(try await handle.settings.load() == .defaults)
      #expect(!handle.isOpen)
      #expect(!FileManager.default.fileExists(atPath: locations.dataDirectory.path))

      _ = try await handle.settings.set(.language(.german))
      #expect(handle.isOpen)
      try handle.close()
      #expect(try await handle.settings.load().language == .german)
      #expect(!handle.isOpen)
      _ = try await handle.savedArticles.save(.fixture("a"))
      _ = try await handle.searchHistory.record("apple")
      #expect(try await handle.settings.load().language == .german)
      #expect(try handle.health().savedArticleCount == 1)
      try handle.close()
    }
  }
}
