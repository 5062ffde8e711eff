import Core
import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import Models
import ModelsTestSupport
import Testing

/// The photo searches in the one database (issue 22): a table of their own beside the news searches, with the same
/// rules, and a section of `mosaic export` (`photoSearchHistory`, version 1) that `mosaic import` checks field by
/// field before it writes anything.
@Suite struct PhotoSearchHistoryStoreTests {
  struct Opened {
    let database: AppDatabase
    let transfer: DatabaseTransfer
    let favorites: FavoritesClient
    let news: SearchHistoryClient
    let photos: SearchHistoryClient
  }

  private func open(_ directory: URL, _ name: String, now: @escaping @Sendable () -> Date = Date.init) throws -> Opened
  {
    let database = try AppDatabase(url: directory.appendingPathComponent("\(name).sqlite"))
    let favorites = FavoritesStore(database: database, now: now)
    let news = SearchHistoryStore(database: database, now: now)
    let photos = SearchHistoryStore(database: database, kind: .photos, now: now)
    let stores: [any ExportableStore] = [favorites, news, photos]
    return Opened(
      database: database, transfer: DatabaseTransfer(database: database, stores: stores, now: now),
      favorites: favorites.client, news: news.client, photos: photos.client)
  }

  @Test func photoSearches_areKeptApartFromNewsSearches_withTheSameRules() async throws {
    try await withTemporaryDirectory { directory in
      let clock = TestClock()
      let opened = try open(directory, "mosaic", now: clock.now)
      defer { try? opened.database.close() }
      try await opened.news.record("apple")
      for index in 0..<22 {
        try await opened.photos.record("fog \(index)")
        clock.advance(by: 1)
      }
      try await opened.photos.record(" FOG 5 ")

      let texts = try await opened.photos.list().map(\.text)
      #expect(texts.count == SearchHistoryClient.limit)
      #expect(texts.prefix(2) == ["FOG 5", "fog 21"])
      #expect(!texts.contains("apple"))
      #expect(try await opened.news.list().map(\.text) == ["apple"], "the news history is its own")
      #expect(try await opened.photos.delete("fog 5"))
      #expect(try await opened.photos.clear() == 19)
      #expect(try await opened.news.list().count == 1)
    }
  }

  @Test func exportThenImport_bringsThePhotoSearches_andTwiceChangesNothing() async throws {
    try await withTemporaryDirectory { directory in
      let clock = TestClock()
      let source = try open(directory, "source", now: clock.now)
      defer { try? source.database.close() }
      try await source.photos.record("misty lake")
      clock.advance(by: 60)
      try await source.photos.record("Nordlicht über Tromsø")
      try await source.news.record("acquisition")
      let document = try await source.transfer.export()
      #expect(document.sections["photoSearchHistory"]?.version == 1)
      #expect(document.sections["photoSearchHistory"]?.items.count == 2)

      let target = try open(directory, "target")
      defer { try? target.database.close() }
      let parsed = try TransferDocument.decode(try document.encoded(), path: "backup.json")
      let first = try await target.transfer.importDocument(parsed, path: "backup.json", mode: .merge)
      let second = try await target.transfer.importDocument(parsed, path: "backup.json", mode: .merge)

      #expect(first.sections.last == TransferCount(section: "photoSearchHistory", added: 2))
      #expect(second.sections.last == TransferCount(section: "photoSearchHistory", unchanged: 2))
      #expect(try await target.photos.list() == source.photos.list())
      #expect(try await target.news.list().map(\.text) == ["acquisition"])
    }
  }

  @Test func replace_makesThePhotoHistoryTheFiles() async throws {
    try await withTemporaryDirectory { directory in
      let source = try open(directory, "source")
      defer { try? source.database.close() }
      try await source.photos.record("theirs")
      let document = try await source.transfer.export()
      let target = try open(directory, "target")
      defer { try? target.database.close() }
      try await target.photos.record("mine")

      let report = try await target.transfer.importDocument(document, path: "backup.json", mode: .replace)

      #expect(try await target.photos.list().map(\.text) == ["theirs"])
      #expect(report.sections.last == TransferCount(section: "photoSearchHistory", added: 1, removed: 1))
    }
  }

  static let badItems: [(item: String, field: String)] = [
    (#"{"text":"  ","searchedAt":"2026-11-23T10:00:00Z"}"#, "text"),
    (#"{"text":"a\u001b[2Jb","searchedAt":"2026-11-23T10:00:00Z"}"#, "text"),
    (#"{"text":"line\nbreak","searchedAt":"2026-11-23T10:00:00Z"}"#, "text"),
    // The news history takes 500 characters; a photo search is at most 100, what a search sends.
    (#"{"text":"\#(String(repeating: "x", count: 101))","searchedAt":"2026-11-23T10:00:00Z"}"#, "text"),
    (#"{"text":7,"searchedAt":"2026-11-23T10:00:00Z"}"#, "text"),
    (#"{"searchedAt":"2026-11-23T10:00:00Z"}"#, "text"),
    (#"{"text":"fog","searchedAt":"yesterday"}"#, "searchedAt"),
    (#"{"text":"fog"}"#, "searchedAt"),
  ]

  @Test(arguments: 0..<badItems.count)
  func aBadItem_writesNothing_andNamesItsField(_ index: Int) async throws {
    let bad = Self.badItems[index]
    try await withTemporaryDirectory { directory in
      let source = try open(directory, "source")
      defer { try? source.database.close() }
      try await source.favorites.add(try PhotoFixtures.photo(1))
      try await source.photos.record("fine")
      let exported = try await source.transfer.export()
      let item = try JSONDecoder().decode(TransferValue.self, from: Data(bad.item.utf8))
      var sections = exported.sections
      sections["photoSearchHistory"] = TransferDocument.Section(
        version: 1, items: (sections["photoSearchHistory"]?.items ?? []) + [item])
      let document = TransferDocument(exportedAt: exported.exportedAt, sections: sections)

      let target = try open(directory, "target")
      defer { try? target.database.close() }
      let error = await #expect(throws: DataLayerError.self) {
        try await target.transfer.importDocument(document, path: "bad.json", mode: .merge)
      }
      #expect(error?.code == .transferInvalid)
      #expect(
        error?.value?.hasPrefix("sections.photoSearchHistory.items[1].\(bad.field)") == true,
        "\(String(describing: error?.value))")
      #expect(try await target.photos.list().isEmpty, "the good item before it was not written")
      #expect(try await target.favorites.list().isEmpty, "nor another store's section")
    }
  }

  @Test func aNewerSection_isRefused_naming_it() async throws {
    try await withTemporaryDirectory { directory in
      let target = try open(directory, "target")
      defer { try? target.database.close() }
      let document = TransferDocument(
        exportedAt: Date(timeIntervalSince1970: 0),
        sections: ["photoSearchHistory": TransferDocument.Section(version: 2, items: [])])
      let error = await #expect(throws: DataLayerError.self) {
        try await target.transfer.importDocument(document, path: "new.json", mode: .merge)
      }
      #expect(error?.code == .transferNewerVersion)
      #expect(error?.value == "photoSearchHistory")
    }
  }
}
