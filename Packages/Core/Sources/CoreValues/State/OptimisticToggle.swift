/// Marks that flip at once and are written behind the person's back — a favorite, a saved article: the mark
/// shows its new value immediately, the write runs, and the mark settles on what the write answered, or goes
/// back when the write fails. While a key's write is on its way, toggling that key again does nothing, so a
/// key held down never queues a row of writes; cancelling the task that toggles never cancels the write.
///
/// Keep it in the view model's observed state, so what is being written redraws with everything else, and
/// run each toggle through ``flip(_:from:in:at:show:write:)``:
///
/// ```swift
/// // GalleryState: var favoriteWrites = OptimisticToggle<String>()
/// let outcome = await OptimisticToggle.flip(
///   photo.id, from: item.isFavorite, in: self, at: \.state.favoriteWrites,
///   show: { self.setFavorite(photo.id, $0) }
/// ) { try await favorites.toggle(photo) }
/// if case .failed(let error) = outcome { state.failedAction = FailedAction(photoID: photo.id, error: error) }
/// ```
public struct OptimisticToggle<Key: Hashable & Sendable>: Equatable, Sendable {
  /// What one toggle ended in.
  public enum Outcome: Sendable {
    /// A write for the key was on its way; nothing changed.
    case skipped
    /// The write answered this value, and the mark shows it.
    case settled(Bool)
    /// The write failed and the mark went back; the typed error says why.
    case failed(any MosaicError)
  }

  /// The keys whose write is on its way.
  public private(set) var pending: Set<Key> = []

  public init() {}

  /// Whether `key`'s write is on its way.
  public func isPending(_ key: Key) -> Bool { pending.contains(key) }

  /// Whether no write is on its way.
  public var isIdle: Bool { pending.isEmpty }

  /// Toggles `key`, whose mark shows `before`: unless its write is already on its way, `show(!before)` at once,
  /// then `write()`, then `show` with what the write answered — or `show(before)` again when it throws.
  ///
  /// - Parameters:
  ///   - owner: The view model that keeps the toggle in its state; it is read and changed on the main actor
  ///     only between the steps, never across a suspension.
  ///   - toggle: Where in `owner` the toggle lives.
  ///   - show: Puts a value on the mark (the screen redraws from the observed state).
  ///   - write: Stores the change and answers the value now stored.
  @MainActor
  public static func flip<Owner: AnyObject>(
    _ key: Key, from before: Bool, in owner: Owner, at toggle: ReferenceWritableKeyPath<Owner, Self>,
    show: @MainActor (Bool) -> Void, write: @escaping @MainActor () async throws -> Bool
  ) async -> Outcome {
    guard !owner[keyPath: toggle].pending.contains(key) else { return .skipped }
    owner[keyPath: toggle].pending.insert(key)
    show(!before)
    let outcome: Outcome
    do {
      // The write runs in a task of its own and is awaited to its end: once the mark has flipped, leaving the
      // screen (which cancels the screen's work) must not cancel what the person asked to store.
      let writing = Task { @MainActor in try await write() }
      ToggleWrites.track(writing)
      let after = try await writing.value
      show(after)
      outcome = .settled(after)
    } catch {
      show(before)
      outcome = .failed((error as? any MosaicError) ?? UnexpectedFailure(error))
    }
    owner[keyPath: toggle].pending.remove(key)
    return outcome
  }
}

/// The toggles' writes on their way in this process: quitting waits for them with ``settle()``, as the screen that
/// started one may be gone by then.
@MainActor
public enum ToggleWrites {
  private static var running: [Int: Task<Void, Never>] = [:]
  private static var next = 0

  /// Whether no write is on its way.
  public static var isIdle: Bool { running.isEmpty }

  static func track<Value>(_ write: Task<Value, any Error>) {
    let id = next
    next += 1
    running[id] = Task { @MainActor in
      _ = try? await write.value
      running[id] = nil
    }
  }

  /// Waits until every write on its way, including those started meanwhile, has ended.
  public static func settle() async {
    while let (id, write) = running.first {
      await write.value
      running[id] = nil
    }
  }
}
