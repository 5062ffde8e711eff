import CoreTestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import Synchronization
import TestExpectations
import Testing

@testable import DataLayerLive

/// Closing a connection while other tasks still use it: GRDB's `close()` is not safe against a read that
/// starts at the same moment (it crashed the App's tests once), so every call passes a ``ConnectionGate``.
/// Each call either finishes with its answer or says the database was closed; nothing crashes, nothing
/// saved is lost, and the file reopens.
@Suite struct ClosingUnderLoadTests {
  @Test func theGate_admitsUntilClosed_andTheLastCallOutCloses() {
    let gate = ConnectionGate()
    #expect(gate.enter())
    #expect(gate.enter())
    let closed = Mutex(0)
    let count: @Sendable () -> Void = { closed.withLock { $0 += 1 } }
    let closedAtOnce = gate.close(whenIdle: count)
    #expect(!closedAtOnce, "two calls are inside")
    #expect(gate.isClosing)
    #expect(!gate.enter(), "no call is admitted once closing began")
    gate.leave()
    expectEqual(closed.withLock { $0 }, 0)
    gate.leave()
    expectEqual(closed.withLock { $0 }, 1, "the last call out closes")
    let closedAgain = gate.close(whenIdle: count)
    #expect(!closedAgain, "a second close does nothing")
    expectEqual(closed.withLock { $0 }, 1)

    let idle = ConnectionGate()
    let idleAtOnce = idle.close(whenIdle: count)
    #expect(idleAtOnce, "no call inside: the caller closes now")
    expectEqual(closed.withLock { $0 }, 1)
  }

  @Test func closingTheDatabase_whileReadsAndWritesRun_crashesNothingAndLosesNothing() async throws {
    try await withDatabaseFile { url in
      let photos = try (0..<8).map { try Photo.fixture("photo-\($0)") }
      for round in 0..<40 {
        let database = try AppDatabase(url: url)
        let favorites = FavoritesStore(database: database).client
        let outcomes = try await withThrowingTaskGroup(of: Bool.self) { group in
          for task in 0..<12 {
            group.addTask {
              do {
                if task.isMultiple(of: 3) {
                  try await favorites.add(photos[(round + task) % photos.count])
                } else {
                  _ = try await favorites.list()
                }
                return true
              } catch let error as DataLayerError where error.code == .databaseClosed {
                return false
              }
            }
          }
          group.addTask {
            await Task.yield()
            try database.close()
            return false
          }
          return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(outcomes.count == 13, "round \(round)")
      }
      // Every write that said it succeeded is there; the file opens as before.
      let reopened = try AppDatabase(url: url)
      #expect(try reopened.health().isHealthy)
      let kept = try await FavoritesStore(database: reopened).client.favoriteIDs()
      #expect(kept.isSubset(of: Set(photos.map(\.id))))
      #expect(!kept.isEmpty)
      try reopened.close()
    }
  }

  @Test func closingTheImageIndex_whileReadsRun_letsThemFinish_andTheNextCallReopensIt() async throws {
    try await withTemporaryDirectory { root in
      let store = ImageFileStore(directory: root.appendingPathComponent("images"), limit: 1_000_000)
      let picture = Data(repeating: 7, count: 2_000)
      await store.store(picture, for: "a", etag: nil, expiresAt: Date(timeIntervalSince1970: 4_000_000_000))
      for round in 0..<40 {
        let found = await withTaskGroup(of: Int.self) { group in
          for _ in 0..<12 {
            group.addTask { await store.entry(for: "a")?.data == picture ? 1 : 0 }
          }
          group.addTask {
            await Task.yield()
            store.close()
            return 0
          }
          return await group.reduce(0, +)
        }
        // A read after close opens the index again, so every one of them finds the picture.
        #expect(found == 12, "round \(round)")
      }
      #expect(await store.entry(for: "a")?.data == picture)
      #expect(store.usage().entries == 1)
      store.close()
    }
  }
}
