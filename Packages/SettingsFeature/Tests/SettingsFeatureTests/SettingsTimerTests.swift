import Core
import CoreCLI
import CoreTestSupport
import CoreUI
import CoreUITestSupport
import DataLayer
import Synchronization
import Testing

@testable import SettingsFeature

/// Issue 22: with notifications on, the settings sheet offers the timer that keeps them coming while no `mosaic`
/// runs (what `mosaic news watch --install` writes), says whether it is installed, removes it again (what
/// `--uninstall` does), and puts a failure in one sentence.
@MainActor @Suite struct SettingsTimerTests {
  @Test func notificationsOn_offersTheTimer_andEnterInstallsIt() async throws {
    let timers = FakeTimers()
    let settings = SettingsClient.inMemory()
    let host = try TestHost(settings: settings, timer: timers.client)
    let app = TestApp(registry: host.registry, size: Size(width: 120, height: 40))
    app.start(opening: "mosaic://settings")
    try await app.terminal.waitFor("Notifications")
    await app.settle()
    #expect(!app.terminal.screen.text.contains("Timer"), "notifications are off: no timer offered")
    await app.press("jj\r")
    try await app.terminal.waitFor("‹ not installed · Enter installs ›")
    #expect(try await settings.load().notifications)
    await app.press("jj\r")
    try await app.terminal.waitFor("‹ installed, running · Enter removes ›")
    #expect(timers.installed == ["mosaic-news-watch"])

    // Notifications off: the row goes, and the selection with it.
    await app.press("kk\r")
    try await app.terminal.waitFor { !$0.text.contains("Timer") && $0.text.contains("‹ off ›") }
    _ = try await app.exit()
  }

