import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import Synchronization
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

  /// Runs a watch of `polls` polls every 15 minutes, moving the clock through each pause.
  func watch(polls: Int) async throws -> [String] {
    let events = Mutex<[String]>([])
    let run = Task { [watcher = watcher()] in
      try await watcher.run(every: .seconds(900), polls: polls) { event in
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
    }
  }

  /// A first look at all four feeds, so the next polls announce what is new.
  func recordEveryFeed() async throws {
    #expect(try await watch(polls: 4).allSatisfy { $0.hasSuffix(" recorded 5") })
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
    #expect(steps.withLock { $0 } == 2, "each poll runs within the ceiling, never the watch as a whole")
    #expect(events.withLock { $0 } == ["business failed stoppedPoll", "techcrunch recorded 5"])
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
    #expect(printed.prefix(3).allSatisfy { $0.hasSuffix("true") })
    #expect(printed.suffix(5).allSatisfy { $0.hasSuffix("false") })
    #expect(desktop.notifications.count == 4, "only the first poll notified")
  }

  @Test func withoutADisplay_itOnlyPrints() async throws {
    try await recordEveryFeed()
    try publish(5, in: "business")
    desktop.setNotifications(unavailable: .noDisplay)
    let events = try await watch(polls: 1)
    #expect(events.count == 5)
    #expect(!events.contains { $0.hasSuffix("✉") })
    #expect(desktop.notifications.isEmpty)
  }

  @Test func aFailedPoll_isReported_andTheWatchGoesOn() async throws {
    service.fail("techcrunch", page: 1, with: NetworkError(.rateLimited, service: "NewsAPI"))
    let events = try await watch(polls: 3)
    #expect(events.contains("techcrunch failed rateLimited"))
    #expect(events.contains { $0.hasPrefix("wsj ") })
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
