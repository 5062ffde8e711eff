import Core
import DataLayer
import Foundation
import Models
import NetworkLayer
import Observation

/// One feed's (or one search's) view model: pages through it 12 articles at a time, as the seed app did.
///
/// - The next page is asked for when an article within ``prefetchDistance`` of the end appears, and never
///   while the same page is on its way.
/// - ``refresh()`` reloads page 1 only and drops the rest; a page still on its way from before is
///   discarded when it lands.
/// - The list ends on a short or empty page, or when NewsAPI answers 426 `maximumResultsReached` (its free
///   plan's 100 results): the end, not an error.
/// - An article is listed once (by URL: a repeat on a later page is dropped, also one an earlier run's pages
///   showed, when the caller passes them to ``load(page:listedBefore:)``); NewsAPI's `[Removed]` articles
///   never are.
///
/// ```swift
/// let model = NewsFeedViewModel(listing: .feed(.business), news: .embedded(), saved: .inMemory())
/// await model.loadFirstPage()
/// await model.itemAppeared(model.state.items[8].id)   // within 4 of the end: page 2 comes
/// model.state.items.count  // 24
/// ```
@MainActor @Observable
public final class NewsFeedViewModel {
  public let listing: NewsListing
  public private(set) var state = ArticleListState()
  @ObservationIgnored private let news: NewsClient
  @ObservationIgnored private let saved: SavedArticlesClient
  @ObservationIgnored private let now: @Sendable () -> Date
  /// Bumped by every load that replaces the list, so a page from before it is discarded.
  @ObservationIgnored private var generation = 0

  /// How close to the end an appearing article asks for the next page.
  public static let prefetchDistance = 4
  /// The most results NewsAPI's free plan serves for one feed or search (`page * pageSize`); a page past them
  /// is answered 426, so the page that reaches them is the last.
  public static let resultLimit = 100

  public init(
    listing: NewsListing, news: NewsClient, saved: SavedArticlesClient, now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.listing = listing
    self.news = news
    self.saved = saved
    self.now = now
  }

  /// Loads page 1 the first time; does nothing once the list was loaded or is loading.
  public func loadFirstPage() async {
    guard state.phase == .idle else { return }
    await load(page: 1)
  }

  /// Reloads page 1 only (12 articles) and drops the rest.
  public func refresh() async {
    await load(page: 1)
  }

  /// Replaces the list with `page`, for a listing that starts later (`mosaic news --page 3`). An article whose
  /// short id is in `listedBefore` (what earlier pages showed in an earlier run) is dropped, as a repeat on a
  /// later page is within one run; ``ArticleListState/repeated`` counts them.
  public func load(page: Int, listedBefore: Set<String> = []) async {
    generation += 1
    await fetch(page: max(page, 1), replacing: true, listedBefore: listedBefore)
  }

  /// Appends the next page; ignored while a page is on its way (so never the same page twice at once),
  /// before the first page and after the end.
  public func loadNextPage() async {
    guard state.page > 0, state.hasMore, state.loadingPage == nil else { return }
    await fetch(page: state.page + 1, replacing: false)
  }

  /// Asks for the next page when the article `id` is within ``prefetchDistance`` of the end.
  public func itemAppeared(_ id: String) async {
    guard let index = state.items.firstIndex(where: { $0.id == id }),
      index >= state.items.count - Self.prefetchDistance
    else { return }
    await loadNextPage()
  }

  /// Marks the article `id` saved or not, after the person changed it.
  public func markSaved(_ id: String, _ isSaved: Bool) {
    guard let index = state.items.firstIndex(where: { $0.id == id }) else { return }
    state.items[index].isSaved = isSaved
  }

  private func fetch(page: Int, replacing: Bool, listedBefore: Set<String> = []) async {
    let generation = self.generation
    state.loadingPage = page
    if replacing || state.items.isEmpty { state.phase = .loading }
    let outcome: Outcome
    do {
      let fetched = try await listing.request(page: page, today: now()).send(news)
      outcome = .page(fetched, try await saved.savedIDs())
    } catch let error as NetworkError where error.isResultLimit {
      outcome = .resultLimit
    } catch let error as any MosaicError {
      outcome = .failure(error)
    } catch {
      outcome = .failure(UnexpectedFailure(error))
    }
    // A refresh started since: this page belongs to a list that is gone.
    guard generation == self.generation else { return }
    if state.loadingPage == page { state.loadingPage = nil }
    switch outcome {
    case .page(let fetched, let savedIDs):
      apply(fetched, page: page, savedIDs: savedIDs, replacing: replacing, listedBefore: listedBefore)
    case .resultLimit:
      if replacing {
        state.items = []
        state.page = page
        state.stale = nil
        state.repeated = 0
      }
      state.hasMore = false
      state.end = .resultLimit
      state.phase = state.items.isEmpty ? .empty : .loaded
    case .failure(let error):
      state.phase = .failed(error)
    }
  }

  /// How one page request ended.
  private enum Outcome {
    case page(Fetched<ArticlesResponse>, Set<String>)
    /// NewsAPI's 426: no more results on this plan.
    case resultLimit
    case failure(any MosaicError)
  }

  private func apply(
    _ fetched: Fetched<ArticlesResponse>, page: Int, savedIDs: Set<String>, replacing: Bool,
    listedBefore: Set<String>
  ) {
    let articles = fetched.value.articles
    var items = replacing ? [] : state.items
    var seen = Set(items.map(\.article.url))
    var repeated = 0
    for article in articles where !ArticleItem.isRemoved(article) && seen.insert(article.url).inserted {
      guard !listedBefore.contains(article.shortID) else {
        repeated += 1
        continue
      }
      items.append(ArticleItem(article: article, isSaved: savedIDs.contains(article.shortID)))
    }
    state.items = items
    state.repeated = replacing ? repeated : state.repeated + repeated
    state.page = page
    // Counted as served: a page whose article with a bad link was dropped is still a full page.
    let full = fetched.value.servedCount >= NewsFeed.pageSize
    // Against NewsAPI the next page is asked for only when it stays within the plan's results: not a request
    // spent on a 426, and no "next page" printed that would be refused.
    let (next, overflow) = page.addingReportingOverflow(1)
    let (reach, tooFar) = next.multipliedReportingOverflow(by: NewsFeed.pageSize)
    let pastLimit = news.provider != .embedded && (overflow || tooFar || reach > Self.resultLimit)
    state.hasMore = full && !pastLimit
    state.end = state.hasMore ? nil : full ? .resultLimit : .lastPage
    if let note = fetched.staleNote {
      state.stale = note
    } else if replacing {
      state.stale = nil
    }
    state.phase = items.isEmpty ? .empty : .loaded
  }
}
