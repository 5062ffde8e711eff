import Core
import CoreCLI
import DataLayer

/// What `mosaic settings` prints: `{"theme","language","notifications","country"}` (values as typed: `dark`,
/// `de`, `on`, `auto`), or one line per setting.
struct SettingsOutput: CommandOutput {
  let settings: Settings

  func lines(in style: TextStyle) -> [String] {
    let language = style.language
    let width = SettingKey.allCases.map { SettingsStrings.label($0, language).count }.max() ?? 0
    return [style.palette.paint(SettingsStrings.heading(language), .heading)]
      + SettingKey.allCases.map { key in
        "  " + TerminalText.pad(SettingsStrings.label(key, language), width: width + 2)
          + SettingsStrings.value(key, in: settings, language)
      } + [SettingsStrings.automaticCountry(language), SettingsStrings.hint(language)]
  }

  private enum CodingKeys: String, CodingKey { case theme, language, notifications, country }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(settings.value(of: .theme), forKey: .theme)
    try container.encode(settings.value(of: .language), forKey: .language)
    try container.encode(settings.value(of: .notifications), forKey: .notifications)
    try container.encode(settings.value(of: .country), forKey: .country)
  }
}

/// What `mosaic settings set KEY VALUE` prints, in the language the settings have now:
/// `{"key","value","changed"}`, or one sentence.
struct SettingChangeOutput: CommandOutput {
  let key: SettingKey
  let settings: Settings
  let changed: Bool

  func lines(in style: TextStyle) -> [String] {
    // A language just chosen answers in that language.
    let language = key == .language ? settings.language : style.language
    return [
      changed
        ? SettingsStrings.changed(key, in: settings, language) : SettingsStrings.unchanged(key, in: settings, language)
    ]
  }

  private enum CodingKeys: String, CodingKey { case key, value, changed }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(key.rawValue, forKey: .key)
    try container.encode(settings.value(of: key), forKey: .value)
    try container.encode(changed, forKey: .changed)
  }
}
