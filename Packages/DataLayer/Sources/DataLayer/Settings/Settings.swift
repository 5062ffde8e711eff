import Core
import Foundation
import Models

/// The product's settings, one value for every feature: the theme of colored output, the language of every
/// human line, and whether `mosaic news watch` sends desktop notifications. Stored in the one database;
/// read through ``SettingsClient``.
///
/// ```swift
/// var settings = Settings.defaults
/// settings.apply(.language(.german))
/// settings.language.pick(en: "Saved", de: "Gespeichert")   // "Gespeichert"
/// ```
public struct Settings: Hashable, Sendable, Codable {
  public var theme: Theme
  public var language: Language
  /// Whether new headlines also become desktop notifications.
  public var notifications: Bool
  /// The country whose headlines the business feed and the categories show, as the person chose it
  /// (a ``Models/NewsCountry`` code); `nil` (`auto`) follows the configuration file, then the language.
  public var country: String?

  public init(
    theme: Theme = .dark, language: Language = .english, notifications: Bool = false, country: String? = nil
  ) {
    self.theme = theme
    self.language = language
    self.notifications = notifications
    self.country = country
  }

  /// The country of the headlines, in this order: the country chosen here (`mosaic settings set country`, the
  /// Settings screen), else `configured` (the configuration file's `news: country:`), else the language's own
  /// (`de` for German, `us` for English). One rule, used by every request that asks by country.
  public func headlineCountry(configured: String? = nil) -> String {
    country ?? configured.flatMap(NewsCountry.code) ?? Self.country(of: language)
  }

  /// The headlines' country a language brings when nothing else says: German news for German.
  public static func country(of language: Language) -> String {
    switch language {
    case .english: "us"
    case .german: "de"
    }
  }

  /// Dark, English, notifications off: what a person has before changing anything.
  public static let defaults = Settings()

  /// This value with `change` applied.
  public mutating func apply(_ change: SettingChange) {
    switch change {
    case .theme(let theme): self.theme = theme
    case .language(let language): self.language = language
    case .notifications(let on): notifications = on
    case .country(let country): self.country = country
    }
  }

  /// The value of `key` as stored and typed: `dark`, `de`, `on`.
  public func value(of key: SettingKey) -> String {
    switch key {
    case .theme: theme.rawValue
    case .language: language.rawValue
    case .notifications: notifications ? "on" : "off"
    case .country: country ?? SettingKey.automatic
    }
  }
}

/// The name of one setting, as typed in `mosaic settings set KEY VALUE`.
public enum SettingKey: String, Sendable, Hashable, CaseIterable, Codable {
  case theme, language, notifications, country

  /// The country value that follows the configuration file and the language.
  public static let automatic = "auto"

  /// Every value the setting takes, as typed.
  public var allowedValues: [String] {
    switch self {
    case .theme: Theme.allCases.map(\.rawValue)
    case .language: Language.allCases.map(\.rawValue)
    case .notifications: ["on", "off"]
    case .country: [Self.automatic] + NewsCountry.supported
    }
  }

  /// The change that sets this key to `value`, or `nil` when the key does not take it.
  public func change(_ value: String) -> SettingChange? {
    let value = value.trimmingCharacters(in: .whitespaces).lowercased()
    switch self {
    case .theme: return Theme(rawValue: value).map(SettingChange.theme)
    case .language: return Language(rawValue: value).map(SettingChange.language)
    case .notifications:
      switch value {
      case "on": return .notifications(true)
      case "off": return .notifications(false)
      default: return nil
      }
    case .country:
      if value == Self.automatic { return .country(nil) }
      return NewsCountry.code(value).map { .country($0) }
    }
  }
}

/// One setting given a new value.
public enum SettingChange: Hashable, Sendable {
  case theme(Theme)
  case language(Language)
  case notifications(Bool)
  /// A headlines country, or `nil` for `auto`.
  case country(String?)

  /// The setting it changes.
  public var key: SettingKey {
    switch self {
    case .theme: .theme
    case .language: .language
    case .notifications: .notifications
    case .country: .country
    }
  }

  /// The new value as stored and typed.
  public var value: String {
    var settings = Settings.defaults
    settings.apply(self)
    return settings.value(of: key)
  }
}
