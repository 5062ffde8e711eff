import Core
import Foundation
import NetworkLayer
import Synchronization

/// An image pipeline in memory: draws every picture in one color, records what was asked, cancelled and
/// prefetched, can hold every load until the test opens its gate, and fails the URLs a test picks.
///
/// ```swift
/// let images = FakeImageService(holding: true)
/// // hand images.client to the screen; it asks for pictures as it draws
/// images.release()                 // every held load (and every later one) finishes
/// images.requested                 // the URLs asked for, in order
/// ```
public final class FakeImageService: Sendable {
  private struct State {
    var requested: [URL] = []
    var cancelled: [URL] = []
    var prefetched: [URL] = []
    var prefetchCancelled: [URL] = []
    var failing: Set<URL> = []
  }
  private let state = Mutex(State())
  private let gate = OpenGate()
  /// The color every picture is drawn in.
  public let color: RGBA

  /// With `holding`, loads wait for ``release()``.
  public init(color: RGBA = RGBA(red: 255, green: 0, blue: 0), holding: Bool = false) {
    self.color = color
    if !holding { gate.open() }
  }

  /// Lets every held load, and every later one, finish.
  public func release() { gate.open() }
  /// Makes loads of `url` fail with ``ImageError`` `notFound`.
  public func fail(_ url: URL) { state.withLock { _ = $0.failing.insert(url) } }

  public var requested: [URL] { state.withLock { $0.requested } }
  public var cancelled: [URL] { state.withLock { $0.cancelled } }
  public var prefetched: [URL] { state.withLock { $0.prefetched } }
  public var prefetchCancelled: [URL] { state.withLock { $0.prefetchCancelled } }

  public var client: ImageClient {
    ImageClient(
      image: { request in
        self.state.withLock { $0.requested.append(request.url) }
        await self.gate.wait()
        if Task.isCancelled {
          self.state.withLock { $0.cancelled.append(request.url) }
          throw CancellationError()
        }
        if self.state.withLock({ $0.failing.contains(request.url) }) {
          throw ImageError(.notFound, url: request.url)
        }
        return Bitmap(width: request.size.width, height: request.size.height, filling: self.color)
      },
      prefetch: { requests in self.state.withLock { $0.prefetched += requests.map(\.url) } },
      cancelPrefetch: { requests in self.state.withLock { $0.prefetchCancelled += requests.map(\.url) } },
      statistics: { ImageStatistics() })
  }
}

/// Holds any number of waiters until it opens, and lets a cancelled waiter go at once.
private final class OpenGate: Sendable {
  private struct State {
    var isOpen = false
    var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    var next = 0
  }
  private let state = Mutex(State())

  func wait() async {
    let id: Int? = state.withLock { state in
      guard !state.isOpen else { return nil }
      state.next += 1
      return state.next
    }
    guard let id else { return }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let now = state.withLock { state in
          if state.isOpen || Task.isCancelled { return true }
          state.waiters[id] = continuation
          return false
        }
        if now { continuation.resume() }
      }
    } onCancel: {
      state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
    }
  }

  func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters.removeAll() }
      return Array(state.waiters.values)
    }
    for waiter in waiters { waiter.resume() }
  }
}
