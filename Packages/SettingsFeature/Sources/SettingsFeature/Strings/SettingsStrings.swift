import Core
import DataLayer

/// Every line about settings, in each language.
enum SettingsStrings {
  static func heading(_ language: Language) -> String {
    language.pick(en: "Settings", de: "Einstellungen")
  }

  static func label(_ key: SettingKey, _ language: Language) -> String {
    switch key {
    case .theme: language.pick(en: "Theme", de: "Design")
    case .language: language.pick(en: "Language", de: "Sprache")
    case .notifications: language.pick(en: "Notifications", de: "Mitteilungen")
    case .country: language.pick(en: "News country", de: "Nachrichtenland")
    }
  }

  /// The value for people, with the value as typed: `Dark (dark)`, `Deutsch (de)`, `an (on)`.
  static func value(_ key: SettingKey, in settings: Settings, _ language: Language) -> String {
    let shown =
      switch key {
      case .theme: settings.theme.displayName(in: language)
      case .language: settings.language.displayName
      case .notifications:
        settings.notifications ? language.pick(en: "on", de: "an") : language.pick(en: "off", de: "aus")
      case .country: country(settings.country, language)
      }
    return "\(shown) (\(settings.value(of: key)))"
  }

  /// A chosen country as its code in capitals, `auto` in words.
  static func country(_ country: String?, _ language: Language) -> String {
    country?.uppercased() ?? language.pick(en: "automatic", de: "automatisch")
  }

  /// What `auto` means, under the settings' lines.
  static func automaticCountry(_ language: Language) -> String {
    language.pick(
      en: "Country auto: the configuration file's news country, else us for English and de for German.",
      de: "Land auto: das Land der Konfigurationsdatei, sonst us für Englisch und de für Deutsch.")
  }

  /// How to change one, with the keys and values `settings set` takes (the lines above show them only as
  /// values in parentheses).
  static func hint(_ language: Language) -> String {
    let keys = SettingKey.allCases.map { key in
      // NewsAPI's 54 countries would fill the screen: a few, and `settings set` names them all when refusing one.
      key == .country
        ? "\(key.rawValue) \(SettingKey.automatic)|CC (us, de, gb, …)"
        : "\(key.rawValue) \(key.allowedValues.joined(separator: "|"))"
    }
    .joined(separator: ", ")
    return language.pick(
      en: "Change one with `mosaic settings set KEY VALUE`: \(keys).",
      de: "Ändere eine mit `mosaic settings set KEY VALUE`: \(keys).")
  }

  static func changed(_ key: SettingKey, in settings: Settings, _ language: Language) -> String {
    language.pick(
      en: "\(label(key, language)) set to \(value(key, in: settings, language)).",
      de: "\(label(key, language)) auf \(value(key, in: settings, language)) gestellt.")
  }

  static func unchanged(_ key: SettingKey, in settings: Settings, _ language: Language) -> String {
    language.pick(
      en: "\(label(key, language)) is already set to \(value(key, in: settings, language)); nothing changed.",
      de: "\(label(key, language)) steht bereits auf \(value(key, in: settings, language)); nichts wurde geändert.")
  }

  static func unknownKey(_ key: String, _ language: Language) -> String {
    let keys = SettingKey.allCases.map(\.rawValue).joined(separator: ", ")
    return language.pick(
      en: "There is no setting '\(key)'; use one of \(keys).",
      de: "Es gibt keine Einstellung '\(key)'; nimm eine von \(keys).")
  }

  static func invalidValue(_ value: String, for key: SettingKey, _ language: Language) -> String {
    let values = key.allowedValues.joined(separator: ", ")
    return language.pick(
      en: "'\(value)' is not a value of \(key.rawValue); use one of \(values).",
      de: "'\(value)' ist kein Wert für \(key.rawValue); nimm einen von \(values).")
  }
}
