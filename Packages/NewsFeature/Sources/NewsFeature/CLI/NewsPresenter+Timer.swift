import ArgumentParser
import Core
import CoreCLI
import DataLayer
import Foundation
import NetworkLayer

extension NewsPresenter {
  /// The systemd user timer `news watch --install` writes: its name and the arguments its service runs.
  static let watchTimerName = "mosaic-news-watch"
  static let watchTimerArguments = ["news", "watch", "--once"]

  /// The timer that runs `news watch --once` every `every`: what `--install` writes, and what the settings sheet
  /// offers (``NewsModule``'s ``CoreCLI/NotificationTimerClient``, at the minimum interval).
  static func watchTimer(every: Duration) -> UserTimerClient.Timer {
    UserTimerClient.Timer(
      name: watchTimerName, summary: "Mosaic: new headlines of the watched feeds", arguments: watchTimerArguments,
      every: every)
  }

  /// `mosaic news watch --install [--interval D] [--json]`: a user timer that runs `news watch --once` every interval
  /// (at least 15 minutes against NewsAPI: one feed a run, 96 requests a day), started when the service manager can
  /// be reached, otherwise written with the sentence that says how to start it (``WatchInstallOutput``).
  func installWatch(interval text: String, json: Bool = false, in context: CommandContext) async throws {
    let language = context.language
    let minimum = HeadlineWatcher.minimumInterval(for: news.provider)
    guard let asked = WatchInterval.parse(text) else {
      throw ValidationError(NewsStrings.invalidInterval(text, minimum: Int(minimum.components.seconds), language))
    }
    let every = max(asked, minimum)
    if asked < minimum {
      let seconds = Int(every.components.seconds)
      context.console.note(NewsStrings.intervalRaised(text, to: NewsStrings.interval(seconds, language), language))
    }
    let installation = try await timers.install(Self.watchTimer(every: every))
    let notifications = (try? await settings.load())?.notifications == true
    try context.emit(
      WatchInstallOutput(
        timer: Self.watchTimerName, installation: installation, interval: every, notifications: notifications),
      json: json)
    if !notifications {
      context.console.note(NewsStrings.notificationsState(on: false, unavailable: nil, language))
    }
  }

  /// `mosaic news watch --uninstall [--json]`: stops the timer and removes its files (``WatchRemovalOutput``).
  func uninstallWatch(json: Bool = false, in context: CommandContext) async throws {
    let removed = try await timers.uninstall(Self.watchTimerName)
    try context.emit(WatchRemovalOutput(timer: Self.watchTimerName, removed: removed), json: json)
  }
}

extension NewsStrings {
  static func timerEnabled(_ name: String, folder: String, every: String, _ language: Language) -> String {
    language.pick(
      en: "The timer '\(name)' runs `mosaic news watch --once` every \(every) (files in '\(folder)'); "
        + "`mosaic news watch --uninstall` removes it.",
      de: "Der Timer '\(name)' startet `mosaic news watch --once` alle \(every) (Dateien in '\(folder)'); "
        + "`mosaic news watch --uninstall` entfernt ihn.")
  }

  static func timerWritten(
    _ name: String, folder: String, reason: UserTimerClient.ManualStart, _ language: Language
  ) -> String {
    let why = reason.reason(in: language)
    let command = UserTimerClient.startCommand(name)
    return language.pick(
      en: "Wrote the timer '\(name)' to '\(folder)' but could not start it because \(why); start it with "
        + "`\(command)` in your login session.",
      de: "Der Timer '\(name)' steht in '\(folder)', ließ sich aber nicht starten, weil \(why); starte ihn mit "
        + "`\(command)` in deiner Sitzung.")
  }

  static func timerRemoved(_ name: String, removed: Bool, _ language: Language) -> String {
    removed
      ? language.pick(en: "Removed the timer '\(name)'.", de: "Der Timer '\(name)' ist entfernt.")
      : language.pick(
        en: "No timer '\(name)' was installed, so nothing was removed.",
        de: "Es war kein Timer '\(name)' installiert, also wurde nichts entfernt.")
  }
}
