import DataLayer
import Foundation
import NetworkLayer
import Observation

/// The news screen's view model: one ``NewsFeedViewModel`` per feed, the one selected, and when each loads.
/// Opening the screen starts the seed app's four feeds together; every other feed loads the first time it
/// is viewed. (The seed app loaded all ten at once; NewsAPI's free plan allows 100 requests a day, so the
/// reader spends them only on what is looked at.)
///
/// ```swift
/// let screen = NewsViewModel(news: .embedded(), saved: .inMemory())
/// await screen.open()                 // business, techcrunch, wsj and apple, concurrently
/// await screen.select(.science)       // science loads now, on first view
/// ```
@MainActor @Observable
public final class NewsViewModel {
  /// Every feed's model, in ``NewsFeed/all`` order.
  public let feeds: [NewsFeedViewModel]
  public private(set) var selected: NewsFeed = .business
  /// Where the view model's intents go: its coordinator, which navigates.
  @ObservationIgnored public var onIntent: (@MainActor (NewsIntent) -> Void)?

  public init(news: NewsClient, saved: SavedArticlesClient, now: @escaping @Sendable () -> Date = Date.init) {
    feeds = NewsFeed.all.map { NewsFeedViewModel(listing: .feed($0), news: news, saved: saved, now: now) }
  }

  /// The model of `feed`.
  public func model(_ feed: NewsFeed) -> NewsFeedViewModel {
    feeds[NewsFeed.all.firstIndex(of: feed) ?? 0]
  }

  /// Starts the first page of every eager feed at once and returns when all have answered.
  public func open() async {
    await withTaskGroup(of: Void.self) { group in
      for feed in NewsFeed.eager {
        let model = model(feed)
        group.addTask { await model.loadFirstPage() }
      }
    }
  }

  /// Shows `feed`, loading its first page if it was never viewed.
  public func select(_ feed: NewsFeed) async {
    selected = feed
    await model(feed).loadFirstPage()
  }

  /// Asks the coordinator for the online search over the feeds.
  public func search() {
    onIntent?(.openSearch)
  }

  /// Marks the article `id` saved or not in every feed that lists it.
  public func markSaved(_ id: String, _ isSaved: Bool) {
    for feed in feeds { feed.markSaved(id, isSaved) }
  }
}
