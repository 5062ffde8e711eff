import DataLayer
import Foundation
import Models
import NetworkLayer
import Observation

/// The news screen's view model: one ``NewsFeedViewModel`` per feed, the one selected, and when each loads.
/// Opening the screen starts the seed app's four feeds together; every other feed — the person's own too —
/// loads the first time it is viewed. (The seed app loaded all ten at once; NewsAPI's free plan allows 100
/// requests a day, so the reader spends them only on what is looked at.) The feeds show as the person arranged
/// them (`mosaic news feeds`), and each knows how many of its headlines are new since it was last viewed.
///
/// ```swift
/// let screen = NewsViewModel(news: .embedded(), saved: .inMemory())
/// await screen.open()                 // business, techcrunch, wsj and apple, concurrently
/// await screen.select(.science)       // science loads now, on first view
/// screen.newCount(.wsj)               // headlines published since the Journal was last viewed
/// ```
@MainActor @Observable
public final class NewsViewModel {
  /// The feeds shown, in the person's order (hidden ones left out).
  public private(set) var order: [NewsFeed] = NewsFeed.all
  public private(set) var selected: NewsFeed = .business
  /// When each feed (by id) was last viewed.
  public private(set) var viewedAt: [String: Date] = [:]
  /// Where the view model's intents go: its coordinator, which navigates.
  @ObservationIgnored public var onIntent: (@MainActor (NewsIntent) -> Void)?
  @ObservationIgnored private var models: [String: NewsFeedViewModel] = [:]
  @ObservationIgnored private let news: NewsClient
  @ObservationIgnored private let saved: SavedArticlesClient
  @ObservationIgnored private let store: NewsFeedsClient
  @ObservationIgnored private let now: @Sendable () -> Date
  @ObservationIgnored private var arrangement = FeedArrangement(entries: [])

  public init(
    news: NewsClient, saved: SavedArticlesClient, feeds: NewsFeedsClient = .inMemory(),
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.news = news
    self.saved = saved
    self.store = feeds
    self.now = now
    for feed in NewsFeed.all { models[feed.id] = makeModel(feed) }
  }

  /// Every shown feed's model, in ``order``.
  public var feeds: [NewsFeedViewModel] { order.map(model) }

  /// The model of `feed` (made on first use for a feed the person added meanwhile).
  public func model(_ feed: NewsFeed) -> NewsFeedViewModel {
    if let model = models[feed.id] { return model }
    let model = makeModel(feed)
    models[feed.id] = model
    return model
  }

  /// Reads the person's arrangement again: which feeds show, in which order, and when each was last viewed. A
  /// feed whose definition changed gets a new model; nothing loads here.
  public func arrange() async {
    guard let entries = try? await store.list() else { return }
    arrangement = FeedArrangement(entries: entries)
    for item in arrangement.items where models[item.feed.id].map({ $0.listing != .feed(item.feed) }) ?? true {
      models[item.feed.id] = makeModel(item.feed)
    }
    let visible = arrangement.visible
    order = visible.isEmpty ? [selected] : visible
    var viewed = viewedAt
    for case let entry? in arrangement.items.map(\.entry) {
      if let date = entry.viewedAt, date > (viewed[entry.id] ?? .distantPast) { viewed[entry.id] = date }
    }
    viewedAt = viewed
  }

  /// Reads the arrangement, starts the first page of every eager feed shown at once and returns when all have
  /// answered; the selected feed counts as viewed.
  public func open() async {
    await arrange()
    if !order.contains(selected), let first = order.first { selected = first }
    await markViewed(selected)
    await withTaskGroup(of: Void.self) { group in
      for feed in NewsFeed.eager where order.contains(feed) {
        let model = model(feed)
        group.addTask { await model.loadFirstPage() }
      }
    }
  }

  /// Shows `feed`, loading its first page if it was never viewed; it counts as viewed from now.
  public func select(_ feed: NewsFeed) async {
    // A name from a URL (`mosaic://news?feed=rust`) is one of the person's feeds; an unknown one changes nothing.
    var feed = feed
    if feed.isNamed {
      await arrange()
      guard let item = arrangement.item(named: feed.id) else { return }
      feed = item.feed
    }
    selected = feed
    await markViewed(feed)
    await model(feed).loadFirstPage()
  }

  /// How many of `feed`'s loaded headlines were published after it was last viewed (all of them when it never
  /// was); `nil` while nothing is loaded (a lazy feed never viewed makes no request for a count).
  public func newCount(_ feed: NewsFeed) -> Int? {
    guard let model = models[feed.id], !model.state.items.isEmpty else { return nil }
    guard let viewed = viewedAt[feed.id] else { return model.state.items.count }
    return model.state.items.count(where: { $0.article.publishedAt > viewed })
  }

  /// Makes the person's feed of `kind` for `text`, named as typed (`mosaic news feeds add TEXT --query TEXT`, or
  /// `--source`, `--category`), and shows it in the order; it loads when it is selected.
  ///
  /// - Throws: ``NewsError`` for a name that is no feed name or that a feed has, an unknown category or country;
  ///   the store's error.
  func makeFeed(_ kind: NewFeedKind, _ text: String) async throws -> NewsFeed {
    let feeds = FeedArrangement(entries: try await store.list())
    let entry = try kind.entry(text, in: feeds, now: now())
    try await store.save([entry])
    await arrange()
    return arrangement.item(named: entry.name)?.feed ?? .named(entry.name)
  }

  /// Hides `feed` from the feed bar and the side menu (`mosaic news feeds hide NAME`; `feeds show NAME` brings it
  /// back). The feed shown stays on screen until another is picked.
  func hide(_ feed: NewsFeed) async throws {
    let feeds = FeedArrangement(entries: try await store.list())
    guard let item = feeds.item(named: feed.id) else { return }
    try await store.save([feeds.hiding(item, true, now: now())])
    await arrange()
  }

  /// Moves `feed` to the place of `other`, past it (`mosaic news feeds move NAME --to N`): before it when `feed` was
  /// after it, after it when `feed` was before it. Every feed gets its place, as a move on the command line gives.
  func move(_ feed: NewsFeed, past other: NewsFeed) async throws {
    let feeds = FeedArrangement(entries: try await store.list())
    guard let item = feeds.item(named: feed.id), let place = feeds.items.firstIndex(where: { $0.feed.id == other.id })
    else { return }
    try await store.save(feeds.moving(item, to: place + 1, now: now()))
    await arrange()
  }

  /// Asks the coordinator for the online search over the feeds.
  public func search() {
    onIntent?(.openSearch)
  }

  /// Marks the article `id` saved or not in every feed that lists it.
  public func markSaved(_ id: String, _ isSaved: Bool) {
    for feed in models.values { feed.markSaved(id, isSaved) }
  }

  /// Records that `feed` is viewed now, here and in the database (a failure to write keeps only the mark here).
  private func markViewed(_ feed: NewsFeed) async {
    let date = now()
    viewedAt[feed.id] = date
    guard let item = arrangement.item(named: feed.id) else { return }
    var entry = arrangement.entry(of: item, now: date)
    entry.viewedAt = date
    try? await store.save([entry])
    arrangement = FeedArrangement(entries: (try? await store.list()) ?? [])
  }

  private func makeModel(_ feed: NewsFeed) -> NewsFeedViewModel {
    NewsFeedViewModel(listing: .feed(feed), news: news, saved: saved, now: now)
  }
}
