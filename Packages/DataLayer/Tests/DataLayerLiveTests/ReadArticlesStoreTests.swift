import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import TestExpectations
import Testing

/// Issue 22, read state: an article opened in the reader stays marked read, in the file, across runs.
@Suite struct ReadArticlesStoreTests {
  @Test func markRead_isKeptInTheFile_andASecondMarkChangesNothing() async throws {
    try await withTemporaryDirectory { root in
      let locations = StorageLocations(
        dataDirectory: root.appendingPathComponent("data"), cacheDirectory: root.appendingPathComponent("cache"))
      let handle = DatabaseHandle(locations: locations)
      let read = try handle.client(ReadArticlesClient.self)
      #expect(try await read.readIDs().isEmpty)
      #expect(try await read.markRead("k3v9qz2m7t"))
      #expect(try await read.markRead("k3v9qz2m7t") == false)
      try handle.close()

      let reopened = DatabaseHandle(locations: locations)
      #expect(try await reopened.client(ReadArticlesClient.self).readIDs() == ["k3v9qz2m7t"])
      #expect(!reopened.isOpen, "the read marks read without opening the database for writing")
      try reopened.close()
    }
  }

  @Test func inMemory_keepsTheSameRules() async throws {
    let read = ReadArticlesClient.inMemory()
    #expect(try await read.markRead("a"))
    #expect(try await read.markRead("a") == false)
    #expect(try await read.readIDs() == ["a"])
  }

  /// Issue 22: the read marks travel in `mosaic export` and `mosaic import` (section `readArticles`): a merge
  /// adds them once and keeps a first read made here, a replace makes them the file's.
  @Test func readMarks_travelThroughExportAndImport() async throws {
    try await withTemporaryDirectory { root in
      func locations(_ name: String) -> StorageLocations {
        StorageLocations(
          dataDirectory: root.appendingPathComponent(name), cacheDirectory: root.appendingPathComponent("cache"))
      }
      let source = DatabaseHandle(locations: locations("source"), now: { Date(timeIntervalSince1970: 1_000) })
      _ = try await source.client(ReadArticlesClient.self).markRead("k3v9qz2m7t")
      _ = try await source.client(ReadArticlesClient.self).markRead("a1b2c3d4e5")
      let document = try await source.export()
      try source.close()
      let items = try #require(document.sections["readArticles"]).items
      #expect(items.count == 2)
      let encoded = try TransferDocument.decode(try document.encoded(), path: "backup.json")

      let target = DatabaseHandle(locations: locations("target"), now: { Date(timeIntervalSince1970: 5_000) })
      _ = try await target.client(ReadArticlesClient.self).markRead("zzzzzzzzzz")
      let first = try await target.transfer().importDocument(encoded, path: "backup.json", mode: .merge)
      expectEqual(
        first.sections.first { $0.section == "readArticles" }, TransferCount(section: "readArticles", added: 2))
      let second = try await target.transfer().importDocument(encoded, path: "backup.json", mode: .merge)
      expectEqual(
        second.sections.first { $0.section == "readArticles" }, TransferCount(section: "readArticles", unchanged: 2))
      #expect(try await target.client(ReadArticlesClient.self).readIDs() == ["k3v9qz2m7t", "a1b2c3d4e5", "zzzzzzzzzz"])

      let replaced = try await target.transfer().importDocument(encoded, path: "backup.json", mode: .replace)
      expectEqual(
        replaced.sections.first { $0.section == "readArticles" },
        TransferCount(section: "readArticles", unchanged: 2, removed: 1))
      #expect(try await target.client(ReadArticlesClient.self).readIDs() == ["k3v9qz2m7t", "a1b2c3d4e5"])
      try target.close()
    }
  }

  /// A read mark whose id is no id (control characters, blank) is refused with its field; nothing is written.
  @Test(arguments: [
    #"{"id":"a\u001b[2J","readAt":"2026-11-23T10:42:00Z"}"#, #"{"id":"","readAt":"2026-11-23T10:42:00Z"}"#,
  ])
  func aBadReadMark_isRefusedWithItsField(_ item: String) async throws {
    try await withTemporaryDirectory { root in
      let handle = DatabaseHandle(
        locations: StorageLocations(
          dataDirectory: root.appendingPathComponent("data"), cacheDirectory: root.appendingPathComponent("cache")))
      let json =
        #"{"format":"mosaic-export","version":1,"exportedAt":"2026-11-23T10:42:00Z","sections":{"readArticles":{"version":1,"items":["#
        + item + "]}}}"
      let document = try TransferDocument.decode(Data(json.utf8), path: "backup.json")
      let error = await #expect(throws: DataLayerError.self) {
        _ = try await handle.transfer().importDocument(document, path: "backup.json", mode: .merge)
      }
      #expect(error?.value == "sections.readArticles.items[0].id")
      #expect(try await handle.client(ReadArticlesClient.self).readIDs().isEmpty)
      try handle.close()
    }
  }
}
