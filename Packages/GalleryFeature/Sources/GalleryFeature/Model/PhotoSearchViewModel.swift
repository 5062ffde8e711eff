import Core
import DataLayer
import Models
import NetworkLayer
import Observation

/// Photo search in the gallery: the field's text, and the results of the last search as a
/// ``GalleryViewModel`` (so they page, mark favorites and open as the feed does). Typing searches after
/// ``debounce`` without another change, on an injected clock; `submit` searches at once; a new search
/// replaces the one waiting; the same query again keeps its results.
///
/// ```swift
/// let search = PhotoSearchViewModel(photos: .embedded(), favorites: .inMemory(), clock: ContinuousClock())
/// search.fieldChanged("fog")          // searches in a second, unless the text changes again
/// await search.submit()               // or now
/// search.results?.state.items.count   // the first page of matches
/// ```
@MainActor @Observable
public final class PhotoSearchViewModel {
  /// What the field holds.
  public private(set) var field = ""
  /// The search the results are for; `nil` before the first.
  public private(set) var query: String?
  /// The results of ``query``, paging as the grid scrolls.
  public private(set) var results: GalleryViewModel?
  /// The recent searches (``loadHistory()``), newest first; empty without a history.
  public private(set) var recent: [SearchHistoryEntry] = []
  @ObservationIgnored private let history: SearchHistoryClient?
  @ObservationIgnored private let photos: PhotoClient
  @ObservationIgnored private let favorites: FavoritesClient
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private let debounce: Duration
  @ObservationIgnored private var pending: Task<Void, Never>?
  @ObservationIgnored private var generation = 0
  /// Where the results' intents go (opening a photo): the coordinator.
  @ObservationIgnored public var onIntent: (@MainActor (GalleryIntent) -> Void)?

  /// How long typing pauses before the search runs.
  public static let debounce: Duration = .seconds(1)

  public init(
    photos: PhotoClient, favorites: FavoritesClient, clock: any Clock<Duration>, debounce: Duration = debounce,
    history: SearchHistoryClient? = nil
  ) {
    self.history = history
    self.photos = photos
    self.favorites = favorites
    self.clock = clock
    self.debounce = debounce
  }

  /// The field changed: the search runs after ``debounce`` without another change. A blank field searches
  /// nothing and keeps the results shown.
  public func fieldChanged(_ text: String) {
    field = text
    generation += 1
    pending?.cancel()
    let generation = generation
    let wait = clock.deadline(after: debounce)
    pending = Task {
      do { try await wait() } catch { return }
      guard generation == self.generation else { return }
      await self.search(text)
    }
  }

  /// Searches the field's text now (Enter), cancelling the search waiting; the search joins the history
  /// (typing alone does not, as in the news search).
  public func submit() async {
    pending?.cancel()
    pending = nil
    generation += 1
    await search(field)
    if let query = PhotoClient.searchQuery(field), let history {
      try? await history.record(query)
      await loadHistory()
    }
  }

  /// Searches `text` now, as if typed and submitted: a search from the history.
  public func submit(_ text: String) async {
    field = text
    await submit()
  }

  /// Reads the recent searches; a history that cannot be read shows none.
  public func loadHistory() async {
    guard let history else { return }
    recent = (try? await history.list()) ?? []
  }

  /// Removes `text` from the history.
  public func forget(_ text: String) async {
    guard let history else { return }
    _ = try? await history.delete(text)
    await loadHistory()
  }

  /// Leaves the search: the field empties and the results go.
  public func cancel() {
    pending?.cancel()
    pending = nil
    generation += 1
    field = ""
    query = nil
    results = nil
  }

  /// Waits for the search the last keystroke scheduled, if any.
  public func waitForSearch() async {
    await pending?.value
  }

  /// Shows the results of `text`, first page; the same query as shown keeps its results.
  private func search(_ text: String) async {
    guard let query = PhotoClient.searchQuery(text), query != self.query else { return }
    let model = GalleryViewModel(photos: photos.searching(query), favorites: favorites, perPage: 30)
    model.onIntent = { [weak self] intent in self?.onIntent?(intent) }
    self.query = query
    results = model
    await model.refresh()
  }
}

extension Clock where Duration == Swift.Duration {
  /// A wait that ends `delay` after this call, however late it starts: each keystroke fixes its deadline
  /// when the key is pressed, so a test clock moved before the waiting task runs still wakes it.
  fileprivate func deadline(after delay: Swift.Duration) -> @Sendable () async throws -> Void {
    let deadline = now.advanced(by: delay)
    return { try await self.sleep(until: deadline, tolerance: nil) }
  }
}
