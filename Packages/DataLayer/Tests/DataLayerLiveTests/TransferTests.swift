import Core
import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import Models
import ModelsTestSupport
import Testing

/// Issue 8, finding 7: `mosaic export` and `mosaic import` over the database's exportable stores.
@Suite struct TransferTests {
  /// A database in `directory` named `name`, with its transfer and favorites.
  private func open(
    _ directory: URL, _ name: String, now: @escaping @Sendable () -> Date = Date.init
  )
    throws -> (AppDatabase, DatabaseTransfer, FavoritesClient)
  {
    let database = try AppDatabase(url: directory.appendingPathComponent("\(name).sqlite"))
    let store = FavoritesStore(database: database, now: now)
    return (database, DatabaseTransfer(database: database, stores: [store], now: now), store.client)
  }

  private func document(_ json: String) throws -> TransferDocument {
    try TransferDocument.decode(Data(json.utf8), path: "file.json")
  }

  @Test func exportThenImport_bringsEveryFavoriteWithItsDate_andTwiceChangesNothing() async throws {
    try await withTemporaryDirectory { directory in
      let clock = TestClock()
      let (source, export, favorites) = try open(directory, "source", now: clock.now)
      defer { try? source.close() }
      try await favorites.add(.fixture("a"))
      clock.advance(by: 60)
      try await favorites.add(.fixture("b"))
      let data = try await export.export().encoded()

      let (target, transfer, imported) = try open(directory, "target")
      defer { try? target.close() }
      let parsed = try TransferDocument.decode(data, path: "backup.json")
      let first = try await transfer.importDocument(parsed, path: "backup.json", mode: .merge)
      let second = try await transfer.importDocument(parsed, path: "backup.json", mode: .merge)

      #expect(first.sections == [TransferCount(section: "favorites", added: 2)])
      #expect(second.sections == [TransferCount(section: "favorites", unchanged: 2)])
      #expect(try await imported.list() == favorites.list())
    }
  }

  @Test func merge_keepsWhatIsSaved_replace_makesItTheFile() async throws {
    try await withTemporaryDirectory { directory in
      let (source, export, favorites) = try open(directory, "source")
      defer { try? source.close() }
      try await favorites.add(.fixture("a"))
      let document = try await export.export()

      let (target, transfer, saved) = try open(directory, "target")
      defer { try? target.close() }
      try await saved.add(.fixture("mine"))
      let merged = try await transfer.importDocument(document, path: "f", mode: .merge)
      #expect(merged.sections == [TransferCount(section: "favorites", added: 1)])
      #expect(try await saved.favoriteIDs() == ["a", "mine"])

      let replaced = try await transfer.importDocument(document, path: "f", mode: .replace)
      #expect(replaced.sections == [TransferCount(section: "favorites", unchanged: 1, removed: 1)])
      #expect(try await saved.favoriteIDs() == ["a"])
    }
  }

