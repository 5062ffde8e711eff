import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import Synchronization
import TestExpectations
import Testing

@testable import NewsFeature

@Suite struct HeadlineWatcherTests {
  let service = FakeNewsService()
  let clock = ManualClock()
  let desktop = RecordingDesktop()
  let settings = SettingsClient.inMemory(Settings(notifications: true))
  let cache = CacheStore.inMemory()

  init() throws {
    for list in ["business", "techcrunch", "wsj", "apple"] { try service.serve(list, count: 5) }
  }

  func watcher() -> HeadlineWatcher {
    HeadlineWatcher(news: service.client, settings: settings, desktop: desktop.client, cache: cache, clock: clock)
  }

  /// Runs a watch of `polls` polls every 15 minutes, moving the clock through each pause; the poll's headlines
  /// together (``HeadlineWatcher/Event/news(_:_:)``) only when `together`.
  func watch(
    polls: Int, spacing: Duration? = nil, together: Bool = false, watcher: HeadlineWatcher? = nil
  ) async throws -> [String] {
    let events = Mutex<[String]>([])
    let run = Task { [watcher = watcher ?? self.watcher()] in
      try await watcher.run(every: .seconds(900), polls: polls, spacing: spacing) { event in
        if case .news = event, !together { return }
        events.withLock { $0.append(Self.line(event)) }
      }
    }
    let start = clock.sleepCount
    for pause in 0..<max(polls - 1, 0) {
      await clock.waitForSleeps(start + pause + 1)
      clock.advance(by: .seconds(900))
    }
    try await run.value
    return events.withLock { $0 }
  }

  static func line(_ event: HeadlineWatcher.Event) -> String {
    switch event {
    case .headline(let feed, let article, let notified):
      "\(feed.id) \(article.url.lastPathComponent)\(notified ? " ✉" : "")"
    case .recorded(let feed, let count): "\(feed.id) recorded \(count)"
    case .failure(let feed, let error): "\(feed.id) failed \(error.codeName)"
    case .news(let feed, let articles): "\(feed.id) together \(articles.map(\.url.lastPathComponent))"
    case .skipped(let since): "skipped, last poll \(since.components.seconds) s ago"
    }
  }

  /// A first look at all four feeds, so the next polls announce what is new.
  func recordEveryFeed() async throws {
    try await expectAll(watch(polls: 4)) { $0.hasSuffix(" recorded 5") }
  }

  /// Puts `count` new articles on top of `list`'s five.
  func publish(_ count: Int, in list: String) throws {
    let fresh = try (0..<count).map { try Article.fixture("\(list)-new-\($0)", title: "\(list) news \($0)") }
    let old = try (0..<5).map { try Article.fixture("\(list)-\($0)") }
    service.serve(list, fresh + old)
  }

  @Test func aPollPastTheCeiling_isReportedAsFailed_andTheWatchGoesOn() async throws {
    // A ceiling that stops the first poll, as the host's does when a poll runs past MOSAIC_COMMAND_TIMEOUT.
    let steps = Mutex(0)
    let ceiling = StepCeiling { step in
      let number = steps.withLock { steps in
        steps += 1
        return steps
      }
      if number == 1 { throw StoppedPoll() }
      try await step()
    }
    var watcher = watcher()
    watcher.ceiling = ceiling
    let events = Mutex<[String]>([])
    let start = clock.sleepCount
    let run = Task { [watcher] in
      try await watcher.run(every: .seconds(900), polls: 2) { event in
        events.withLock { $0.append(Self.line(event)) }
      }
    }
    await clock.waitForSleeps(start + 1)
    clock.advance(by: .seconds(900))
    try await run.value
    expectEqual(steps.withLock { $0 }, 2, "each poll runs within the ceiling, never the watch as a whole")
    expectEqual(events.withLock { $0 }, ["business failed stoppedPoll", "techcrunch recorded 5"])
  }

