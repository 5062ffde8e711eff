import Core
import DataLayer
import Foundation
import NetworkLayer
import Observation

/// The online search's view model (the seed's Search screen): the field, its history (newest first, each
/// search once, at most 20, persisted), and the results of the search run last, paged like a feed.
///
/// The history shows while the field is empty. An entry can be deleted, reverted (put back in the field to
/// edit), or searched again. Typing runs the search 1 second after the last keystroke, as the saved
/// articles' search does; submitting runs it at once and records it in the history (a pause while typing
/// half a word does not).
///
/// ```swift
/// let model = NewsSearchViewModel(news: .embedded(), saved: .inMemory(), history: .inMemory(), clock: clock)
/// await model.search("apple")
/// model.results?.state.items.count   // 12
/// await model.loadHistory()
/// model.history.first?.text          // "apple"
/// ```
@MainActor @Observable
public final class NewsSearchViewModel {
  /// What is typed in the field.
  public private(set) var field = ""
  /// Newest first.
  public private(set) var history: [SearchHistoryEntry] = []
  /// The last search's results; `nil` before the first.
  public private(set) var results: NewsFeedViewModel?
  /// The history could not be read or written; the search itself still works.
  public private(set) var historyError: (any MosaicError)?

  @ObservationIgnored private let news: NewsClient
  @ObservationIgnored private let saved: SavedArticlesClient
  @ObservationIgnored private let store: SearchHistoryClient
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private let now: @Sendable () -> Date
  @ObservationIgnored private var pending: Task<Void, Never>?
  @ObservationIgnored private var generation = 0

  public init(
    news: NewsClient, saved: SavedArticlesClient, history: SearchHistoryClient, clock: any Clock<Duration>,
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.news = news
    self.saved = saved
    self.store = history
    self.clock = clock
    self.now = now
  }

  /// Whether the history shows: while the field is empty.
  public var showsHistory: Bool { field.trimmingCharacters(in: .whitespaces).isEmpty }

  public func loadHistory() async {
    do {
      history = try await store.list()
      historyError = nil
    } catch {
      historyError = Self.typed(error)
    }
  }

  /// The field changed: the search runs 1 second after the last change.
  public func queryChanged(_ text: String) {
    field = text
    generation += 1
    pending?.cancel()
    let generation = self.generation
    let wait = clock.deadline(after: SavedArticlesViewModel.debounce)
    pending = Task {
      do {
        try await wait()
      } catch {
        return
      }
      guard generation == self.generation, !Task.isCancelled else { return }
      await self.run(text, page: 1, record: false)
    }
  }

  /// Searches the field now.
  public func submit() async {
    await search(field)
  }

  /// Searches `text` now, from `page`, and records it in the history; `listedBefore` as for
  /// ``NewsFeedViewModel/load(page:listedBefore:)``.
  public func search(_ text: String, page: Int = 1, listedBefore: Set<String> = []) async {
    pending?.cancel()
    pending = nil
    field = text
    generation += 1
    await run(text, page: page, record: true, listedBefore: listedBefore)
  }

  /// Waits for the search the last keystroke scheduled, if any.
  public func waitForSearch() async {
    await pending?.value
  }

  /// Puts the entry back in the field to edit, without searching.
  public func revert(_ entry: SearchHistoryEntry) {
    pending?.cancel()
    field = entry.text
  }

  /// Searches the entry's text again (it moves to the top of the history).
  public func searchAgain(_ entry: SearchHistoryEntry) async {
    await search(entry.text)
  }

  /// Removes the entry for `text`; `false` when there was none.
  @discardableResult
  public func delete(_ text: String) async throws -> Bool {
    let deleted = try await store.delete(text)
    history.removeAll { SearchHistoryClient.key($0.text) == SearchHistoryClient.key(text) }
    return deleted
  }

  /// Removes every entry; returns how many there were.
  @discardableResult
  public func clearHistory() async throws -> Int {
    let count = try await store.clear()
    history = []
    return count
  }

  private func run(_ text: String, page: Int, record: Bool, listedBefore: Set<String> = []) async {
    let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !query.isEmpty else {
      results = nil
      return
    }
    let model = NewsFeedViewModel(listing: .search(query), news: news, saved: saved, now: now)
    results = model
    if record {
      do {
        try await store.record(query)
      } catch {
        historyError = Self.typed(error)
      }
    }
    await model.load(page: page, listedBefore: listedBefore)
    if record { await loadHistory() }
  }

  private static func typed(_ error: any Error) -> any MosaicError {
    (error as? any MosaicError) ?? UnexpectedFailure(error)
  }
}
