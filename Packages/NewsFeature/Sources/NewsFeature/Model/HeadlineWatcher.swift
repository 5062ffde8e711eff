import Core
import CoreCLI
import DataLayer
import Foundation
import Models
import NetworkLayer

/// Watches the seed app's four feeds for new headlines (`mosaic news watch`): one feed per poll, in turn,
/// so a poll costs one request (every 15 minutes that is 96 a day, inside NewsAPI's free 100). A headline is
/// new when this person's watch never saw it before (``WatchMemory``, in the cache). The first poll of a feed
/// only records what is there: a first watch never announces every current headline. Which feed comes next is
/// remembered too, so a run of one poll (`--once`, from the systemd timer) still takes the feeds in turn. It reads the notifications setting on every poll: turning them off silences a
/// running watch at once. Each poll's request runs within the ``ceiling`` (`MOSAIC_COMMAND_TIMEOUT`): a poll
/// that passes it is reported as failed and the next one goes on; the watch itself runs until stopped.
///
/// Every watch of one person shares the memory and the budget: `news watch`, the timer's `--once` and `mosaic ui`'s
/// own watch read the memory again before each poll (what another one saw counts as seen), save what a poll found
/// into the memory as it is then, in one locked step (two watches saving at once lose nothing), and against NewsAPI
/// a poll less than ``spacing(for:)`` after anyone's last one asks nothing (``Event/skipped(since:)``).
///
/// ```swift
/// let watcher = HeadlineWatcher(news: .embedded(), settings: settings, desktop: desktop, cache: cache,
///                               clock: ContinuousClock())
/// try await watcher.run(every: .seconds(900), polls: nil) { event in print(event) }
/// ```
struct HeadlineWatcher: Sendable {
  /// What one poll found.
  enum Event: Sendable {
    /// A headline this watch had not seen, with whether a notification went out for it.
    case headline(NewsFeed, Article, notified: Bool)
    /// The feed's first poll: its `count` current headlines were recorded, none announced.
    case recorded(NewsFeed, count: Int)
    /// A poll of the feed failed; the next poll of it tries again.
    case failure(NewsFeed, any MosaicError)
    /// The end of a poll that was not the feed's first, after its ``headline(_:_:notified:)`` events: every headline
    /// it found new, together, maybe none. Each poll ends in one event: this, ``recorded(_:count:)``,
    /// ``failure(_:_:)`` or ``skipped(since:)``.
    case news(NewsFeed, [Article])
    /// Another watch (the timer, the app, a second `news watch`) polled `since` ago, inside the spacing that keeps
    /// their requests together within NewsAPI's budget: this poll asked nothing.
    case skipped(since: Duration)
  }

  let news: NewsClient
  let settings: SettingsClient
  let desktop: DesktopClient
  let cache: CacheStore
  let clock: any Clock<Duration>
  var now: @Sendable () -> Date = Date.init
  var language: Language = .english
  /// How long one poll may take: the host's command ceiling, which bounds each poll and never the watch.
  var ceiling: StepCeiling = .none

  /// The feeds watched, in the order they are polled.
  static let feeds = NewsFeed.eager
  /// How many notifications one poll sends at most; the rest become one summary.
  static let notificationLimit = 3
  /// The cache entry holding the headlines seen, per feed.
  static let memoryName = "news-watch.json"
  /// How many headlines the memory keeps per feed.
  static let memoryLimit = 120

  /// The shortest interval allowed against `provider`: 15 minutes against NewsAPI itself (one request per
  /// poll, 96 a day of the free plan's 100), a second against the embedded catalog or a test server.
  static func minimumInterval(for provider: NewsProvider) -> Duration {
    if case .newsAPI(let url) = provider, url.host?.lowercased().hasSuffix("newsapi.org") == true {
      return .seconds(15 * 60)
    }
    return .seconds(1)
  }

  /// The least time between two polls of all of one person's watches together: 14½ minutes against NewsAPI
  /// itself, so the timer (every 15 minutes, never early) and the app's watch together ask at most 99 times a day
  /// of the free plan's 100; none against the embedded catalog or a test server, which count no requests.
  static func spacing(for provider: NewsProvider) -> Duration? {
    minimumInterval(for: provider) > .seconds(1) ? .seconds(870) : nil
  }

  /// Polls every `interval` until cancelled, or `polls` times; `report` hears of every new headline and
  /// failure as it happens. With `spacing`, a poll less than that after the last one of any watch (as the
  /// memory says) asks nothing and is reported as skipped.
  func run(
    every interval: Duration, polls: Int?, spacing: Duration? = nil, report: @Sendable (Event) async -> Void
  ) async throws {
    var memory = WatchMemory()
    var stored = true
    var poll = 0
    while polls.map({ poll < $0 }) ?? true {
      try Task.checkCancellation()
      // What another watch saw and polled since counts: the memory is read again before each poll. The one kept
      // here stands in when the store cannot be read, or could not be written (it would be older).
      if stored, let current = await loadMemory() { memory = current }
      if let spacing, let since = memory.sinceLastPoll(at: now()), since < spacing {
        await report(.skipped(since: since))
      } else {
        (memory, stored) = try await pollNext(memory, report: report)
      }
      poll += 1
      if polls.map({ poll < $0 }) ?? true {
        try await clock.sleep(for: interval)
      }
    }
  }

