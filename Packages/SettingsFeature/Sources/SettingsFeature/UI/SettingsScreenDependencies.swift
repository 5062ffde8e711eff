import CoreCLI
import DataLayer

/// What the settings tab needs, resolved once when the tab first shows.
struct SettingsScreenDependencies: Sendable {
  let settings: SettingsClient
  let desktop: DesktopClient
  /// The timer the sheet offers beside "Notifications on", when a module provides one.
  var timer: NotificationTimerClient?
}
