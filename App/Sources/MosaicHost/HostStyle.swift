import Core
import CoreCLI
import DataLayer

/// The style of one run's text, from the settings: the language of every human line, and the palette of
/// the theme — colored only on a terminal, never with `NO_COLOR` set.
enum HostStyle {
  /// Reads the settings through the container's ``DataLayer/SettingsClient``, once the registry booted (cheap:
  /// the database is not opened for writing, and not at all when it does not exist). Without a settings service, or when they
  /// cannot be read (`mosaic doctor` reports a broken database), the defaults.
  static func read(from container: Container, isTerminal: Bool, environment: [String: String]) async -> TextStyle {
    var settings = Settings.defaults
    if container.isRegistered(SettingsClient.self),
      let client = try? container.resolve(SettingsClient.self, requestedBy: "host"),
      let stored = try? await client.load()
    {
      settings = stored
    }
    return style(for: settings, isTerminal: isTerminal, environment: environment)
  }

  static func style(for settings: Settings, isTerminal: Bool, environment: [String: String]) -> TextStyle {
    TextStyle(
      language: settings.language,
      palette: Palette.for(
        settings.theme, colored: Palette.allowsColor(isTerminal: isTerminal, environment: environment)),
      theme: settings.theme)
  }
}
