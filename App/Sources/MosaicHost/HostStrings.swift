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

  /// A kind of contribution as `mosaic features` labels it; a kind this table does not know keeps its name.
  static func kind(_ kind: String, _ language: Language) -> String {
    switch kind {
    case "commands": language.pick(en: "commands", de: "Befehle")
    case "routes": language.pick(en: "routes", de: "Routen")
    case "sections": language.pick(en: "sections", de: "Abschnitte")
    case "destinations": language.pick(en: "destinations", de: "Ziele")
    default: kind
    }
  }

  static func error(_ message: String, _ language: Language) -> String {
    language.pick(en: "Error: \(message)", de: "Fehler: \(message)")
  }
}
