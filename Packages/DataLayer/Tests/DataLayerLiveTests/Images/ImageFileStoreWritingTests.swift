import CoreTestSupport
import Dispatch
import Foundation
import Synchronization
import Testing

@testable import DataLayerLive

/// Pictures written behind the caller and in batches: found before and after they reach the disk, never read
/// half-written, and one failing picture does not cost the rest of its batch.
@Suite struct ImageFileStoreWritingTests {
  static let later = ImageFileStoreTests.later

  static func picture(_ index: Int, size: Int) -> Data { ImageFileStoreTests.picture(index, size: size) }

  /// Holds the store's writer until the returned gate is opened, so the pictures queued meanwhile form one batch.
  static func holdWriter(of store: ImageFileStore) -> DispatchSemaphore {
    let gate = DispatchSemaphore(value: 0)
    store.writer.async { gate.wait() }
    return gate
  }

  @Test func writtenBehind_isFoundByTheNextOpen_afterClose() async throws {
    try await withTemporaryDirectory { root in
      let directory = root.appendingPathComponent("images")
      let store = ImageFileStore(directory: directory, limit: 1_000_000)
      // More than the queue holds: the callers past it wait for room, none is lost.
      let count = ImageWriteQueue.behindLimit * 2 + 5
      for index in 0..<count {
        await store.storeBehind(
          Self.picture(index, size: 500), for: "\(index)", etag: "\"\(index)\"", expiresAt: Self.later)
      }
      store.close()
      let next = ImageFileStore(directory: directory, limit: 1_000_000)
      #expect(next.usage().entries == count)
      for index in 0..<count {
        let entry = await next.entry(for: "\(index)")
        #expect(entry?.data == Self.picture(index, size: 500), "\(index)")
        #expect(entry?.etag == "\"\(index)\"")
      }
      next.close()
    }
  }

  @Test func writtenBehind_isFoundBeforeItReachesTheDisk_andAfterFlush() async throws {
    try await withTemporaryDirectory { root in
      let directory = root.appendingPathComponent("images")
      let store = ImageFileStore(directory: directory, limit: 1_000_000)
      let gate = Self.holdWriter(of: store)
      await store.storeBehind(Self.picture(1, size: 800), for: "a", etag: nil, expiresAt: Self.later)
      #expect(ImageFileStoreTests.pictureBytes(in: directory) == 0)
      #expect(await store.entry(for: "a")?.data == Self.picture(1, size: 800))
      gate.signal()
      await store.flush()
      #expect(ImageFileStoreTests.pictureBytes(in: directory) == 800)
      // Another process sees it once it is flushed.
      let other = ImageFileStore(directory: directory, limit: 1_000_000)
      #expect(await other.entry(for: "a")?.data == Self.picture(1, size: 800))
      other.close()
      store.close()
    }
  }

  @Test func aReservationsFile_atItsFinalName_isNeverRead() async throws {
    try await withTemporaryDirectory { root in
      let directory = root.appendingPathComponent("images")
      let dead = try ImageFileStoreTests.finishedProcessID()
      let writer = ImageFileStore(directory: directory, limit: 10_000, processID: dead, isAlive: { _ in false })
      await writer.store(Self.picture(0, size: 500), for: "kept", etag: nil, expiresAt: Self.later)
      // Killed while writing straight to the final name: half a file, and a whole one whose row is not ready yet.
      let half = try #require(writer.reserveForTesting(size: 1_000, key: "half"))
      try Self.picture(2, size: 500).write(to: directory.appendingPathComponent("\(half).img"))
      let whole = try #require(writer.reserveForTesting(size: 1_000, key: "whole"))
      try Self.picture(3, size: 1_000).write(to: directory.appendingPathComponent("\(whole).img"))
      #expect(await writer.entry(for: "half") == nil)
      #expect(await writer.entry(for: "whole") == nil)
      writer.close()
      let next = ImageFileStore(directory: directory, limit: 10_000)
      #expect(await next.entry(for: "half") == nil)
      #expect(await next.entry(for: "whole") == nil)
      #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("\(half).img").path))
      #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("\(whole).img").path))
      #expect(await next.entry(for: "kept")?.data == Self.picture(0, size: 500))
      #expect(next.usage().entries == 1)
      next.close()
    }
  }

  @Test func batch_keepsTheOtherPictures_whenOneFails() async throws {
    try await withTemporaryDirectory { root in
      let directory = root.appendingPathComponent("images")
      // Files only: the next entry's file name is taken by a folder, so that picture's write fails.
      let store = ImageFileStore(directory: directory, limit: 10_000, inlineLimit: 0)
      let last = try #require(store.reserveForTesting(size: 1, key: "placeholder"))
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent("\(last + 1).img"), withIntermediateDirectories: false)
      let gate = Self.holdWriter(of: store)
      async let first = store.store(Self.picture(0, size: 100), for: "a", etag: nil, expiresAt: Self.later)
      while store.pending.withLock({ $0.queued }) < 1 { await Task.yield() }
      await store.storeBehind(Self.picture(1, size: 100), for: "b", etag: nil, expiresAt: Self.later)
      await store.storeBehind(Self.picture(2, size: 100), for: "c", etag: nil, expiresAt: Self.later)
      while store.pending.withLock({ $0.queued }) < 3 { await Task.yield() }
      gate.signal()
      #expect(await first != .stored)
      await store.flush()
      store.close()
      let next = ImageFileStore(directory: directory, limit: 10_000, inlineLimit: 0)
      #expect(await next.entry(for: "a") == nil)
      #expect(await next.entry(for: "b")?.data == Self.picture(1, size: 100))
      #expect(await next.entry(for: "c")?.data == Self.picture(2, size: 100))
      #expect(next.usage().entries == 2)
      next.close()
    }
  }
}
