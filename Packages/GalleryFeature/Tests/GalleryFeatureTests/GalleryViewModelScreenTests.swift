import Core
import DataLayer
import Models
import ModelsTestSupport
import NetworkLayer
import NetworkLayerTestSupport
import Synchronization
import TestExpectations
import Testing

@testable import GalleryFeature

/// What the grid screen adds to ``GalleryViewModel``: refreshing through the feed, the open intent, and
/// favorite marks that flip at once, ignore repeats while writing and come back when a write fails.
@MainActor struct GalleryViewModelScreenTests {
  @Test func refresh_forgetsTheFeed_soPage1IsAskedAgain() async throws {
    let service = try FakePhotoService(count: 60)
    let feed = GalleryFeed(photos: service.client, cache: .inMemory())
    let model = GalleryViewModel(photos: feed.client, favorites: .inMemory(), forget: { await feed.forget() })
    await model.refresh()
    await model.refresh()
    expectEqual(service.requestedPages, [1, 1])
    let cached = GalleryViewModel(photos: feed.client, favorites: .inMemory())
    await cached.refresh()
    expectEqual(service.requestedPages, [1, 1], "without forget, the feed answers from memory")
  }

  @Test func open_asksTheCoordinator_withThePageThePhotoIsOn() async throws {
    let service = try FakePhotoService(count: 60)
    let model = GalleryViewModel(photos: service.client, favorites: .inMemory())
    var intents: [GalleryIntent] = []
    model.onIntent = { intents.append($0) }
    await model.refresh()
    await model.loadNextPage()
    model.open("p040")
    model.open("p002")
    expectEqual(intents, [.openPhoto(id: "p040", page: 2), .openPhoto(id: "p002", page: 1)])
    expectEqual(model.state.page(of: "p031"), 2)
  }

  @Test func markFavorite_flipsAtOnce_andIgnoresTheSameKeyWhileWriting() async throws {
    let service = try FakePhotoService(count: 30)
    let gate = WriteGate()
    var favorites = FavoritesClient.inMemory()
    let store = favorites
    let calls = Mutex(0)
    favorites.toggle = { photo in
      calls.withLock { $0 += 1 }
      await gate.wait()
      return try await store.toggle(photo)
    }
    let model = GalleryViewModel(photos: service.client, favorites: favorites)
    await model.refresh()
    let first = Task { await model.markFavorite("p001") }
    await gate.arrived()
    expectTrue(model.state.items[0].isFavorite, "the mark flips before the write finishes")
    expectEqual(model.state.favoriteWrites.pending, ["p001"])
    await model.markFavorite("p001")
    gate.release()
    await first.value
    expectEqual(calls.withLock { $0 }, 1)
    expectTrue(model.state.items[0].isFavorite)
    expectTrue(model.state.favoriteWrites.isIdle)
    try await expectTrue(store.isFavorite("p001"))
  }

  @Test func markFavorite_thatFails_putsTheMarkBack_andKeepsTheError() async throws {
    let service = try FakePhotoService(count: 30)
    var favorites = FavoritesClient.inMemory()
    favorites.toggle = { _ in throw DataLayerError(.databaseBusy, path: "/data/mosaic.sqlite") }
    let model = GalleryViewModel(photos: service.client, favorites: favorites)
    await model.refresh()
    await model.markFavorite("p002")
    expectEqual(model.state.items[1].isFavorite, false)
    expectEqual(model.state.failedAction?.photoID, "p002")
    expectEqual(model.state.failedAction?.error.codeName, "databaseBusy")
    expectTrue(model.state.favoriteWrites.isIdle)
  }
}

/// Holds a write until the test releases it.
final class WriteGate: Sendable {
  private struct State {
    var arrived = false
    var released = false
    var writers: [CheckedContinuation<Void, Never>] = []
    var watchers: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Mutex(State())

  /// Called by the write: waits for ``release()``.
  func wait() async {
    await withCheckedContinuation { continuation in
      let (go, watchers) = state.withLock { state -> (Bool, [CheckedContinuation<Void, Never>]) in
        state.arrived = true
        let watchers = state.watchers
        state.watchers = []
        if state.released { return (true, watchers) }
        state.writers.append(continuation)
        return (false, watchers)
      }
      for watcher in watchers { watcher.resume() }
      if go { continuation.resume() }
    }
  }

  /// Returns once a write is waiting.
  func arrived() async {
    await withCheckedContinuation { continuation in
      let now = state.withLock { state -> Bool in
        if state.arrived { return true }
        state.watchers.append(continuation)
        return false
      }
      if now { continuation.resume() }
    }
  }

  func release() {
    let writers = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      state.released = true
      defer { state.writers = [] }
      return state.writers
    }
    for writer in writers { writer.resume() }
  }
}