  @Test func aTimerWrittenButNotStarted_saysHowToStartIt_inOneSentence() async throws {
    let timers = FakeTimers(outcome: .written(folder: "/home/a/.config/systemd/user", reason: .noUserBus))
    let host = try TestHost(settings: .inMemory(Settings(notifications: true)), timer: timers.client)
    let app = TestApp(registry: host.registry, size: Size(width: 120, height: 40))
    app.start(opening: "mosaic://settings")
    try await app.terminal.waitFor("‹ not installed · Enter installs ›")
    await app.press("jjjj\r")
    try await app.terminal.waitFor("‹ installed · Enter removes ›")
    try await app.terminal.waitFor("The timer is written but not started")
    let sentence = SettingsScreenStrings.timerNotStarted("mosaic-news-watch", .noUserBus, .english)
    #expect(
      sentence == "The timer is written but not started because there is no user bus; start it with "
        + "`systemctl --user daemon-reload && systemctl --user enable --now mosaic-news-watch.timer` in your session.")
    _ = try await app.exit()
  }

  @Test func aSystemWithoutUserTimers_saysSoInOneSentence() async throws {
    let timer = NotificationTimerClient(
      UserTimerClient.Timer(
        name: "mosaic-news-watch", summary: "", arguments: ["news", "watch", "--once"], every: .seconds(900)),
      on: .unsupported)
    let host = try TestHost(settings: .inMemory(Settings(notifications: true)), timer: timer)
    let app = TestApp(registry: host.registry, size: Size(width: 120, height: 40))
    app.start(opening: "mosaic://settings")
    try await app.terminal.waitFor("‹ not installed · Enter installs ›")
    await app.press("jjjj\r")
    try await app.terminal.waitFor("'mosaic news watch --once' needs")
    #expect(app.terminal.screen.text.contains("‹ not installed · Enter installs ›"))
    _ = try await app.exit()
  }

  @Test func withoutAModulesTimer_noneIsOffered() async throws {
    let host = try TestHost(settings: .inMemory(Settings(notifications: true)))
    let app = TestApp(registry: host.registry, size: Size(width: 120, height: 40))
    app.start(opening: "mosaic://settings")
    try await app.terminal.waitFor("‹ on ›")
    await app.press("jjjjj\r")
    await app.settle()
    #expect(!app.terminal.screen.text.contains("Timer"))
    _ = try await app.exit()
  }

  @Test func enterOnAnInstalledTimer_removesIt_andEnterAgainInstallsIt() async throws {
    let timers = FakeTimers()
    let app = try await sheetWithTheTimerInstalled(timers)
    await app.press("\r")
    try await app.terminal.waitFor("‹ not installed · Enter installs ›")
    #expect(timers.installed.isEmpty)
    #expect(timers.removed == ["mosaic-news-watch"])
    await app.press("\r")
    try await app.terminal.waitFor("‹ installed, running · Enter removes ›")
    #expect(timers.installed == ["mosaic-news-watch"])
    _ = try await app.exit()
  }

  @Test func aTimerThatCannotBeRemoved_saysWhyInOneSentence_andStaysInstalled() async throws {
    let timers = FakeTimers(removal: CLIError(.timerNotWritten, command: "mosaic-news-watch", detail: "/t"))
    let app = try await sheetWithTheTimerInstalled(timers)
    await app.press("\r")
    try await app.terminal.waitFor("could not write the timer's files in '/t'")
    #expect(app.terminal.screen.text.contains("‹ installed, running · Enter removes ›"))
    #expect(timers.installed == ["mosaic-news-watch"])
    _ = try await app.exit()
  }

  /// The sheet with notifications on, its timer installed from its row (`Enter` on the fifth row).
  private func sheetWithTheTimerInstalled(_ timers: FakeTimers) async throws -> TestApp {
    let host = try TestHost(settings: .inMemory(Settings(notifications: true)), timer: timers.client)
    let app = TestApp(registry: host.registry, size: Size(width: 120, height: 40))
    app.start(opening: "mosaic://settings")
    try await app.terminal.waitFor("‹ not installed · Enter installs ›")
    await app.press("jjjj\r")
    try await app.terminal.waitFor("‹ installed, running · Enter removes ›")
    return app
  }

  @Test func theViewModel_asksTheState_andKeepsWhyATimerDidNotStart() async throws {
    let timers = FakeTimers(outcome: .written(folder: "/f", reason: .noSystemctl))
    let model = SettingsViewModel(
      settings: .inMemory(Settings(notifications: true)), desktop: RecordingDesktop().client, timer: timers.client)
    try await model.load()
    #expect(model.offersTimer)
    await model.loadTimer()
    #expect(model.timerState == .notInstalled)
    try await model.installTimer()
    #expect(model.timerState == .installed(folder: "/f", active: nil))
    #expect(model.timerNote == .noSystemctl)
    #expect(!model.timerRuns)
    try await model.toggleTimer()
    #expect(model.timerState == .notInstalled)
    #expect(model.timerNote == nil)
    #expect(timers.removed == ["mosaic-news-watch"])
  }
}

/// User timers in memory: installing records the name and answers `outcome`; removing takes it away again, or
/// throws `removal`.
final class FakeTimers: Sendable {
  private let state = Mutex<(installed: [String], removed: [String])>(([], []))
  let outcome: UserTimerClient.Installation
  let removal: CLIError?

  init(
    outcome: UserTimerClient.Installation = .enabled(folder: "/home/a/.config/systemd/user"), removal: CLIError? = nil
  ) {
    self.outcome = outcome
    self.removal = removal
  }

  var installed: [String] { state.withLock { $0.installed } }
  var removed: [String] { state.withLock { $0.removed } }

  var client: NotificationTimerClient {
    let timer = UserTimerClient.Timer(
      name: "mosaic-news-watch", summary: "New headlines", arguments: ["news", "watch", "--once"],
      every: .seconds(900))
    return NotificationTimerClient(timer, on: users)
  }

  private var users: UserTimerClient {
    UserTimerClient(
      install: { [self] timer in
        state.withLock { $0.installed.append(timer.name) }
        return outcome
      },
      uninstall: { [self] name in
        if let removal { throw removal }
        return state.withLock {
          guard let index = $0.installed.firstIndex(of: name) else { return false }
          $0.installed.remove(at: index)
          $0.removed.append(name)
          return true
        }
      },
      state: { [self] name in
        guard state.withLock({ $0.installed.contains(name) }) else { return .notInstalled }
        switch outcome {
        case .enabled(let folder): return .installed(folder: folder, active: true)
        case .written(let folder, _): return .installed(folder: folder, active: nil)
        }
      })
  }
}
