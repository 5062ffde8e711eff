import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import Models
import ModelsTestSupport
import Testing

/// Issue 19, item 25: an import compares ids as the database does, byte for byte. 'é' written as one scalar
/// (NFC) and as 'e' plus a combining accent (NFD) are two favorites in SQLite's UNIQUE column; Swift's `==`
/// takes them as one, which merged two favorites of a file into one, and let `--replace` keep the database's
/// row in place of the file's.
@Suite struct ImportIdentityTests {
  static let composed = "caf\u{E9}-1"
  static let decomposed = "cafe\u{301}-1"

  private func open(_ directory: URL) throws -> (AppDatabase, DatabaseTransfer, FavoritesClient) {
    let database = try AppDatabase(url: directory.appendingPathComponent("mosaic.sqlite"))
    let store = FavoritesStore(database: database)
    return (database, DatabaseTransfer(database: database, stores: [store]), store.client)
  }

  private func item(_ id: String) throws -> String {
    let photo = String(decoding: try UnsplashJSON.encoder.encode(Photo.fixture(id)), as: UTF8.self)
    return #"{"id":"\#(id)","addedAt":"2026-01-01T00:00:00Z","photo":\#(photo)}"#
  }

  private func document(_ ids: [String]) throws -> TransferDocument {
    let items = try ids.map(item).joined(separator: ",")
    let json = """
      {"format":"mosaic-export","version":1,"exportedAt":"2026-01-01T00:00:00Z",
      "sections":{"favorites":{"version":1,"items":[\(items)]}}}
      """
    return try TransferDocument.decode(Data(json.utf8), path: "file.json")
  }

  /// The stored ids as their scalars, so the check itself does not compare with Swift's `==`.
  private func storedIDs(_ favorites: FavoritesClient) async throws -> Set<[UInt32]> {
    Set(try await favorites.list().map { $0.id.unicodeScalars.map(\.value) })
  }

  private func scalars(_ id: String) -> [UInt32] { id.unicodeScalars.map(\.value) }

  @Test func twoSpellingsInOneFile_areTwoFavorites() async throws {
    try await withTemporaryDirectory { directory in
      let (database, transfer, favorites) = try open(directory)
      defer { try? database.close() }

      let report = try await transfer.importDocument(
        try document([Self.composed, Self.decomposed]), path: "file.json", mode: .merge)

      #expect(report.sections == [TransferCount(section: "favorites", added: 2)])
      #expect(try await storedIDs(favorites) == [scalars(Self.composed), scalars(Self.decomposed)])
    }
  }

  @Test func merge_ofTheOtherSpelling_addsIt() async throws {
    try await withTemporaryDirectory { directory in
      let (database, transfer, favorites) = try open(directory)
      defer { try? database.close() }
      try await favorites.add(.fixture(Self.decomposed))

      let report = try await transfer.importDocument(try document([Self.composed]), path: "file.json", mode: .merge)

      #expect(report.sections == [TransferCount(section: "favorites", added: 1)])
      #expect(try await storedIDs(favorites) == [scalars(Self.composed), scalars(Self.decomposed)])
    }
  }

  @Test func replace_makesTheDatabaseHoldExactlyTheFilesSpelling() async throws {
    try await withTemporaryDirectory { directory in
      let (database, transfer, favorites) = try open(directory)
      defer { try? database.close() }
      try await favorites.add(.fixture(Self.decomposed))

      let report = try await transfer.importDocument(
        try document([Self.composed]), path: "file.json", mode: .replace)

      #expect(report.sections == [TransferCount(section: "favorites", added: 1, removed: 1)])
      #expect(try await storedIDs(favorites) == [scalars(Self.composed)])
    }
  }

  @Test func idDifferingFromThePhotosOnlyInSpelling_isRefused() async throws {
    let photo = String(decoding: try UnsplashJSON.encoder.encode(Photo.fixture(Self.decomposed)), as: UTF8.self)
    let json = """
      {"format":"mosaic-export","version":1,"exportedAt":"2026-01-01T00:00:00Z",
      "sections":{"favorites":{"version":1,"items":[{"id":"\(Self.composed)","addedAt":"2026-01-01T00:00:00Z",
      "photo":\(photo)}]}}}
      """
    let document = try TransferDocument.decode(Data(json.utf8), path: "file.json")
    let section = try #require(document.sections["favorites"])

    let error = #expect(throws: DataLayerError.self) {
      try FavoriteTransferItem.decode(section.items[0], index: 0, path: "file.json")
    }
    #expect(error?.value == "sections.favorites.items[0].id")
  }
}
