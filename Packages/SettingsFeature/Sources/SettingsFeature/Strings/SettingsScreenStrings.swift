import Core

/// Every line the settings sheet shows a person, in each language.
enum SettingsScreenStrings {
  static func tab(_ language: Language) -> String { language.pick(en: "Settings", de: "Einstellungen") }
  static func moveKey(_ language: Language) -> String { language.pick(en: "move", de: "bewegen") }
  static func changeKey(_ language: Language) -> String { language.pick(en: "change", de: "ändern") }

  static func appliesAtOnce(_ language: Language) -> String {
    language.pick(en: "Changes apply at once to every screen.", de: "Änderungen gelten sofort auf jedem Bildschirm.")
  }
}
