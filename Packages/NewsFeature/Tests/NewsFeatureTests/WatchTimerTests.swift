import Core
import CoreCLI
import Foundation
import NetworkLayer
import Testing

@testable import NewsFeature

/// `mosaic news watch --install` and `--uninstall`: a user timer that runs this `mosaic` with `news watch --once`,
/// through the App's `UserTimerClient` (an in-memory fake here).
@Suite struct WatchTimerTests {
  let service = FakeNewsService()
  let timers = FakeUserTimers()

  @Test func install_writesATimerThatPollsOnce_everyInterval() async throws {
    try await withTestHost(TestHost(service: service, timers: timers.client)) { host in
      let console = try await host.news(["watch", "--install", "--interval", "30m"])
      let timer = try #require(timers.installed["mosaic-news-watch"])
      #expect(timer.arguments == ["news", "watch", "--once"])
      #expect(timer.every == .seconds(1_800))
      #expect(console.output.hasPrefix("The timer 'mosaic-news-watch' runs `mosaic news watch --once` every 30 min"))
      #expect(console.errors.contains("Notifications are off"), "the timer would only print to the journal")
    }
  }

  @Test func install_againstNewsAPI_keepsTheDailyBudget() async throws {
    let newsAPI = FakeNewsService(provider: .newsAPI(try #require(URL(string: "https://newsapi.org"))))
    try await withTestHost(TestHost(service: newsAPI, timers: timers.client)) { host in
      _ = try await host.news(["watch", "--install", "--interval", "1m"])
      #expect(timers.installed["mosaic-news-watch"]?.every == .seconds(900), "96 requests a day, within 100")
    }
  }

  @Test func install_withoutAUserBus_saysHowToStartItInOneSentence() async throws {
    timers.cannotStart(.noUserBus)
    try await withTestHost(TestHost(service: service, timers: timers.client)) { host in
      let console = try await host.news(["watch", "--install"])
      #expect(
        console.output
          == "Wrote the timer 'mosaic-news-watch' to '\(timers.folder)' but could not start it because there is no "
          + "user bus; start it with `systemctl --user daemon-reload && systemctl --user enable --now "
          + "mosaic-news-watch.timer` in your login session.\n")
      let german = try await host.news(["watch", "--install"], language: .german)
      #expect(german.output.contains("weil es keinen Benutzer-Bus gibt"))
    }
  }

  @Test func uninstall_removesIt_andSaysWhenThereWasNone() async throws {
    try await withTestHost(TestHost(service: service, timers: timers.client)) { host in
      _ = try await host.news(["watch", "--install"])
      #expect(try await host.news(["watch", "--uninstall"]).output == "Removed the timer 'mosaic-news-watch'.\n")
      #expect(timers.installed.isEmpty)
      #expect(
        try await host.news(["watch", "--uninstall"]).output
          == "No timer 'mosaic-news-watch' was installed, so nothing was removed.\n")
    }
  }

  @Test func withoutTimers_installSaysSoInOneSentence() async throws {
    try await withTestHost(TestHost(service: service)) { host in
      await #expect(throws: CLIError(.timerUnsupported, command: "news watch --once")) {
        try await host.news(["watch", "--install"])
      }
    }
  }

  @Test(arguments: [["--install", "--uninstall"], ["--install", "--once"], ["--uninstall", "--polls", "2"]])
  func install_uninstall_andPolling_goOneAtATime(_ flags: [String]) async throws {
    try await withTestHost(TestHost(service: service, timers: timers.client)) { host in
      await #expect(throws: (any Error).self) { try await host.news(["watch"] + flags) }
      #expect(timers.installed.isEmpty)
    }
  }
}
