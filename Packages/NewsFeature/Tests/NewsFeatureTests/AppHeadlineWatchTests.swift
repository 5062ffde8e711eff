import Core
import CoreCLI
import CoreTestSupport
import CoreUI
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import Synchronization
import Testing

@testable import NewsFeature

/// Issue 22: `mosaic ui` notifies itself. Its own watch polls only while notifications are on (following the
/// setting as it changes), shares the watch's memory, and shows one status line with a bell per poll that found
/// headlines.
@Suite struct AppHeadlineWatchTests {
  let service = FakeNewsService()
  let clock = ManualClock()
  let desktop = RecordingDesktop()
  let settings = SettingsClient.inMemory(Settings(notifications: false))
  let cache = CacheStore.inMemory()
  let changes = DataChangesClient.manual()
  let said = Said()

  init() throws {
    for list in ["business", "techcrunch", "wsj", "apple"] { try service.serve(list, count: 5) }
  }

  var watch: AppHeadlineWatch {
    AppHeadlineWatch(
      news: service.client, settings: settings, desktop: desktop.client, cache: cache, changes: changes.client,
      clock: clock)
  }

  func context(_ environment: [String: String] = [:]) -> BackgroundTaskContext {
    BackgroundTaskContext(
      environment: environment, language: { .english },
      announce: { [said] text, bell in said.append("\(text.english)\(bell ? " 🔔" : "")") })
  }

  /// Stores `on` as another shell would and reports the change, as the database's watch does.
  func setNotifications(_ on: Bool) async throws {
    _ = try await settings.set(.notifications(on))
    changes.report()
  }

  @Test func polls_onlyWhileNotificationsAreOn_andAnnouncesNewHeadlinesWithTheBell() async throws {
    try await recordEveryFeed()
    let running = Task { [watch, context = context()] in await watch.run(in: context) }
    defer { running.cancel() }
    try await Self.pause()
    #expect(service.calls.isEmpty, "notifications are off: the app asks nothing")

    try await setNotifications(true)
    await clock.waitForSleeps(1)
    #expect(service.calls.map(\.description) == ["business#1"])
    #expect(said.lines.isEmpty, "nothing new in business")

    try publish(2, in: "techcrunch")
    clock.advance(by: AppHeadlineWatch.defaultInterval)
    await clock.waitForSleeps(2)
    #expect(said.lines == ["New in TechCrunch: 2 headlines — techcrunch news 0 🔔"])
    #expect(desktop.notifications.count == 2, "the desktop hears of them too, as from every watch")

    try await setNotifications(false)
    try await Self.pause()
    clock.advance(by: AppHeadlineWatch.defaultInterval)
    try await Self.pause()
    #expect(service.calls.count == 2, "turned off, the app's watch asks nothing more")

    try publish(1, in: "wsj")
    try await setNotifications(true)
    await clock.waitForSleeps(3)
    #expect(service.calls.map(\.description).last == "wsj#1", "turned on again, it goes on in turn")
    #expect(said.lines.last == "New in Wall Street Journal: wsj news 0 🔔")
  }

  @Test func theWatch_sharesTheMemory_ofNewsWatch() async throws {
    // `news watch --once` ran before: business was noted, TechCrunch comes next.
    let watcher = HeadlineWatcher(
      news: service.client, settings: settings, desktop: desktop.client, cache: cache, clock: clock)
    try await watcher.run(every: .seconds(900), polls: 1) { _ in }
    try publish(1, in: "techcrunch")
    try await setNotifications(true)
    let running = Task { [watch, context = context()] in await watch.run(in: context) }
    defer { running.cancel() }
    await clock.waitForSleeps(1)
    #expect(service.calls.map(\.description) == ["business#1", "techcrunch#1"])
    #expect(said.lines.isEmpty, "TechCrunch's first look, by the app")
  }

  @Test func theIntervalVariable_isForTests_andNeverGoesBelowTheMinimum() throws {
    let newsAPI = NewsProvider.newsAPI(try #require(URL(string: "https://newsapi.org")))
    #expect(AppHeadlineWatch.interval([:], provider: .embedded) == .seconds(900))
    #expect(AppHeadlineWatch.interval(["MOSAIC_WATCH_INTERVAL": "1s"], provider: .embedded) == .seconds(1))
    #expect(AppHeadlineWatch.interval(["MOSAIC_WATCH_INTERVAL": "90s"], provider: newsAPI) == .seconds(900))
    #expect(AppHeadlineWatch.interval(["MOSAIC_WATCH_INTERVAL": "soon"], provider: .embedded) == .seconds(900))
  }

  /// A memory in which every feed's five headlines were seen, as after four first looks.
  func recordEveryFeed() async throws {
    var memory = WatchMemory()
    for list in ["business", "techcrunch", "wsj", "apple"] {
      memory.seen[list] = try (0..<5).map { try Article.fixture("\(list)-\($0)").shortID }
    }
    try await cache.save(HeadlineWatcher.memoryName, try memory.encoded())
  }

  /// Puts `count` new articles on top of `list`'s five.
  func publish(_ count: Int, in list: String) throws {
    let fresh = try (0..<count).map { try Article.fixture("\(list)-new-\($0)", title: "\(list) news \($0)") }
    let old = try (0..<5).map { try Article.fixture("\(list)-\($0)") }
    service.serve(list, fresh + old)
  }

  /// A moment for tasks that should not run to show that they did.
  static func pause() async throws {
    try await Task.sleep(for: .milliseconds(200))
  }
}

/// What the app was asked to show, in order.
final class Said: Sendable {
  private let state = Mutex<[String]>([])
  var lines: [String] { state.withLock { $0 } }
  func append(_ line: String) { state.withLock { $0.append(line) } }
}