  @Test func eachPoll_asksOneFeed_inTurn() async throws {
    _ = try await watch(polls: 6)
    #expect(
      service.calls.map(\.description) == [
        "business#1", "techcrunch#1", "wsj#1", "apple#1", "business#1", "techcrunch#1",
      ])
  }

  @Test func runsOfOnePoll_takeTheFeedsInTurn_acrossRuns() async throws {
    for _ in 0..<5 { _ = try await watch(polls: 1) }
    #expect(
      service.calls.map(\.description) == ["business#1", "techcrunch#1", "wsj#1", "apple#1", "business#1"],
      "each run (as the timer starts one) goes on where the last stopped")
  }

  @Test func aFirstPoll_onlyRecords_andNeverAnnouncesTheCurrentHeadlines() async throws {
    let first = try await watch(polls: 1)
    #expect(first == ["business recorded 5"])
    #expect(desktop.notifications.isEmpty, "no notification for what was already there")

    _ = try await watch(polls: 3)
    try publish(1, in: "business")
    let again = try await watch(polls: 1)
    #expect(again == ["business business-new-0 ✉"])
    #expect(desktop.notifications == ["Mosaic — Business: business news 0"])
  }

  @Test func aMemoryFromBeforeTheCursor_stillCountsAsSeen() async throws {
    let ids = try (0..<5).map { try Article.fixture("business-\($0)").shortID }
    try await cache.save(HeadlineWatcher.memoryName, try JSONEncoder().encode(["business": ids]))
    try publish(1, in: "business")
    #expect(try await watch(polls: 1) == ["business business-new-0 ✉"])
  }

  @Test func notifications_atMostThreeAPoll_plusASummary() async throws {
    try await recordEveryFeed()
    try publish(5, in: "business")
    _ = try await watch(polls: 1)
    #expect(desktop.notifications.count == 4)
    #expect(desktop.notifications.first == "Mosaic — Business: business news 0")
    #expect(desktop.notifications.last?.hasSuffix("and 2 more new headlines") == true)
  }

  @Test func turningNotificationsOff_silencesARunningWatch() async throws {
    try await recordEveryFeed()
    try publish(5, in: "business")
    try publish(5, in: "techcrunch")
    let events = Mutex<[String]>([])
    let start = clock.sleepCount
    let run = Task { [watcher = watcher()] in
      try await watcher.run(every: .seconds(900), polls: 2) { event in
        if case .headline(_, let article, let notified) = event {
          events.withLock { $0.append("\(article.url.lastPathComponent) \(notified)") }
        }
      }
    }
    await clock.waitForSleeps(start + 1)
    _ = try await settings.set(.notifications(false))
    clock.advance(by: .seconds(900))
    try await run.value

    let printed = events.withLock { $0 }
    #expect(printed.count == 10, "every headline is still printed")
    expectAll(printed.prefix(3)) { $0.hasSuffix("true") }
    expectAll(printed.suffix(5)) { $0.hasSuffix("false") }
    #expect(desktop.notifications.count == 4, "only the first poll notified")
  }

  @Test func withoutADisplay_itOnlyPrints() async throws {
    try await recordEveryFeed()
    try publish(5, in: "business")
    desktop.setNotifications(unavailable: .noDisplay)
    let events = try await watch(polls: 1)
    #expect(events.count == 5)
    expectNone(events) { $0.hasSuffix("✉") }
    #expect(desktop.notifications.isEmpty)
  }

  @Test func aFailedPoll_isReported_andTheWatchGoesOn() async throws {
    service.fail("techcrunch", page: 1, with: NetworkError(.rateLimited, service: "NewsAPI"))
    let events = try await watch(polls: 3)
    #expect(events.contains("techcrunch failed rateLimited"))
    expectSome(events) { $0.hasPrefix("wsj ") }
  }

  @Test func aPollsNewHeadlines_areReportedTogether_afterEachOne_andNoneIsAnEmptyList() async throws {
    try await recordEveryFeed()
    try publish(2, in: "business")
    #expect(
      try await watch(polls: 2, together: true) == [
        "business business-new-0 ✉", "business business-new-1 ✉",
        #"business together ["business-new-0", "business-new-1"]"#, "techcrunch together []",
      ], "every poll ends in one event, also one that found nothing new")
  }

  /// Issue 22: the app's watch, the timer's `--once` and a `news watch` share one memory. A watch reads it again
  /// before each poll, so what another one polled in between is neither asked again nor announced twice.
  @Test func eachPoll_readsTheMemoryAgain_soAnotherWatchsPollCounts() async throws {
    try await recordEveryFeed()
    try publish(1, in: "business")
    let events = Mutex<[String]>([])
    let start = clock.sleepCount
    let running = Task { [watcher = watcher()] in
      try await watcher.run(every: .seconds(900), polls: 2) { event in
        if case .news = event { return }
        events.withLock { $0.append(Self.line(event)) }
      }
    }
    await clock.waitForSleeps(start + 1)
    // Meanwhile the timer runs `news watch --once`: TechCrunch's turn, and its new headline.
    try publish(1, in: "techcrunch")
    #expect(try await watch(polls: 1) == ["techcrunch techcrunch-new-0 ✉"])
    clock.advance(by: .seconds(900))
    try await running.value
    expectEqual(events.withLock { $0 }, ["business business-new-0 ✉"], "techcrunch was announced once, by the timer")
    #expect(
      service.calls.map(\.description).suffix(3) == ["business#1", "techcrunch#1", "wsj#1"],
      "the running watch goes on after the timer's poll")
  }

  /// Issue 22: against NewsAPI, all of a person's watches together stay inside its budget: a poll less than the
  /// spacing after anyone's last asks nothing.
  @Test func againstNewsAPI_aPollSoonAfterAnotherWatchs_asksNothing() async throws {
    let time = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
    var watcher = watcher()
    watcher.now = { time.withLock { $0 } }
    let newsAPI = try #require(URL(string: "https://newsapi.org"))
    let spacing = try #require(HeadlineWatcher.spacing(for: .newsAPI(newsAPI)))
    #expect(try await watch(polls: 1, spacing: spacing, watcher: watcher) == ["business recorded 5"])

    time.withLock { $0 += 5 * 60 }
    #expect(try await watch(polls: 1, spacing: spacing, watcher: watcher) == ["skipped, last poll 300 s ago"])
    #expect(service.calls.count == 1, "a skipped poll sends no request")
    let memory = WatchMemory.decode(try #require(try await cache.load(HeadlineWatcher.memoryName)))
    #expect(memory.next == 1, "a skipped poll leaves the turn to the next one")

    time.withLock { $0 += 10 * 60 }
    #expect(try await watch(polls: 1, spacing: spacing, watcher: watcher) == ["techcrunch recorded 5"])
    // A last poll ahead of the clock (the clock was set back) does not silence the watch.
    time.withLock { $0 -= 3_600 }
    #expect(try await watch(polls: 1, spacing: spacing, watcher: watcher) == ["wsj recorded 5"])
    #expect(
      86_400 / Int(spacing.components.seconds) < 100, "the timer and the app together stay inside the free plan")
  }

  @Test func theSpacing_isForNewsAPIAlone() throws {
    let newsAPI = try #require(URL(string: "https://newsapi.org"))
    let mock = try #require(URL(string: "http://127.0.0.1:8080"))
    #expect(HeadlineWatcher.spacing(for: .newsAPI(newsAPI)) == .seconds(870))
    #expect(HeadlineWatcher.spacing(for: .newsAPI(mock)) == nil)
    #expect(HeadlineWatcher.spacing(for: .embedded) == nil)
  }

  @Test func aMemoryWithoutTheLastPoll_readsAsNeverPolled() throws {
    let memory = WatchMemory.decode(Data(#"{"next":3,"seen":{"business":["a"]}}"#.utf8))
    #expect(memory == WatchMemory(seen: ["business": ["a"]], next: 3))
    #expect(memory.sinceLastPoll(at: Date()) == nil)
    let hostile = WatchMemory.decode(Data(#"{"next":3,"seen":{},"lastPoll":1e308}"#.utf8))
    #expect(hostile.sinceLastPoll(at: Date()) == nil)
  }

  @Test func theMinimumInterval_keepsNewsAPIsFreePlan() throws {
    let newsAPI = try #require(URL(string: "https://newsapi.org"))
    let mock = try #require(URL(string: "http://127.0.0.1:8080"))
    #expect(HeadlineWatcher.minimumInterval(for: .newsAPI(newsAPI)) == .seconds(900))
    #expect(HeadlineWatcher.minimumInterval(for: .newsAPI(mock)) == .seconds(1))
    #expect(HeadlineWatcher.minimumInterval(for: .embedded) == .seconds(1))
    #expect(86_400 / 900 <= 100)
  }

  @Test(arguments: [("15m", 900), ("90s", 90), ("1h", 3_600), ("45", 45), (" 2M ", 120)])
  func intervals_parse(text: String, seconds: Int64) {
    #expect(WatchInterval.parse(text) == .seconds(seconds))
  }

  @Test(arguments: ["", "m", "-5m", "1.5h", "15x", "99999999999m", "0s"])
  func badIntervals_areRefused(_ text: String) {
    #expect(WatchInterval.parse(text) == nil)
  }
}

/// What a ceiling throws for a poll it stopped.
private struct StoppedPoll: MosaicError {
  var codeName: String { "stoppedPoll" }
  func message(in language: Language) -> String { language.pick(en: "Stopped.", de: "Angehalten.") }
}
