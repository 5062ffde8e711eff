import Core
import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import Models
import ModelsTestSupport
import TestExpectations
import Testing

/// Saved articles, search history and settings in `mosaic export` and `mosaic import`: nothing the reader
/// saved is left out of a backup.
@Suite struct NewsTransferTests {
  struct Opened {
    let database: AppDatabase
    let transfer: DatabaseTransfer
    let saved: SavedArticlesClient
    let history: SearchHistoryClient
    let settings: SettingsClient
  }

  private func open(_ directory: URL, _ name: String, now: @escaping @Sendable () -> Date = Date.init) throws -> Opened
  {
    let database = try AppDatabase(url: directory.appendingPathComponent("\(name).sqlite"))
    let saved = SavedArticlesStore(database: database, now: now)
    let history = SearchHistoryStore(database: database, now: now)
    let settings = SettingsStore(database: database, now: now)
    let stores: [any ExportableStore] = [FavoritesStore(database: database), saved, history, settings]
    return Opened(
      database: database, transfer: DatabaseTransfer(database: database, stores: stores, now: now),
      saved: saved.client, history: history.client, settings: settings.client)
  }

  @Test func exportThenImport_bringsArticlesSearchableHistoryAndSettings_andTwiceChangesNothing() async throws {
    try await withTemporaryDirectory { directory in
      let clock = TestClock()
      let source = try open(directory, "source", now: clock.now)
      defer { try? source.database.close() }
      _ = try await source.saved.save(.fixture("deal", title: "Übernahme im Handel"))
      clock.advance(by: 60)
      _ = try await source.saved.save(.fixture("chips", content: "An acquisition of a chip maker."))
      _ = try await source.saved.storeBody(try Article.fixture("chips").shortID, "A new wafer fab in Dresden.")
      try await source.history.record("apple")
      clock.advance(by: 1)
      try await source.history.record("Übernahme")
      _ = try await source.settings.set(.language(.german))
      _ = try await source.settings.set(.theme(.light))
      let data = try await source.transfer.export().encoded()

      let target = try open(directory, "target")
      defer { try? target.database.close() }
      let parsed = try TransferDocument.decode(data, path: "backup.json")
      let first = try await target.transfer.importDocument(parsed, path: "backup.json", mode: .merge)
      let second = try await target.transfer.importDocument(parsed, path: "backup.json", mode: .merge)

      #expect(
        first.sections == [
          TransferCount(section: "favorites"), TransferCount(section: "savedArticles", added: 2),
          TransferCount(section: "searchHistory", added: 2), TransferCount(section: "settings", added: 4),
        ])
      #expect(second.sections.map(\.added) == [0, 0, 0, 0])
      #expect(second.sections.map(\.unchanged) == [0, 2, 2, 4])
      #expect(try await target.saved.list() == source.saved.list())
      // The full-text index came along: a folded umlaut and a prefix find the imported articles.
      #expect(try await target.saved.search("ubernahme").map(\.article.url.lastPathComponent) == ["deal"])
      #expect(try await target.saved.search("acqui").map(\.article.url.lastPathComponent) == ["chips"])
      // Issue 22: the text kept with an article travels, and is searched.
      #expect(try await target.saved.search("wafer").map(\.article.url.lastPathComponent) == ["chips"])
      #expect(try await target.history.list() == source.history.list())
      #expect(try await target.settings.load() == Settings(theme: .light, language: .german, notifications: false))
    }
  }

  // Issue 19: an article saved with a link that is not a web address (before links were checked on arrival)
  // once made every later export refuse to import; it is the person's, and travels with the rest.
  @Test func anArticleSavedWithALinkThatIsNotAWebAddress_exportsAndImports() async throws {
    try await withTemporaryDirectory { directory in
      let source = try open(directory, "source")
      defer { try? source.database.close() }
      let good = try Article.fixture("good")
      let links = ["javascript:alert(1)", "file:///etc/passwd", "data:text/html,hi"]
      let odd = try links.map { link in
        Article(
          source: good.source, author: nil, title: "Odd \(link)", description: nil,
          url: try #require(URL(string: link)), urlToImage: nil, publishedAt: good.publishedAt, content: nil)
      }
      for article in [good] + odd { _ = try await source.saved.save(article) }
      let data = try await source.transfer.export().encoded()

      let target = try open(directory, "target")
      defer { try? target.database.close() }
      let parsed = try TransferDocument.decode(data, path: "backup.json")
      let result = try await target.transfer.importDocument(parsed, path: "backup.json", mode: .merge)
      expectEqual(result.sections.first { $0.section == "savedArticles" }?.added, 4)
      #expect(
        Set(try await target.saved.list().map(\.article.url.absoluteString)) == Set(links + [good.url.absoluteString]))
    }
  }

  @Test func merge_keepsChoicesMadeHere_replace_makesEveryStoreTheFiles() async throws {
    try await withTemporaryDirectory { directory in
      let source = try open(directory, "source")
      defer { try? source.database.close() }
      _ = try await source.saved.save(.fixture("theirs"))
      try await source.history.record("theirs")
      _ = try await source.settings.set(.language(.german))
      let document = try await source.transfer.export()

      let target = try open(directory, "target")
      defer { try? target.database.close() }
      _ = try await target.saved.save(.fixture("mine"))
      try await target.history.record("mine")
      _ = try await target.settings.set(.language(.english))
      _ = try await target.transfer.importDocument(document, path: "f", mode: .merge)
      #expect(Set(try await target.saved.list().map(\.article.url.lastPathComponent)) == ["theirs", "mine"])
      #expect(Set(try await target.history.list().map(\.text)) == ["theirs", "mine"])
      #expect(try await target.settings.load().language == .english)

      let replaced = try await target.transfer.importDocument(document, path: "f", mode: .replace)
      #expect(try await target.saved.list().map(\.article.url.lastPathComponent) == ["theirs"])
      #expect(try await target.saved.search("mine").isEmpty)
      #expect(try await target.history.list().map(\.text) == ["theirs"])
      #expect(try await target.settings.load().language == .german)
      expectEqual(replaced.sections.first { $0.section == "savedArticles" }?.removed, 1)
      expectEqual(replaced.sections.first { $0.section == "searchHistory" }?.removed, 1)
    }
  }

  static let badItems: [(section: String, item: String, field: String)] = [
    ("savedArticles", #"{"id":"x","savedAt":"2026-11-23T10:00:00Z","article":{"title":"t"}}"#, "article"),
    ("searchHistory", #"{"text":"  ","searchedAt":"2026-11-23T10:00:00Z"}"#, "text"),
    ("searchHistory", #"{"text":"a\u001b[2Jb","searchedAt":"2026-11-23T10:00:00Z"}"#, "text"),
    ("settings", #"{"key":"volume","value":"11"}"#, "key"),
    ("settings", #"{"key":"theme","value":"neon"}"#, "value"),
  ]

  @Test(arguments: 0..<badItems.count)
  func aBadItem_writesNothing_andNamesItsField(_ index: Int) async throws {
    let bad = Self.badItems[index]
    try await withTemporaryDirectory { directory in
      let target = try open(directory, "target")
      defer { try? target.database.close() }
      let source = try open(directory, "source")
      defer { try? source.database.close() }
      _ = try await source.saved.save(.fixture("kept-out"))
      let exported = try await source.transfer.export()
      let item = try JSONDecoder().decode(TransferValue.self, from: Data(bad.item.utf8))
      var sections = exported.sections
      sections[bad.section] = TransferDocument.Section(
        version: 1, items: [item] + (sections[bad.section]?.items ?? []))
      let document = TransferDocument(exportedAt: exported.exportedAt, sections: sections)
      let error = await #expect(throws: DataLayerError.self) {
        try await target.transfer.importDocument(document, path: "bad.json", mode: .merge)
      }
      #expect(error?.code == .transferInvalid)
      #expect(
        error?.value?.hasPrefix("sections.\(bad.section).items[0].\(bad.field)") == true,
        "\(String(describing: error?.value))")
      #expect(try await target.saved.list().isEmpty)
    }
  }
}