  @Test func oneBadItem_writesNothing_andNamesTheField() async throws {
    try await withTemporaryDirectory { directory in
      let (database, transfer, favorites) = try open(directory, "db")
      defer { try? database.close() }
      let good = String(decoding: try UnsplashJSON.encoder.encode(Photo.fixture("good")), as: UTF8.self)
      let bad = String(decoding: try UnsplashJSON.encoder.encode(Photo.fixture("other")), as: UTF8.self)
      let file = try document(
        """
        {"format":"mosaic-export","version":1,"exportedAt":"2026-01-01T00:00:00Z","sections":{"favorites":
        {"version":1,"items":[{"id":"good","addedAt":"2026-01-01T00:00:00Z","photo":\(good)},
        {"id":"bad","addedAt":"2026-01-01T00:00:00Z","photo":\(bad)}]}}}
        """)

      let error = await #expect(throws: DataLayerError.self) {
        try await transfer.importDocument(file, path: "file.json", mode: .merge)
      }

      #expect(error?.code == .transferInvalid)
      #expect(error?.value == "sections.favorites.items[1].id")
      #expect(try await favorites.favoriteIDs().isEmpty)
    }
  }

  @Test func newerSection_isRefused_unknownSection_isSkipped() async throws {
    try await withTemporaryDirectory { directory in
      let (database, transfer, _) = try open(directory, "db")
      defer { try? database.close() }
      let newer = try document(
        #"{"format":"mosaic-export","version":1,"exportedAt":"2026-01-01T00:00:00Z","sections":{"favorites":{"version":2,"items":[]}}}"#
      )
      let error = await #expect(throws: DataLayerError.self) {
        try await transfer.importDocument(newer, path: "file.json", mode: .merge)
      }
      #expect(error?.code == .transferNewerVersion)
      #expect(error?.value == "favorites")

      let unknown = try document(
        #"{"format":"mosaic-export","version":1,"exportedAt":"2026-01-01T00:00:00Z","sections":{"notes":{"version":1,"items":[1]}}}"#
      )
      let report = try await transfer.importDocument(unknown, path: "file.json", mode: .merge)
      #expect(report.skipped == ["notes"])
      #expect(report.sections.isEmpty)
    }
  }

  struct BadFile: Sendable, CustomTestStringConvertible {
    let id: String
    let json: String
    let code: DataLayerError.Code
    let value: String?
    var testDescription: String { id }
  }

  static let badFiles: [BadFile] = [
    BadFile(id: "not JSON", json: "{\n  \"format\": x}", code: .transferUnreadable, value: nil),
    BadFile(id: "other JSON", json: #"{"a":1}"#, code: .transferInvalid, value: "format"),
    BadFile(
      id: "other format",
      json: #"{"format":"other","version":1,"exportedAt":"2026-01-01T00:00:00Z","sections":{}}"#,
      code: .transferInvalid, value: "format"),
    // Issue 19, item 25: version 0 is not "newer", and a repeated key is refused, naming it.
    BadFile(
      id: "envelope version 0",
      json: #"{"format":"mosaic-export","version":0,"exportedAt":"2026-01-01T00:00:00Z","sections":{}}"#,
      code: .transferInvalid, value: "version"),
    BadFile(
      id: "negative envelope version",
      json: #"{"format":"mosaic-export","version":-3,"exportedAt":"2026-01-01T00:00:00Z","sections":{}}"#,
      code: .transferInvalid, value: "version"),
    BadFile(
      id: "repeated version",
      json: #"{"format":"mosaic-export","version":1,"version":9,"exportedAt":"2026-01-01T00:00:00Z","sections":{}}"#,
      code: .transferInvalid, value: "version"),
    BadFile(
      id: "repeated id in an item",
      json:
        #"{"format":"mosaic-export","version":1,"exportedAt":"2026-01-01T00:00:00Z","sections":{"favorites":{"version":1,"items":[{"id":"a","id":"b"}]}}}"#,
      code: .transferInvalid, value: "sections.favorites.items[0].id"),
    BadFile(
      id: "newer envelope",
      json: #"{"format":"mosaic-export","version":9,"exportedAt":"2026-01-01T00:00:00Z","sections":{}}"#,
      code: .transferNewerVersion, value: "document"),
    BadFile(
      id: "number out of range",
      json:
        #"{"format":"mosaic-export","version":1,"exportedAt":"2026-01-01T00:00:00Z","sections":{"favorites":{"version":1,"items":[1e999]}}}"#,
      code: .transferInvalid, value: "sections.favorites.items[0]"),
  ]

  @Test(arguments: badFiles) func badFile_isATypedError(_ file: BadFile) {
    let error = #expect(throws: DataLayerError.self) { try document(file.json) }
    #expect(error?.code == file.code)
    if let value = file.value { #expect(error?.value == value) }
  }

  @Test func otherFormat_namesTheFieldAndQuotesTheValue() {
    let error = #expect(throws: DataLayerError.self) {
      try document(#"{"format":"other","version":1,"exportedAt":"2026-01-01T00:00:00Z","sections":{}}"#)
    }
    #expect(error?.value == "format")
    #expect(error?.detail == "'other', not 'mosaic-export'")
    #expect(
      error?.message
        == "The field 'format' of 'file.json' is not valid ('other', not 'mosaic-export'); fix it or export the file "
        + "again.")
  }

  @Test func sectionVersion0_isInvalid_notNewer() async throws {
    try await withTemporaryDirectory { directory in
      let (database, transfer, _) = try open(directory, "db")
      defer { try? database.close() }
      let file = try document(
        #"{"format":"mosaic-export","version":1,"exportedAt":"2026-01-01T00:00:00Z","sections":{"favorites":{"version":0,"items":[]}}}"#
      )
      let error = await #expect(throws: DataLayerError.self) {
        try await transfer.importDocument(file, path: "file.json", mode: .merge)
      }
      #expect(error?.code == .transferInvalid)
      #expect(error?.value == "sections.favorites.version")
      #expect(error?.message.contains("newer") == false)
    }
  }

  @Test func syntaxError_namesLineAndColumn() {
    let error = #expect(throws: DataLayerError.self) { try document("{\n  \"format\": x}") }
    #expect(error?.detail?.contains("line 2, column 13") == true, "\(String(describing: error?.detail))")
  }

  @Test func oversizedFile_isRefusedUnread() {
    let data = Data(repeating: 0x20, count: TransferDocument.maximumBytes + 1)
    let error = #expect(throws: DataLayerError.self) { try TransferDocument.decode(data, path: "big.json") }
    #expect(error?.code == .transferTooLarge)
  }
}
