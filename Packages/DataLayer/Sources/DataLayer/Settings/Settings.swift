import Core
import Foundation

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

  public init(theme: Theme = .dark, language: Language = .english, notifications: Bool = false) {
    self.theme = theme
    self.language = language
    self.notifications = notifications
  }

  /// Dark, English, notifications off: what a person has before changing anything.
  public static let defaults = Settings()

  /// This value with `change` applied.
  public mutating func apply(_ change: SettingChange) {
    switch change {
    case .theme(let theme): self.theme = theme
    case .language(let language): self.language = language
    case .notifications(let on): notifications = on
    }
  }

  /// The value of `key` as stored and typed: `dark`, `de`, `on`.
  public func value(of key: SettingKey) -> String {
    switch key {
    case .theme: theme.rawValue
    case .language: language.rawValue
    case .notifications: notifications ? "on" : "off"
    }
  }
}

/// The name of one setting, as typed in `mosaic settings set KEY VALUE`.
public enum SettingKey: String, Sendable, Hashable, CaseIterable, Codable {
  case theme, language, notifications

  /// Every value the setting takes, as typed.
  public var allowedValues: [String] {
    switch self {
    case .theme: Theme.allCases.map(\.rawValue)
    case .language: Language.allCases.map(\.rawValue)
    case .notifications: ["on", "off"]
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
    }
  }
}

/// One setting given a new value.
public enum SettingChange: Hashable, Sendable {
  case theme(Theme)
  case language(Language)
  case notifications(Bool)

  /// The setting it changes.
  public var key: SettingKey {
    switch self {
    case .theme: .theme
    case .language: .language
    case .notifications: .notifications
    }
  }

  /// The new value as stored and typed.
  public var value: String {
    var settings = Settings.defaults
    settings.apply(self)
    return settings.value(of: key)
  }
}
