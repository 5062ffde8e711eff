import CoreTestSupport
import Foundation
import GRDB
import Testing

@testable import DataLayerLive

/// Small pictures kept in the index's own rows, large ones in files: both read back, evicted by one size count,
/// cleared, written only whole, shared by several stores on one folder, and an index of the old layout (every
/// picture a file) still read.
@Suite struct ImageFileStoreLayoutTests {
  static let later = ImageFileStoreTests.later

  static func picture(_ index: Int, size: Int) -> Data { ImageFileStoreTests.picture(index, size: size) }

  @Test func smallAndLargePictures_roundTrip_smallInTheIndex_largeInFiles() async throws {
    try await withTemporaryDirectory { root in
      let directory = root.appendingPathComponent("images")
      let store = ImageFileStore(directory: directory, limit: 1_000_000, inlineLimit: 4_096)
      #expect(
        await store.store(Self.picture(1, size: 4_096), for: "small", etag: "\"s\"", expiresAt: Self.later) == .stored)
      await store.storeBehind(Self.picture(2, size: 4_097), for: "large", etag: nil, expiresAt: Self.later)
      store.close()
      #expect(ImageIndexProbe.files(in: directory).count == 1)
      let facts = try ImageIndexProbe.facts(directory)
      #expect(facts.inlineRows == 1 && facts.readyWithoutBytes == 0)
      #expect(facts.counted == 8_193 && facts.summed == 8_193)
      let next = ImageFileStore(directory: directory, limit: 1_000_000, inlineLimit: 4_096)
      #expect(
        await next.entry(for: "small")
          == StoredImage(data: Self.picture(1, size: 4_096), etag: "\"s\"", expiresAt: Self.later))
      #expect(await next.entry(for: "large")?.data == Self.picture(2, size: 4_097))
      #expect(
        next.usage() == ImageStoreUsage(bytes: 8_193, entries: 2, indexBytes: next.usage().indexBytes, limit: 1_000_000)
      )
      next.close()
    }
  }

  @Test func aNewerCopy_replacesTheOlder_smallOrLarge() async throws {
    try await withTemporaryDirectory { root in
      let directory = root.appendingPathComponent("images")
      let store = ImageFileStore(directory: directory, limit: 1_000_000, inlineLimit: 4_096)
      for (version, size) in [(1, 1_000), (2, 2_000), (3, 9_000), (4, 1_500)] {
        await store.store(Self.picture(version, size: size), for: "k", etag: "\"\(version)\"", expiresAt: Self.later)
        #expect(await store.entry(for: "k")?.etag == "\"\(version)\"")
      }
      #expect(store.usage().entries == 1 && store.usage().bytes == 1_500)
      #expect(ImageIndexProbe.files(in: directory).isEmpty)
      store.close()
    }
  }

  @Test func eviction_countsBothKinds_andDropsTheLeastRecentlyUsedOfEither() async throws {
    try await withTemporaryDirectory { root in
      let directory = root.appendingPathComponent("images")
      let store = ImageFileStore(directory: directory, limit: 200_000, inlineLimit: 50_000)
      let sizes = ["a": 5_000, "B": 100_000, "c": 5_000, "D": 80_000]
      for name in ["a", "B", "c", "D"] {
        await store.store(Self.picture(0, size: sizes[name] ?? 0), for: name, etag: nil, expiresAt: Self.later)
      }
      _ = await store.entry(for: "a")
      // 190,000 + 60,000: the least recently used, the file B, goes.
      await store.store(Self.picture(1, size: 60_000), for: "E", etag: nil, expiresAt: Self.later)
      await store.store(Self.picture(2, size: 45_000), for: "f", etag: nil, expiresAt: Self.later)
      // 195,000 + 20,000: the small c goes, then the file D.
      await store.store(Self.picture(3, size: 20_000), for: "g", etag: nil, expiresAt: Self.later)
      for name in ["B", "c", "D"] { #expect(await store.entry(for: name) == nil, "\(name)") }
      for name in ["a", "E", "f", "g"] { #expect(await store.entry(for: name) != nil, "\(name)") }
      let facts = try ImageIndexProbe.facts(directory)
      #expect(facts.counted == 130_000 && facts.summed == 130_000)
      #expect(ImageFileStoreTests.pictureBytes(in: directory) == 130_000)
      #expect(ImageIndexProbe.files(in: directory).count == 1)
      store.close()
    }
  }

  @Test func clear_removesBothKinds_andGivesTheIndexsPagesBack() async throws {
    try await withTemporaryDirectory { root in
      let directory = root.appendingPathComponent("images")
      let store = ImageFileStore(directory: directory, limit: 2_000_000, inlineLimit: 20_000)
      for index in 0..<40 {
        await store.store(Self.picture(index, size: 20_000), for: "\(index)", etag: nil, expiresAt: Self.later)
      }
      await store.store(Self.picture(99, size: 30_000), for: "large", etag: nil, expiresAt: Self.later)
      store.close()
      let before = store.usage().indexBytes
      await store.clear()
      store.close()
      #expect(store.usage().bytes == 0 && store.usage().entries == 0)
      #expect(ImageFileStoreTests.pictureBytes(in: directory) == 0 && ImageIndexProbe.files(in: directory).isEmpty)
      let facts = try ImageIndexProbe.facts(directory)
      #expect(facts.counted == 0 && facts.inlineRows == 0)
      #expect(store.usage().indexBytes < before / 4, "\(store.usage().indexBytes) of \(before)")
    }
  }

  @Test func oldLayoutIndex_isMigrated_itsFilesRead_andCountedForEviction() async throws {
    try await withTemporaryDirectory { root in
      let directory = root.appendingPathComponent("images")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
      // The index and files an older version left: every picture a file, no counter row, user_version 0.
      let queue = try DatabaseQueue(path: ImageIndexProbe.indexPath(directory))
      try await queue.write { db in
        try db.execute(
          sql: """
            CREATE TABLE images (
              id INTEGER PRIMARY KEY AUTOINCREMENT, key TEXT NOT NULL, size INTEGER NOT NULL, etag TEXT,
              expires_at DOUBLE NOT NULL, last_access INTEGER NOT NULL, ready INTEGER NOT NULL DEFAULT 0,
              owner INTEGER NOT NULL, reserved_at DOUBLE NOT NULL);
            CREATE INDEX images_by_key ON images(key, ready);
            CREATE INDEX images_by_use ON images(ready, last_access);
            INSERT INTO images VALUES (1, 'old1', 1000, '"1"', 4000000000, 1, 1, 1, 0);
            INSERT INTO images VALUES (2, 'old2', 1000, NULL, 4000000000, 2, 1, 1, 0);
            """)
      }
      try queue.close()
      try Self.picture(1, size: 1_000).write(to: directory.appendingPathComponent("1.img"))
      try Self.picture(2, size: 1_000).write(to: directory.appendingPathComponent("2.img"))

      let store = ImageFileStore(directory: directory, limit: 3_000)
      #expect(await store.entry(for: "old2")?.data == Self.picture(2, size: 1_000))
      let facts = try ImageIndexProbe.facts(directory)
      #expect(facts.version == ImageFileStore.indexVersion && facts.counted == 2_000)
      // 2,000 of the old files + 1,500 kept in the index: the least recently used old file goes.
      await store.store(Self.picture(3, size: 1_500), for: "new", etag: nil, expiresAt: Self.later)
      #expect(await store.entry(for: "old1") == nil)
      #expect(ImageIndexProbe.files(in: directory) == ["2.img"])
      #expect(
        await store.entry(for: "old2")
          == StoredImage(data: Self.picture(2, size: 1_000), etag: nil, expiresAt: Self.later))
      #expect(await store.entry(for: "new")?.data == Self.picture(3, size: 1_500))
      #expect(ImageFileStoreTests.pictureBytes(in: directory) == 2_500)
      store.close()
    }
  }

  @Test func aFailedWrite_betweenTheRowAndItsBytes_leavesNoReadyRowWithoutThem() async throws {
    try await withTemporaryDirectory { root in
      let directory = root.appendingPathComponent("images")
      let store = ImageFileStore(directory: directory, limit: 100_000)
      await store.store(Self.picture(0, size: 500), for: "kept", etag: nil, expiresAt: Self.later)
      // The disk fails as the second picture's bytes are written, after its row.
      try ImageIndexProbe.write(directory) { db in
        try db.execute(
          sql: """
            CREATE TRIGGER fail_bytes BEFORE INSERT ON image_data WHEN length(new.data) = 777
            BEGIN SELECT RAISE(ABORT, 'disk failed'); END
            """)
      }
      #expect(await store.store(Self.picture(1, size: 777), for: "lost", etag: nil, expiresAt: Self.later) != .stored)
      store.close()
      let facts = try ImageIndexProbe.facts(directory)
      #expect(facts.readyWithoutBytes == 0)
      #expect(facts.counted == 500 && facts.summed == 500)
      let next = ImageFileStore(directory: directory, limit: 100_000)
      #expect(await next.entry(for: "lost") == nil)
      #expect(await next.entry(for: "kept")?.data == Self.picture(0, size: 500))
      next.close()
    }
  }

  @Test func twoStoresOnOneFolder_shareOneCount_andReadEachOthersPictures() async throws {
    try await withTemporaryDirectory { root in
      let directory = root.appendingPathComponent("images")
      let limit = 300_000
      // Two processes' stores: their own connections and process ids, both running.
      let stores = [Int32(1), 2].map {
        ImageFileStore(directory: directory, limit: limit, inlineLimit: 8_000, processID: $0, isAlive: { _ in true })
      }
      try await withThrowingTaskGroup(of: Void.self) { group in
        for (writer, store) in stores.enumerated() {
          group.addTask {
            for index in stride(from: writer, to: 120, by: 2) {
              let size = index % 3 == 0 ? 12_000 : 2_000 + index * 50
              let data = Self.picture(index, size: size)
              if index % 2 == 0 {
                await store.storeBehind(data, for: "\(index)", etag: nil, expiresAt: Self.later)
              } else {
                #expect(await store.store(data, for: "\(index)", etag: nil, expiresAt: Self.later) == .stored)
              }
              #expect(ImageFileStoreTests.pictureBytes(in: directory) <= limit)
            }
            await store.flush()
          }
        }
        try await group.waitForAll()
      }
      let facts = try ImageIndexProbe.facts(directory)
      #expect(facts.counted == facts.summed && facts.summed <= limit && facts.readyWithoutBytes == 0)
      #expect(ImageFileStoreTests.pictureBytes(in: directory) == facts.summed)
      // Each reads what the other kept last, small and large.
      for (writer, store) in stores.enumerated() {
        await store.storeBehind(
          Self.picture(writer, size: 1_000), for: "small\(writer)", etag: nil, expiresAt: Self.later)
        await store.store(Self.picture(writer, size: 9_000), for: "large\(writer)", etag: nil, expiresAt: Self.later)
        await store.flush()
      }
      for (writer, store) in stores.enumerated() {
        let other = 1 - writer
        #expect(await store.entry(for: "small\(other)")?.data == Self.picture(other, size: 1_000))
        #expect(await store.entry(for: "large\(other)")?.data == Self.picture(other, size: 9_000))
      }
      #expect(ImageIndexProbe.files(in: directory).count >= 2)
      stores.forEach { $0.close() }
    }
  }
}
