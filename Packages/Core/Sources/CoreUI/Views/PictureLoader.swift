import Core
import Observation

/// Pictures a screen asks for while it draws, loaded in the background so a frame never waits: each frame
/// says which requests show and which come next (``want(_:ahead:)``); loads of requests that no longer
/// show are cancelled, the next ones are prefetched, and a finished picture is kept per request (so per
/// size) and redraws the screen, which observes ``picture(for:)``. A failed load is remembered and not
/// tried again, so the screen keeps its placeholder without an error per frame. Every load has a deadline
/// (``defaultDeadline`` unless told): one still running then is cancelled and counts as failed.
///
/// ```swift
/// let loader = PictureLoader<ImageRequest>(source: .init(
///   load: { try await Picture(images.image($0)) }, prefetch: images.prefetch, cancelPrefetch: images.cancelPrefetch))
/// loader.want(visibleRequests, ahead: nextRowRequests)   // in render
/// let shown = loader.picture(for: request) ?? placeholder
/// ```
@MainActor @Observable
public final class PictureLoader<Request: Hashable & Sendable> {
  /// Where pictures come from: a load for what shows, and prefetching for what comes next.
  public struct Source: Sendable {
    public var load: @Sendable (Request) async throws -> Picture
    public var prefetch: @Sendable ([Request]) async -> Void
    public var cancelPrefetch: @Sendable ([Request]) async -> Void

    public init(
      load: @escaping @Sendable (Request) async throws -> Picture,
      prefetch: @escaping @Sendable ([Request]) async -> Void = { _ in },
      cancelPrefetch: @escaping @Sendable ([Request]) async -> Void = { _ in }
    ) {
      self.load = load
      self.prefetch = prefetch
      self.cancelPrefetch = cancelPrefetch
    }
  }

  /// How long one load may take unless told otherwise: two request deadlines of 30 seconds.
  public static var defaultDeadline: Duration { .seconds(60) }

  /// A load under way: its task, and the timer that ends it at the deadline.
  private struct Load {
    let id: Int
    let task: Task<Void, Never>
    let timer: Task<Void, Never>?

    func cancel() {
      task.cancel()
      timer?.cancel()
    }
  }

  /// The most pictures kept; past it the oldest go first.
  public let limit: Int
  /// How long one load may take before it is cancelled and counts as failed.
  public let deadline: Duration
  /// Observed through ``revision``: the loader is generic, so observing this property itself would build
  /// its key path at run time on every read, once per picture per frame.
  @ObservationIgnored private var loaded: [Request: Picture] = [:] {
    didSet { revision.count &+= 1 }
  }
  /// Counts the changes of ``loaded``; reading a picture observes it, so a picture arriving redraws.
  @ObservationIgnored private let revision = PictureRevision()
  @ObservationIgnored private let source: Source
  @ObservationIgnored private let clock: UIClock
  @ObservationIgnored private var order: [Request] = []
  @ObservationIgnored private var running: [Request: Load] = [:]
  @ObservationIgnored private var nextID = 0
  @ObservationIgnored private var failed: Set<Request> = []
  @ObservationIgnored private var prefetching: Set<Request> = []
  @ObservationIgnored private var background: [Task<Void, Never>] = []

  public init(source: Source, limit: Int = 256, deadline: Duration = defaultDeadline, clock: UIClock = .live) {
    self.source = source
    self.limit = max(limit, 1)
    self.deadline = max(deadline, .zero)
    self.clock = clock
  }

  /// The picture of `request` once it has loaded.
  public func picture(for request: Request) -> Picture? {
    _ = revision.count
    return loaded[request]
  }

  /// Whether `request` failed to load (and will not be tried again).
  public func hasFailed(_ request: Request) -> Bool { failed.contains(request) }

  /// Requests being loaded now.
  public var loading: Set<Request> { Set(running.keys) }

  /// Requests being prefetched now.
  public var prefetched: Set<Request> { prefetching }

  /// Loads what `shown` holds and is not kept yet, cancels loads of anything else, and prefetches `ahead`
  /// (cancelling the prefetch of what left it).
  public func want(_ shown: [Request], ahead: [Request] = []) {
    let wanted = Set(shown)
    for (request, load) in running where !wanted.contains(request) {
      load.cancel()
      running[request] = nil
    }
    _ = revision.count
    for request in shown where loaded[request] == nil && running[request] == nil && !failed.contains(request) {
      start(request)
    }
    let next = Set(ahead.filter { loaded[$0] == nil && !failed.contains($0) && !wanted.contains($0) })
    // A prefetch whose request shows now goes on: the load joins it.
    let dropped = prefetching.subtracting(next).subtracting(wanted)
    let added = next.subtracting(prefetching)
    prefetching = next
    guard !dropped.isEmpty || !added.isEmpty else { return }
    let source = source
    let cancel = Array(dropped)
    let warm = ahead.filter(added.contains)
    background.removeAll { $0.isCancelled }
    background.append(
      Task {
        if !cancel.isEmpty { await source.cancelPrefetch(cancel) }
        if !warm.isEmpty { await source.prefetch(warm) }
      })
  }

  /// Cancels every load and prefetch: the screen went away.
  public func cancelAll() {
    for load in running.values { load.cancel() }
    running.removeAll()
    let cancel = Array(prefetching)
    prefetching.removeAll()
    guard !cancel.isEmpty else { return }
    let source = source
    background.append(Task { await source.cancelPrefetch(cancel) })
  }

  /// Tries the requests that failed again when they are next wanted: a reload.
  public func forgetFailures() { failed.removeAll() }

  /// Waits until no load runs, including loads started meanwhile: for tests.
  public func settle() async {
    while let task = running.values.first?.task ?? background.first {
      await task.value
      background.removeAll { $0 == task }
    }
  }

  private func start(_ request: Request) {
    let source = source
    let id = nextID
    nextID += 1
    let task = Task { [weak self] in
      let result: Result<Picture, any Error>
      do { result = .success(try await source.load(request)) } catch { result = .failure(error) }
      self?.finish(request, id: id, result)
    }
    let clock = clock
    let deadline = deadline
    // Both tasks run on the main actor, so neither can finish before `running` holds them.
    let timer = Task { [weak self] in
      guard (try? await clock.sleep(deadline)) != nil else { return }
      self?.expire(request, id: id)
    }
    running[request] = Load(id: id, task: task, timer: timer)
  }

  /// The load `id` of `request` passed its deadline: cancelled, and failed until failures are forgotten.
  private func expire(_ request: Request, id: Int) {
    guard let load = running[request], load.id == id else { return }
    running[request] = nil
    load.task.cancel()
    failed.insert(request)
  }

  private func finish(_ request: Request, id: Int, _ result: Result<Picture, any Error>) {
    // A load cancelled because its request left the screen is no longer here (or was started again).
    guard let load = running[request], load.id == id else { return }
    running[request] = nil
    load.timer?.cancel()
    if load.task.isCancelled { return }
    switch result {
    case .success(let picture): keep(picture, for: request)
    case .failure: failed.insert(request)
    }
  }

  private func keep(_ picture: Picture, for request: Request) {
    if loaded.count >= limit, !order.isEmpty {
      let drop = min(order.count, max(1, limit / 4))
      for old in order.prefix(drop) { loaded[old] = nil }
      order.removeFirst(drop)
    }
    loaded[request] = picture
    order.append(request)
  }
}

/// How many times a ``PictureLoader``'s pictures changed: observed in its place, as a non-generic class whose
/// key path the compiler makes once.
@MainActor @Observable
final class PictureRevision {
  var count = 0
}
