import Core

/// Every line the host itself shows a person, in each language.
enum HostStrings {
  static func provides(_ language: Language) -> String {
    language.pick(en: "provides", de: "liefert")
  }

  static func requires(_ language: Language) -> String {
    language.pick(en: "requires", de: "braucht")
  }

  static func uses(_ language: Language) -> String {
    language.pick(en: "uses", de: "nutzt")
  }

  static func error(_ message: String, _ language: Language) -> String {
    language.pick(en: "Error: \(message)", de: "Fehler: \(message)")
  }
}
