import CoreTestSupport
import DataLayerLive
import Foundation
import GRDB
import SecureFiles
import TestExpectations
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 19, item 24: the picture cache never reaches another file through a symbolic link planted in or for
/// its folder. Before, a linked folder was chmodded 0700 and its `N.img` files deleted as orphans, a linked
/// index or log was written through (SQLite follows links), and a linked picture was read.
@Suite struct ImageFileStoreLinkTests {
  static let later = Date(timeIntervalSince1970: 4_000_000_000)
  static let picture = Data(repeating: 7, count: 300)

  @Test func linkedFolder_isNotUsed_andItsTargetIsUntouched() async throws {
    try await withTemporaryDirectory { root in
      let victim = root.appendingPathComponent("photos", isDirectory: true)
      try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: false)
      #expect(chmod(victim.path, 0o755) == 0)
      try Data("someone's picture".utf8).write(to: victim.appendingPathComponent("7.img"))
      let link = root.appendingPathComponent("images")
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)
      let store = ImageFileStore(directory: link, limit: 1_000_000)
      defer { store.close() }

      let outcome = await store.store(Self.picture, for: "https://example.test/a", etag: nil, expiresAt: Self.later)
      await store.clear()

      #expect(outcome != .stored)
      #expect(store.folderKind == .symbolicLink)
      #expect(try permissions(of: victim) == 0o755)
      #expect(try FileManager.default.contentsOfDirectory(atPath: victim.path) == ["7.img"])
    }
  }

  @Test func linkedIndex_isReplaced_andItsTargetIsUntouched() async throws {
    try await withTemporaryDirectory { root in
      let victim = root.appendingPathComponent("other.sqlite")
      try withVictimDatabase(victim)
      let directory = root.appendingPathComponent("images", isDirectory: true)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
      let index = directory.appendingPathComponent(ImageFileStore.indexName)
      try FileManager.default.createSymbolicLink(at: index, withDestinationURL: victim)
      let store = ImageFileStore(directory: directory, limit: 1_000_000)
      defer { store.close() }

      let outcome = await store.store(Self.picture, for: "https://example.test/a", etag: nil, expiresAt: Self.later)

      #expect(outcome == .stored)
      #expect(FilePermissions.kind(atPath: index.path) == .regularFile)
      #expect(try permissions(of: victim) == 0o644)
      #expect(try tables(victim) == ["notes"])
    }
  }

  @Test(arguments: ["-wal", "-shm"])
  func linkedIndexLog_isReplaced_andItsTargetIsUntouched(_ suffix: String) async throws {
    try await withTemporaryDirectory { root in
      let victim = root.appendingPathComponent("precious.txt")
      try Data("precious".utf8).write(to: victim)
      #expect(chmod(victim.path, 0o644) == 0)
      let directory = root.appendingPathComponent("images", isDirectory: true)
      let first = ImageFileStore(directory: directory, limit: 1_000_000)
      #expect(
        await first.store(Self.picture, for: "https://example.test/a", etag: nil, expiresAt: Self.later) == .stored)
      first.close()
      let companion = directory.appendingPathComponent(ImageFileStore.indexName + suffix)
      try? FileManager.default.removeItem(at: companion)
      try FileManager.default.createSymbolicLink(at: companion, withDestinationURL: victim)
      let store = ImageFileStore(directory: directory, limit: 1_000_000)
      defer { store.close() }

      let outcome = await store.store(Self.picture, for: "https://example.test/b", etag: nil, expiresAt: Self.later)

      #expect(outcome == .stored)
      #expect(try Data(contentsOf: victim) == Data("precious".utf8))
      #expect(try permissions(of: victim) == 0o644)
    }
  }

  @Test func linkedPicture_isDroppedUnread() async throws {
    try await withTemporaryDirectory { root in
      let directory = root.appendingPathComponent("images", isDirectory: true)
      let store = ImageFileStore(directory: directory, limit: 1_000_000, inlineLimit: 0)
      defer { store.close() }
      #expect(
        await store.store(Self.picture, for: "https://example.test/a", etag: nil, expiresAt: Self.later) == .stored)
      let file = try requireValue(
        try FileManager.default.contentsOfDirectory(atPath: directory.path).first { $0.hasSuffix(".img") })
      let secret = root.appendingPathComponent("secret")
      try Data(repeating: 1, count: Self.picture.count).write(to: secret)
      try FileManager.default.removeItem(at: directory.appendingPathComponent(file))
      try FileManager.default.createSymbolicLink(at: directory.appendingPathComponent(file), withDestinationURL: secret)

      let entry = await store.entry(for: "https://example.test/a")

      #expect(entry == nil)
      #expect(FileManager.default.fileExists(atPath: secret.path))
    }
  }

  /// Another program's SQLite database, readable by others, with one table.
  private func withVictimDatabase(_ url: URL) throws {
    let queue = try DatabaseQueue(path: url.path)
    try queue.write { db in try db.execute(sql: "CREATE TABLE notes (text TEXT)") }
    try queue.close()
    #expect(chmod(url.path, 0o644) == 0)
  }

  private func tables(_ url: URL) throws -> [String] {
    let queue = try DatabaseQueue(path: url.path)
    defer { try? queue.close() }
    return try queue.read { db in
      try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    }
  }
}
