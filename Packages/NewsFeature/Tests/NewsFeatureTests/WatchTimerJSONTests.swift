import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import Models
import NetworkLayer
import Testing

@testable import NewsFeature

/// `mosaic news watch --install --json` and `--uninstall --json`: one JSON document a script can rely on; the notes
/// stay on standard error.
@Suite struct WatchTimerJSONTests {
  let service = FakeNewsService()
  let timers = FakeUserTimers()

  /// `--install --json` as a script reads it: every key, typed.
  struct Installed: Decodable, Equatable {
    let timer: String
    let folder: String
    let started: Bool
    let reason: String?
    let reasonCode: String?
    let startCommand: String?
    let systemctlStatus: Int?
    let intervalSeconds: Int
    let notifications: Bool
  }

  struct Removed: Decodable, Equatable {
    let timer: String
    let removed: Bool
  }

  static func decode<T: Decodable>(_ type: T.Type, _ console: CapturedConsole) throws -> T {
    try JSONDecoder().decode(type, from: Data(console.output.utf8))
  }

  @Test func installJSON_startedTimer_isOneDocument_andTheNotesStayOnStandardError() async throws {
    try await withTestHost(TestHost(service: service, timers: timers.client)) { host in
      let console = try await host.news(["watch", "--install", "--interval", "30m", "--json"])
      #expect(
        try Self.decode(Installed.self, console)
          == Installed(
            timer: "mosaic-news-watch", folder: timers.folder, started: true, reason: nil, reasonCode: nil,
            startCommand: nil, systemctlStatus: nil, intervalSeconds: 1_800, notifications: false))
      #expect(console.errors.contains("Notifications are off"))
      #expect(timers.installed["mosaic-news-watch"]?.every == .seconds(1_800))
    }
  }

  @Test func installJSON_raisedInterval_andNotificationsOn() async throws {
    let newsAPI = FakeNewsService(provider: .newsAPI(try #require(URL(string: "https://newsapi.org"))))
    let settings = SettingsClient.inMemory(Settings(notifications: true))
    try await withTestHost(TestHost(service: newsAPI, settings: settings, timers: timers.client)) { host in
      let console = try await host.news(["watch", "--install", "--interval", "1m", "--json"])
      let installed = try Self.decode(Installed.self, console)
      #expect(installed.intervalSeconds == 900, "raised to NewsAPI's minimum")
      #expect(installed.notifications)
      #expect(console.errors.contains("1m"), "the raised interval is a note on standard error: \(console.errors)")
      #expect(!console.errors.contains("Notifications are off"))
    }
  }

  @Test(
    arguments: [
      (UserTimerClient.ManualStart.noUserBus, "noUserBus", "there is no user bus", nil),
      (.noSystemctl, "noSystemctl", "systemctl is not installed", nil),
      (.failed(status: 5), "systemctlFailed", "systemctl failed with status 5", 5),
    ] as [(UserTimerClient.ManualStart, String, String, Int?)])
  func installJSON_writtenNotStarted_saysWhyAndHow(
    reason: UserTimerClient.ManualStart, code: String, sentence: String, status: Int?
  ) async throws {
    timers.cannotStart(reason)
    try await withTestHost(TestHost(service: service, timers: timers.client)) { host in
      // German prose in the run: the JSON's reason stays English, its code stable.
      let console = try await host.news(["watch", "--install", "--json"], language: .german)
      #expect(
        try Self.decode(Installed.self, console)
          == Installed(
            timer: "mosaic-news-watch", folder: timers.folder, started: false, reason: sentence, reasonCode: code,
            startCommand: "systemctl --user daemon-reload && systemctl --user enable --now mosaic-news-watch.timer",
            systemctlStatus: status, intervalSeconds: 900, notifications: false))
    }
  }

  @Test func uninstallJSON_saysWhetherItRemovedOne() async throws {
    try await withTestHost(TestHost(service: service, timers: timers.client)) { host in
      _ = try await host.news(["watch", "--install"])
      let removed = try await host.news(["watch", "--uninstall", "--json"])
      #expect(try Self.decode(Removed.self, removed) == Removed(timer: "mosaic-news-watch", removed: true))
      #expect(removed.errors.isEmpty)
      #expect(timers.installed.isEmpty)
      let none = try await host.news(["watch", "--uninstall", "--json"])
      #expect(try Self.decode(Removed.self, none) == Removed(timer: "mosaic-news-watch", removed: false))
    }
  }

  @Test func withoutJSON_theTextIsAsBefore() async throws {
    try await withTestHost(TestHost(service: service, timers: timers.client)) { host in
      let console = try await host.news(["watch", "--install", "--interval", "30m"])
      #expect(
        console.output
          == "The timer 'mosaic-news-watch' runs `mosaic news watch --once` every 30 min (files in '\(timers.folder)'); "
          + "`mosaic news watch --uninstall` removes it.\n")
    }
  }
}
