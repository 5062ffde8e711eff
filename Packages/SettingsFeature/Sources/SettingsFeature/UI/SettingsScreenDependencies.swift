import CoreCLI
import DataLayer

/// What the settings tab needs, resolved once when the tab first shows.
struct SettingsScreenDependencies: Sendable {
  let settings: SettingsClient
  let desktop: DesktopClient
}
