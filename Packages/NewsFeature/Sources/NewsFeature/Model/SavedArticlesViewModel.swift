import Core
import DataLayer
import Foundation
import Models
import Observation

/// The saved articles' view model: the list, full-text search as the person types, saving and unsaving.
///
/// Typing waits for the person to pause: a search runs 1 second after the last keystroke, on an injected
/// clock, and a keystroke cancels the search it supersedes (waiting or running), so five keystrokes within
/// a second run one query and a slow old query never overwrites a newer one.
///
/// ```swift
/// let model = SavedArticlesViewModel(saved: .inMemory(), clock: ContinuousClock())
/// model.queryChanged("ubern")      // runs one second later unless another keystroke comes
/// await model.waitForSearch()
/// model.state.articles             // "Übernahme …" first
/// ```
@MainActor @Observable
public final class SavedArticlesViewModel {
  public private(set) var state = SavedArticlesState()
  @ObservationIgnored private let saved: SavedArticlesClient
  @ObservationIgnored private let clock: any Clock<Duration>
  @ObservationIgnored private let debounce: Duration
  @ObservationIgnored private var pending: Task<Void, Never>?
  /// Bumped by every keystroke and search, so an answer to an older one is dropped.
  @ObservationIgnored private var generation = 0

  /// How long typing must pause before a search runs.
  public static let debounce: Duration = .seconds(1)

  public init(saved: SavedArticlesClient, clock: any Clock<Duration>, debounce: Duration = debounce) {
    self.saved = saved
    self.clock = clock
    self.debounce = debounce
  }

  /// Shows every saved article (or the current query's hits again).
  public func load() async {
    await run(state.field)
  }

  /// The field changed: the search runs after ``debounce`` without another change.
  public func queryChanged(_ text: String) {
    state.field = text
    generation += 1
    pending?.cancel()
    let generation = self.generation
    let wait = clock.deadline(after: debounce)
    pending = Task {
      do {
        try await wait()
      } catch {
        return
      }
      guard generation == self.generation else { return }
      await self.search(text, generation: generation)
    }
  }

  /// Searches `text` now (an empty text lists everything), cancelling any search waiting or running.
  public func run(_ text: String) async {
    pending?.cancel()
    pending = nil
    state.field = text
    generation += 1
    await search(text, generation: generation)
  }

  /// Waits for the search the last keystroke scheduled, if any.
  public func waitForSearch() async {
    await pending?.value
  }

  /// Removes the article `id` (short id or URL) from the saved articles and the list.
  @discardableResult
  public func unsave(_ id: String) async throws -> SavedArticleChange {
    let existing = try await saved.find(id)
    let removed = try await saved.unsave(id)
    let shortID = existing?.id ?? id
    state.articles.removeAll { $0.id == shortID || $0.article.url.absoluteString == id }
    return SavedArticleChange(id: shortID, isSaved: false, changed: removed)
  }

  private func search(_ text: String, generation: Int) async {
    state.phase = .loading
    var articles: [SavedArticle] = []
    var failure: (any MosaicError)?
    do {
      let query = text.trimmingCharacters(in: .whitespaces)
      articles = query.isEmpty ? try await saved.list() : try await saved.search(text)
    } catch let error as any MosaicError {
      failure = error
    } catch {
      failure = UnexpectedFailure(error)
    }
    // A newer keystroke or search superseded this one while it ran.
    guard generation == self.generation, !Task.isCancelled else { return }
    if let failure {
      state.phase = .failed(failure)
      return
    }
    state.query = text.trimmingCharacters(in: .whitespaces)
    state.articles = articles
    state.phase = .loaded
  }
}
