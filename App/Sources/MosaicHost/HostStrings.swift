import Core
import CoreCLI

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

  /// `Error: <message>` on one line, without controls from whatever the message quotes.
  static func error(_ message: String, _ language: Language) -> String {
    let message = TerminalText.line(message)
    return language.pick(en: "Error: \(message)", de: "Fehler: \(message)")
  }
}
