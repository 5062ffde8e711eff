import Core
import Foundation
import NetworkLayer
import NetworkLayerLive
import Synchronization

/// An image source held at a gate: every fetch waits for a permit, so tests decide when downloads end.
/// It records each call's URL and `ETag`, how many run at once, and which were cancelled; `events` tells a
/// test when a fetch starts or is cancelled, so nothing sleeps.
final class FakeImageSource: Sendable {
  enum Event: Sendable, Equatable {
    case started(URL)
    case cancelled(URL)
  }

  private struct State {
    var calls: [(url: URL, etag: String?)] = []
    var running = 0
    var peak = 0
    var permits = 0
    var waiters: [Int: CheckedContinuation<Void, any Error>] = [:]
    var order: [Int] = []
    var nextID = 0
  }

  private let state = Mutex(State())
  private let answer: @Sendable (URL, String?) throws -> ImageDownload
  let events: AsyncStream<Event>
  private let continuation: AsyncStream<Event>.Continuation

  /// Answers with `answer` once a permit is given; `open` gives every fetch a permit at once.
  init(open: Bool = false, answer: @escaping @Sendable (URL, String?) throws -> ImageDownload = FakeImageSource.pixels)
  {
    self.answer = answer
    (events, continuation) = AsyncStream.makeStream()
    if open { state.withLock { $0.permits = .max } }
  }

  /// Four bytes, one RGBA pixel, named after the URL's last path component.
  static let pixels: @Sendable (URL, String?) throws -> ImageDownload = { url, _ in
    .downloaded(Data([UInt8(url.lastPathComponent.count), 0, 0, 255]), etag: "\"v1\"", maxAge: 3600)
  }

  var source: ImageSource {
    ImageSource { url, etag in
      let id = self.begin(url, etag)
      defer { self.end() }
      try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (waiter: CheckedContinuation<Void, any Error>) in
          self.wait(id, waiter)
        }
      } onCancel: {
        self.cancel(id, url)
      }
      return try self.answer(url, etag)
    }
  }

  /// Lets `count` more fetches finish, oldest first.
  func allow(_ count: Int) {
    let ready: [CheckedContinuation<Void, any Error>] = state.withLock { state in
      state.permits = state.permits == .max ? .max : state.permits + count
      var ready: [CheckedContinuation<Void, any Error>] = []
      while state.permits > 0, let first = state.order.first, let waiter = state.waiters.removeValue(forKey: first) {
        state.order.removeFirst()
        if state.permits != .max { state.permits -= 1 }
        ready.append(waiter)
      }
      return ready
    }
    ready.forEach { $0.resume() }
  }

  var calls: [(url: URL, etag: String?)] { state.withLock { $0.calls } }
  var peak: Int { state.withLock { $0.peak } }
  var running: Int { state.withLock { $0.running } }

  /// Waits for `count` events matching `predicate`.
  func next(_ count: Int = 1, where predicate: @Sendable (Event) -> Bool = { _ in true }) async -> [Event] {
    var seen: [Event] = []
    for await event in events where predicate(event) {
      seen.append(event)
      if seen.count == count { break }
    }
    return seen
  }

  private func begin(_ url: URL, _ etag: String?) -> Int {
    let id = state.withLock { state in
      state.calls.append((url, etag))
      state.running += 1
      state.peak = max(state.peak, state.running)
      state.nextID += 1
      return state.nextID
    }
    continuation.yield(.started(url))
    return id
  }

  private func end() {
    state.withLock { $0.running -= 1 }
  }

  private func wait(_ id: Int, _ waiter: CheckedContinuation<Void, any Error>) {
    let go: Bool = state.withLock { state in
      if state.permits > 0 {
        if state.permits != .max { state.permits -= 1 }
        return true
      }
      state.waiters[id] = waiter
      state.order.append(id)
      return false
    }
    if go { waiter.resume() }
  }

  private func cancel(_ id: Int, _ url: URL) {
    let waiter = state.withLock { state -> CheckedContinuation<Void, any Error>? in
      state.order.removeAll { $0 == id }
      return state.waiters.removeValue(forKey: id)
    }
    waiter?.resume(throwing: CancellationError())
    continuation.yield(.cancelled(url))
  }
}

/// A decoder for the fake's one-pixel "format": the pixel's color fills the box; `bad` bytes are corrupt.
let onePixelDecoder = ImageDecoder { data, box, _ in
  guard data.count == 4 else { throw ImageError(.corrupt, detail: "not one pixel") }
  return Bitmap(width: box.width, height: box.height, filling: RGBA(red: data[0], green: data[1], blue: data[2]))
}

/// A disk cache in memory, for pipeline tests.
actor MemoryDisk {
  var entries: [URL: DiskImage] = [:]
  var removed: [URL] = []

  func put(_ url: URL, _ entry: DiskImage) { entries[url] = entry }

  nonisolated var cache: ImageDiskCache {
    ImageDiskCache(
      entry: { url in await self.entries[url] },
      store: { url, data, etag, expiresAt in
        await self.put(url, DiskImage(data: data, etag: etag, expiresAt: expiresAt))
      },
      refresh: { url, expiresAt in await self.refresh(url, expiresAt) },
      remove: { url in await self.remove(url) })
  }

  private func refresh(_ url: URL, _ expiresAt: Date) {
    guard let entry = entries[url] else { return }
    entries[url] = DiskImage(data: entry.data, etag: entry.etag, expiresAt: expiresAt)
  }

  private func remove(_ url: URL) {
    entries[url] = nil
    removed.append(url)
  }
}

func imageURL(_ name: String) -> URL {
  URL(string: "http://images.test/\(name)") ?? URL(fileURLWithPath: "/")
}

func request(_ name: String, priority: ImagePriority = .normal) -> ImageRequest {
  ImageRequest(url: imageURL(name), size: PixelSize(width: 4, height: 2), fit: .fill, priority: priority)
}
