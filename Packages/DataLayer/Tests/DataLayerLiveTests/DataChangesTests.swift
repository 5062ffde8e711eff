import CoreTestSupport
import DataLayer
import DataLayerLive
import Foundation
import Models
import ModelsTestSupport
import TestExpectations
import Testing

@Suite struct DataChangesTests {
  @Test func theWatcher_noticesCommitsFromAnotherConnection_once() async throws {
    try await withDatabaseFile { url in
      let database = try AppDatabase(url: url)
      let watcher = try DataVersionWatcher(url: url)
      #expect(try watcher.changed() == false)
      // Another process: its own pool on the same file.
      try await favorites(at: url).add(.fixture("a"))
      #expect(try watcher.changed())
      #expect(try watcher.changed() == false)
      try await FavoritesStore(database: database).client.add(.fixture("b"))
      #expect(try watcher.changed())
      _ = try await FavoritesStore(database: database).client.list()
      #expect(try watcher.changed() == false, "reading is not a change")
      try database.close()
    }
  }

  @Test func theLiveClient_reportsAChange_onTheNextPoll_andNeverCreatesTheFile() async throws {
    try await withTemporaryDirectory { root in
      let locations = StorageLocations(
        dataDirectory: root.appendingPathComponent("data", isDirectory: true),
        cacheDirectory: root.appendingPathComponent("cache", isDirectory: true))
      let handle = DatabaseHandle(locations: locations)
      let (slept, sleeping) = AsyncStream<Void>.makeStream()
      let gate = PollGate()
      let client = handle.changes { _ in
        sleeping.yield()
        await gate.next()
      }
      var changes = client.changes().makeAsyncIterator()
      var sleeps = slept.makeAsyncIterator()
      await sleeps.next()
      #expect(!FileManager.default.fileExists(atPath: locations.databaseURL.path))
      try await handle.favorites.add(.fixture("a"))
      await gate.release()  // the watcher opens
      await sleeps.next()
      try await favorites(at: locations.databaseURL).add(.fixture("b"))
      await gate.release()  // the watcher sees the other connection's commit
      #expect(await changes.next() != nil)
      try handle.close()
    }
  }
}

extension DataChangesTests {
  /// Three screens of `mosaic ui` listen at once (favorites, the settings, the watch): one poll serves them all,
  /// so one release of the gate is one look at the database that all three hear. With a poll per listener, the
  /// release below would reach one of them and the test would wait until its time limit.
  @Test(.timeLimit(.minutes(1)))
  func threeListeners_shareOnePoll_andEachHearsACommit() async throws {
    try await withTemporaryDirectory { root in
      let locations = StorageLocations(
        dataDirectory: root.appendingPathComponent("data", isDirectory: true),
        cacheDirectory: root.appendingPathComponent("cache", isDirectory: true))
      let handle = DatabaseHandle(locations: locations)
      try await handle.favorites.add(.fixture("a"))
      let gate = PollGate()
      let (slept, sleeping) = AsyncStream<Void>.makeStream()
      let client = handle.changes { _ in
        sleeping.yield()
        await gate.next()
      }
      var listeners = [client.changes(), client.changes(), client.changes()].map { $0.makeAsyncIterator() }
      var sleeps = slept.makeAsyncIterator()
      await sleeps.next()
      try await favorites(at: locations.databaseURL).add(.fixture("b"))
      await gate.release()  // one look sees the other connection's commit
      for index in listeners.indices { expectNotNil(await listeners[index].next(), "listener \(index) hears it") }
      try handle.close()
    }
  }
}

/// Releases one poll at a time: ``release()`` lets one waiting (or the next) ``next()`` return.
actor PollGate {
  private var permits = 0
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func release() {
    if waiting.isEmpty { permits += 1 } else { waiting.removeFirst().resume() }
  }

  func next() async {
    if permits > 0 {
      permits -= 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }
}
