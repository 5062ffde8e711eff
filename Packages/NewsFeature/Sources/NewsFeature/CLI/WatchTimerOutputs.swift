import Core
import CoreCLI
import Foundation

/// What `mosaic news watch --install` prints: the timer started, or written with why it was not and how to start it;
/// `{"timer","folder","started","reason","reasonCode","startCommand","systemctlStatus","intervalSeconds",
/// "notifications"}` with `--json`. `reasonCode` (`noSystemctl`, `noUserBus`, `systemctlFailed`), `reason`,
/// `startCommand` and `systemctlStatus` (for `systemctlFailed`) are there only when the timer was not started;
/// `reason` is English, `reasonCode` its stable name. The notes (interval raised, notifications off) go to standard
/// error either way.
struct WatchInstallOutput: CommandOutput {
  let timer: String
  let installation: UserTimerClient.Installation
  let interval: Duration
  /// Whether the notifications setting is on: without it the timer's polls only print, to the journal.
  let notifications: Bool

  var seconds: Int { Int(interval.components.seconds) }

  func lines(in style: TextStyle) -> [String] {
    let language = style.language
    switch installation {
    case .enabled(let folder):
      return [
        NewsStrings.timerEnabled(
          timer, folder: folder, every: NewsStrings.interval(seconds, language), language)
      ]
    case .written(let folder, let reason):
      return [NewsStrings.timerWritten(timer, folder: folder, reason: reason, language)]
    }
  }

  private enum CodingKeys: String, CodingKey {
    case timer, folder, started, reason, reasonCode, startCommand, systemctlStatus, intervalSeconds, notifications
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(timer, forKey: .timer)
    try container.encode(seconds, forKey: .intervalSeconds)
    try container.encode(notifications, forKey: .notifications)
    switch installation {
    case .enabled(let folder):
      try container.encode(folder, forKey: .folder)
      try container.encode(true, forKey: .started)
    case .written(let folder, let reason):
      try container.encode(folder, forKey: .folder)
      try container.encode(false, forKey: .started)
      try container.encode(reason.reason(in: .english), forKey: .reason)
      try container.encode(reason.code, forKey: .reasonCode)
      try container.encode(UserTimerClient.startCommand(timer), forKey: .startCommand)
      if case .failed(let status) = reason { try container.encode(Int(status), forKey: .systemctlStatus) }
    }
  }
}

/// What `mosaic news watch --uninstall` prints: that the timer was removed, or that there was none;
/// `{"timer","removed"}` with `--json`.
struct WatchRemovalOutput: CommandOutput {
  let timer: String
  let removed: Bool

  func lines(in style: TextStyle) -> [String] {
    [NewsStrings.timerRemoved(timer, removed: removed, style.language)]
  }
}
