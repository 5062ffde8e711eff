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
        switch event {
        case .headline(let feed, let article, let notified):
          events.withLock { $0.append("\(feed.id) \(article.url.lastPathComponent)\(notified ? " ✉" : "")") }
        case .failure(let feed, let error):
          events.withLock { $0.append("\(feed.id) failed \(error.codeName)") }
        }
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
        switch event {
        case .headline(let feed, _, _): events.withLock { $0.append("\(feed.id) headline") }
        case .failure(let feed, let error): events.withLock { $0.append("\(feed.id) failed \(error.codeName)") }
        }
      }
    }
    await clock.waitForSleeps(start + 1)
    clock.advance(by: .seconds(900))
    try await run.value
    #expect(steps.withLock { $0 } == 2, "each poll runs within the ceiling, never the watch as a whole")
    #expect(events.withLock { $0 }.first == "business failed stoppedPoll")
    #expect(events.withLock { $0 }.dropFirst().allSatisfy { $0 == "techcrunch headline" })
    #expect(events.withLock { $0 }.count == 6)
  }

  @Test func eachPoll_asksOneFeed_inTurn() async throws {
    _ = try await watch(polls: 6)
    #expect(
      service.calls.map(\.description) == [
        "business#1", "techcrunch#1", "wsj#1", "apple#1", "business#1", "techcrunch#1",
      ])
  }

  @Test func aFirstWatch_showsTheCurrentHeadlines_thenOnlyNewOnes() async throws {
    let first = try await watch(polls: 1)
    #expect(first.count == 5)
    #expect(first.first?.hasPrefix("business business-0") == true)

    try service.serve(
      "business", [try Article.fixture("business-new")] + (0..<5).map { try .fixture("business-\($0)") })
    let again = try await watch(polls: 1)
    #expect(again == ["business business-new ✉"])
  }

  @Test func notifications_atMostThreeAPoll_plusASummary() async throws {
    _ = try await watch(polls: 1)
    #expect(desktop.notifications.count == 4)
    #expect(desktop.notifications.first == "Mosaic — Business: Business story 0")
    #expect(desktop.notifications.last?.hasSuffix("and 2 more new headlines") == true)
  }

  @Test func turningNotificationsOff_silencesARunningWatch() async throws {
    let events = Mutex<[String]>([])
    let run = Task { [watcher = watcher()] in
      try await watcher.run(every: .seconds(900), polls: 2) { event in
        if case .headline(_, let article, let notified) = event {
          events.withLock { $0.append("\(article.url.lastPathComponent) \(notified)") }
        }
      }
    }
    await clock.waitForSleeps(1)
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
