import CoreTestSupport
import DataLayerLive
import Foundation
import TestExpectations
import Testing

/// The disk cache's hard limit, LRU eviction, files and crash recovery, on real files and a real index.
@Suite struct ImageFileStoreTests {
  static let later = Date(timeIntervalSince1970: 4_000_000_000)

  /// Bytes of every picture in `directory`: its files, temporary files included, and the pictures kept in the
  /// index: what the limit is about. Counted while holding the index's write lock (through a connection of its own),
  /// so no writer moves a picture between the two counts.
  static func pictureBytes(in directory: URL) -> Int {
    ImageIndexProbe.whileWritersWait(directory) {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      let files = names.filter { $0.hasSuffix(".img") || $0.hasSuffix(".tmp") }.reduce(0) { total, name in
        let path = directory.appendingPathComponent(name).path
        return total + (((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int) ?? 0)
      }
      return files + $0
    }
  }

  static func picture(_ index: Int, size: Int) -> Data {
    Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &+ index) })
  }

  @Test func fourWritersAndTwoMegabytes_neverExceedTheLimit() async throws {
    try await withTemporaryDirectory { root in
      let directory = root.appendingPathComponent("images")
      let limit = 2_000_000
      // Four stores, four connections: as four processes sharing the folder would be.
      let stores = (0..<4).map { _ in ImageFileStore(directory: directory, limit: limit) }
      let worst = try await withThrowingTaskGroup(of: Int.self) { group in
        for (writer, store) in stores.enumerated() {
          group.addTask {
            var worst = 0
            for index in stride(from: writer, to: 500, by: 4) {
              let size = 8_000 + (index * 7_919) % 32_000
              let outcome = await store.store(
                Self.picture(index, size: size), for: "https://example.test/\(index)", etag: nil, expiresAt: Self.later)
              #expect(outcome == .stored)
              worst = max(worst, Self.pictureBytes(in: directory))
            }
            return worst
          }
        }
        return try await group.reduce(0, max)
      }
      #expect(worst <= limit)
      let usage = stores[0].usage()
      #expect(usage.bytes <= limit && usage.bytes == Self.pictureBytes(in: directory))
      #expect(usage.entries > 50)
      stores.forEach { $0.close() }
    }
  }

  @Test func eviction_dropsTheLeastRecentlyUsedFirst() async throws {
    try await withTemporaryDirectory { root in
      let store = ImageFileStore(directory: root.appendingPathComponent("images"), limit: 3_000)
      for name in ["a", "b", "c"] {
        await store.store(Self.picture(0, size: 1_000), for: name, etag: nil, expiresAt: Self.later)
      }
      _ = await store.entry(for: "a")
      await store.store(Self.picture(1, size: 1_000), for: "d", etag: nil, expiresAt: Self.later)
      #expect(await store.entry(for: "b") == nil)
      for name in ["a", "c", "d"] { #expect(await store.entry(for: name) != nil, "\(name)") }
      await store.store(Self.picture(2, size: 2_000), for: "e", etag: nil, expiresAt: Self.later)
      // "a", "c" and "d" were read in that order, so "a" and "c" go.
      #expect(await store.entry(for: "a") == nil)
      #expect(await store.entry(for: "c") == nil)
      #expect(store.usage().bytes == 3_000)
      store.close()
    }
  }

  @Test func files_arePrivate_andTooLargeOrLoweredLimitsHold() async throws {
    try await withTemporaryDirectory { root in
      let directory = root.appendingPathComponent("images")
      let store = ImageFileStore(directory: directory, limit: 10_000)
      #expect(await store.store(Self.picture(0, size: 10_001), for: "big", etag: nil, expiresAt: Self.later) != .stored)
      for index in 0..<8 {
        await store.store(
          Self.picture(index, size: 1_000), for: "\(index)", etag: "\"\(index)\"", expiresAt: Self.later)
      }
      #expect(try permissions(of: directory) == 0o700)
      for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
        #expect(try permissions(of: directory.appendingPathComponent(name)) == 0o600, "\(name)")
      }
      #expect(await store.entry(for: "3")?.etag == "\"3\"")
      store.close()
      // The next run asks for less: the store shrinks before anything else.
      let smaller = ImageFileStore(directory: directory, limit: 2_500)
      #expect(smaller.usage().bytes <= 2_500)
      #expect(Self.pictureBytes(in: directory) <= 2_500)
      smaller.close()
    }
  }

  @Test func damagedFile_isDroppedNotServed() async throws {
    try await withTemporaryDirectory { root in
      let directory = root.appendingPathComponent("images")
      let store = ImageFileStore(directory: directory, limit: 10_000, inlineLimit: 0)
      await store.store(Self.picture(0, size: 1_000), for: "a", etag: nil, expiresAt: Self.later)
      let file = try requireValue(
        try FileManager.default.contentsOfDirectory(atPath: directory.path).first { $0.hasSuffix(".img") })
      try Data(count: 10).write(to: directory.appendingPathComponent(file))
      #expect(await store.entry(for: "a") == nil)
      #expect(store.usage().entries == 0)
      store.close()
    }
  }

  @Test func killedWriter_leavesNothingThatIsServed_andItsSpaceComesBack() async throws {
    try await withTemporaryDirectory { root in
      let directory = root.appendingPathComponent("images")
      let dead = try Self.finishedProcessID()
      // The writer reserved 1,500 bytes, wrote half of them, and was killed before renaming.
      let writer = ImageFileStore(directory: directory, limit: 2_000, processID: dead, isAlive: { _ in false })
      await writer.store(Self.picture(0, size: 500), for: "kept", etag: nil, expiresAt: Self.later)
      let partial = try Self.abandonReservation(in: writer, directory: directory, size: 1_500, key: "half")
      writer.close()
      // The next run, with the real check of whether the writer still runs.
      let next = ImageFileStore(directory: directory, limit: 2_000)
      #expect(await next.entry(for: "half") == nil)
      #expect(!FileManager.default.fileExists(atPath: partial.path))
      #expect(await next.entry(for: "kept") != nil)
      #expect(await next.store(Self.picture(1, size: 1_500), for: "new", etag: nil, expiresAt: Self.later) == .stored)
      #expect(Self.pictureBytes(in: directory) <= 2_000)
      next.close()
    }
  }

  @Test func clear_removesEveryPicture() async throws {
    try await withTemporaryDirectory { root in
      let directory = root.appendingPathComponent("images")
      let store = ImageFileStore(directory: directory, limit: 10_000)
      for index in 0..<5 {
        await store.store(Self.picture(index, size: 100), for: "\(index)", etag: nil, expiresAt: Self.later)
      }
      await store.clear()
      #expect(store.usage().bytes == 0 && Self.pictureBytes(in: directory) == 0)
      store.close()
    }
  }

  /// A process id that no longer runs: `/bin/true`'s, after it exited (started and reaped by `ChildSpawn`); elsewhere
  /// one above every process id the system hands out.
  static func finishedProcessID() throws -> Int32 {
    #if os(Linux)
      let pid = try ChildSpawn.start("/bin/true", environment: [:])
      _ = ChildSpawn.wait(for: pid)
      return pid
    #else
      return Int32.max
    #endif
  }

  /// Leaves a reservation of `size` bytes for `key` with half its bytes in the temporary file, as a
  /// writer killed between writing and renaming does, and returns that file.
  static func abandonReservation(in store: ImageFileStore, directory: URL, size: Int, key: String) throws -> URL {
    let id = try #require(store.reserveForTesting(size: size, key: key))
    let temporary = directory.appendingPathComponent(".\(id).tmp")
    try Data(count: size / 2).write(to: temporary)
    return temporary
  }
}
