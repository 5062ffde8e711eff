import CoreTestSupport
import DataLayer
import Foundation
import Testing

@Suite struct CacheStoreTests {
  @Test func directory_roundTripsAndIsOwnerOnly() async throws {
    try await withTemporaryDirectory { root in
      let directory = root.appendingPathComponent("cache/store", isDirectory: true)
      let cache = CacheStore.directory(directory)

      try await cache.save("gallery-listing.json", Data("one".utf8))

      #expect(try await cache.load("gallery-listing.json") == Data("one".utf8))
      #expect(try await CacheStore.directory(directory).load("gallery-listing.json") == Data("one".utf8))
      #expect(try permissions(of: directory.appendingPathComponent("gallery-listing.json")) == 0o600)
      #expect(try permissions(of: directory) == 0o700)
      #expect(try permissions(of: root.appendingPathComponent("cache")) == 0o700)
    }
  }

  @Test func directory_saveReplaces_andRemoveForgets() async throws {
    try await withTemporaryDirectory { root in
      let cache = CacheStore.directory(root)
      try await cache.save("a", Data("one".utf8))
      try await cache.save("a", Data("two".utf8))
      #expect(try await cache.load("a") == Data("two".utf8))

      try await cache.remove("a")
      try await cache.remove("a")

      #expect(try await cache.load("a") == nil)
      let files = try FileManager.default.contentsOfDirectory(atPath: root.path)
      #expect(files.isEmpty)
    }
  }

  @Test func directory_absentEntryOrDirectory_loadsNil() async throws {
    try await withTemporaryDirectory { root in
      #expect(try await CacheStore.directory(root).load("never-saved") == nil)
      #expect(try await CacheStore.directory(root.appendingPathComponent("missing")).load("x") == nil)
      try await CacheStore.directory(root.appendingPathComponent("missing")).remove("x")
    }
  }

  @Test func directory_oversizeFile_loadsNilAndIsKept() async throws {
    try await withTemporaryDirectory { root in
      let file = root.appendingPathComponent("big")
      try Data(count: 11).write(to: file)

      #expect(try await CacheStore.directory(root, limit: 10).load("big") == nil)
      #expect(try await CacheStore.directory(root, limit: 11).load("big") == Data(count: 11))
      #expect(FileManager.default.fileExists(atPath: file.path))
    }
  }

  @Test func directory_unreadableEntry_loadsNil() async throws {
    try await withTemporaryDirectory { root in
      // A directory where the entry's file should be cannot be read as one, whoever runs the test.
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("entry"), withIntermediateDirectories: false)
      #expect(try await CacheStore.directory(root).load("entry") == nil)
    }
  }

  @Test func directory_saveOverTheLimit_throwsTheSizesAndWritesNothing() async throws {
    try await withTemporaryDirectory { root in
      let cache = CacheStore.directory(root, limit: 4)
      await #expect(throws: DataLayerError(.cacheEntryTooLarge, value: "a", size: 5, limit: 4)) {
        try await cache.save("a", Data("12345".utf8))
      }
      let files = try FileManager.default.contentsOfDirectory(atPath: root.path)
      #expect(files.isEmpty)
    }
  }

  @Test func directory_blockedByAFile_throwsCacheWriteFailed() async throws {
    try await withTemporaryDirectory { root in
      let blocker = root.appendingPathComponent("blocker")
      try Data("x".utf8).write(to: blocker)
      let directory = blocker.appendingPathComponent("store", isDirectory: true)

      let error = try await #require(throws: DataLayerError.self) {
        try await CacheStore.directory(directory).save("a", Data("1".utf8))
      }

      #expect(error.code == .cacheWriteFailed)
      #expect(error.path == directory.path)
      #expect(error.value == "a")
      #expect(error.detail == "Not a directory")
      #expect(try Data(contentsOf: blocker) == Data("x".utf8))
    }
  }

  @Test func directory_removeOfADirectory_throwsCacheRemoveFailed() async throws {
    try await withTemporaryDirectory { root in
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("entry"), withIntermediateDirectories: false)

      let error = try await #require(throws: DataLayerError.self) {
        try await CacheStore.directory(root).remove("entry")
      }

      #expect(error.code == .cacheRemoveFailed)
      #expect(error.path == root.path)
      #expect(error.value == "entry")
      #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("entry").path))
    }
  }

  @Test func inMemory_roundTripsAndKeepsTheLimit() async throws {
    let cache = CacheStore.inMemory(limit: 3)
    #expect(try await cache.load("a") == nil)
    try await cache.save("a", Data("abc".utf8))
    #expect(try await cache.load("a") == Data("abc".utf8))
    await #expect(throws: DataLayerError(.cacheEntryTooLarge, value: "a", size: 4, limit: 3)) {
      try await cache.save("a", Data("abcd".utf8))
    }
    try await cache.remove("a")
    #expect(try await cache.load("a") == nil)
  }

  @Test func noop_keepsNothing() async throws {
    try await CacheStore.noop.save("a", Data("1".utf8))
    #expect(try await CacheStore.noop.load("a") == nil)
    try await CacheStore.noop.remove("a")
  }

  @Test func failing_throwsNamingTheClosure() async throws {
    await #expect(throws: DataLayerError(.unexpectedCall, value: "CacheStore.load")) {
      try await CacheStore.failing.load("a")
    }
    await #expect(throws: DataLayerError(.unexpectedCall, value: "CacheStore.save")) {
      try await CacheStore.failing.save("a", Data())
    }
    await #expect(throws: DataLayerError(.unexpectedCall, value: "CacheStore.remove")) {
      try await CacheStore.failing.remove("a")
    }
  }
}
