import CoreTestSupport
import DataLayer
import Foundation
import SecureFiles
import Testing

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// An update reads and writes an entry in one step: two writers at once lose nothing, a writer that holds the entry
/// too long is `cacheEntryBusy`, and the store's checks hold as for a save.
@Suite struct CacheStoreUpdateTests {
  /// Appends `line` to the entry's lines.
  static func appending(_ line: String) -> @Sendable (Data?) throws -> Data {
    { data in Data(((data.map { String(decoding: $0, as: UTF8.self) } ?? "") + line + "\n").utf8) }
  }

  @Test(arguments: ["directory", "memory"])
  func twoWritersAtOnce_loseNothing(_ kind: String) async throws {
    try await withTemporaryDirectory { root in
      // Two stores on one directory, as two processes have; one store in memory.
      let memory = CacheStore.inMemory()
      let stores = kind == "memory" ? [memory, memory] : [CacheStore.directory(root), CacheStore.directory(root)]
      try await withThrowingTaskGroup(of: Void.self) { group in
        for (writer, store) in stores.enumerated() {
          group.addTask {
            for entry in 0..<100 { try await store.update("log", Self.appending("\(writer)-\(entry)")) }
          }
        }
        try await group.waitForAll()
      }
      let lines = String(decoding: try #require(try await stores[0].load("log")), as: UTF8.self).split(separator: "\n")
      #expect(Set(lines).count == 200)
      #expect(lines.count == 200)
    }
  }

  @Test func anEntryHeldTooLong_isBusy_andItsLockIsHidden() async throws {
    try await withTemporaryDirectory { root in
      let cache = CacheStore.directory(root, lockWait: .milliseconds(20))
      try await cache.update("news-watch.json", Self.appending("one"))
      let lock = root.appendingPathComponent(".news-watch.json.lock")
      #expect(try permissions(of: lock) == FilePermissions.privateFile)
      let holder = open(lock.path, O_RDWR | O_CLOEXEC)
      try #require(holder >= 0)
      defer { close(holder) }
      try #require(flock(holder, LOCK_EX | LOCK_NB) == 0)

      let error = await #expect(throws: DataLayerError.self) {
        try await cache.update("news-watch.json", Self.appending("two"))
      }
      #expect(error == DataLayerError(.cacheEntryBusy, path: root.path, value: "news-watch.json", seconds: 1))
      #expect(try await cache.load("news-watch.json") == Data("one\n".utf8), "nothing was written unlocked")

      _ = flock(holder, LOCK_UN)
      try await cache.update("news-watch.json", Self.appending("two"))
      #expect(try await cache.load("news-watch.json") == Data("one\ntwo\n".utf8))
    }
  }

  @Test func anUpdate_checksTheNameAndTheSize_asASaveDoes() async throws {
    try await withTemporaryDirectory { root in
      for cache in [CacheStore.directory(root, limit: 4), CacheStore.inMemory(limit: 4)] {
        await #expect(throws: DataLayerError(.invalidCacheName, value: "../x")) {
          try await cache.update("../x", Self.appending("a"))
        }
        let error = await #expect(throws: DataLayerError.self) {
          try await cache.update("big", Self.appending("too long"))
        }
        #expect(error?.code == .cacheEntryTooLarge)
        let kept = try await cache.load("big")
        #expect(kept == nil)
      }
    }
  }
}