  /// Polls the next feed in turn, reports what it found, and returns the memory with it and whether it was saved.
  private func pollNext(
    _ remembered: WatchMemory, report: @Sendable (Event) async -> Void
  ) async throws
    -> (WatchMemory, stored: Bool)
  {
    var memory = remembered
    let feed = Self.feeds[Self.index(memory.next)]
    memory.next = memory.next < Int.max ? memory.next + 1 : 0
    memory.lastPoll = now().timeIntervalSince1970
    var stored = false
    do {
      let first = memory.seen[feed.id] == nil
      let (fresh, remembered) = try await ceiling.run { [seen = memory.seen] in
        try await newHeadlines(feed, seen: seen)
      }
      memory.seen = remembered
      stored = (try? await saveMemory(memory, polled: feed, fresh: fresh)) != nil
      if first {
        await report(.recorded(feed, count: fresh.count))
      } else {
        await announce(fresh, of: feed, report: report)
        await report(.news(feed, fresh))
      }
    } catch let error as any MosaicError {
      stored = (try? await saveMemory(memory, polled: feed, fresh: [])) != nil
      await report(.failure(feed, error))
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      stored = (try? await saveMemory(memory, polled: feed, fresh: [])) != nil
      await report(.failure(feed, UnexpectedFailure(error)))
    }
    return (memory, stored)
  }

  /// The position in ``feeds`` of poll number `count`.
  static func index(_ count: Int) -> Int {
    (count % feeds.count + feeds.count) % feeds.count
  }

  /// Reports every headline of `fresh` and notifies, when notifications are on, of the first few and a summary.
  private func announce(_ fresh: [Article], of feed: NewsFeed, report: @Sendable (Event) async -> Void) async {
    let notify = await shouldNotify()
    for (index, article) in fresh.enumerated() {
      let notified = notify && index < Self.notificationLimit
      if notified {
        _ = await desktop.notify("Mosaic — \(feed.title(in: language))", TerminalText.line(article.title))
      }
      await report(.headline(feed, article, notified: notified))
    }
    if notify, fresh.count > Self.notificationLimit {
      let more = NewsStrings.moreHeadlines(fresh.count - Self.notificationLimit, language)
      _ = await desktop.notify("Mosaic — \(feed.title(in: language))", more)
    }
  }

  /// Page 1 of `feed`, without what `seen` holds (and without NewsAPI's `[Removed]`), and `seen` with them.
  private func newHeadlines(
    _ feed: NewsFeed, seen: [String: [String]]
  ) async throws -> ([Article], [String: [String]]) {
    var seen = seen
    let articles = try await feed.request(page: 1, today: now()).send(news).value.articles
      .filter { !ArticleItem.isRemoved($0) }
    let known = Set(seen[feed.id] ?? [])
    var fresh: [Article] = []
    var added = Set<String>()
    for article in articles where !known.contains(article.shortID) && added.insert(article.shortID).inserted {
      fresh.append(article)
    }
    seen[feed.id] = Array((fresh.map(\.shortID) + (seen[feed.id] ?? [])).prefix(Self.memoryLimit))
    return (fresh, seen)
  }

  /// Whether this poll notifies: the setting, read now, and a desktop that can show it.
  private func shouldNotify() async -> Bool {
    guard (try? await settings.load())?.notifications == true else { return false }
    return desktop.notificationsUnavailable() == nil
  }

  /// The stored memory; empty when there is none yet, `nil` when the store cannot be read.
  private func loadMemory() async -> WatchMemory? {
    do {
      guard let data = try await cache.load(Self.memoryName) else { return WatchMemory() }
      return WatchMemory.decode(data)
    } catch {
      return nil
    }
  }

  /// Saves what the poll of `feed` found (`memory`, with `fresh` new to it) into the memory as it is stored now, in
  /// one step with reading it: what another watch saved meanwhile stays (``WatchMemory/recording(_:of:fresh:limit:)``).
  ///
  /// - Throws: what the cache throws: `cacheEntryBusy` when another watch held the memory past the store's wait.
  private func saveMemory(_ memory: WatchMemory, polled feed: NewsFeed, fresh: [Article]) async throws {
    let ids = fresh.map(\.shortID)
    try await cache.update(Self.memoryName) { stored in
      guard let stored else { return try memory.encoded() }
      return try WatchMemory.decode(stored).recording(memory, of: feed.id, fresh: ids, limit: Self.memoryLimit)
        .encoded()
    }
  }
}
