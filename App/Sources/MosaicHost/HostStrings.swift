import Core
import CoreCLI
import Foundation

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
    case "tabs": language.pick(en: "tabs", de: "Reiter")
    case "screens": language.pick(en: "screens", de: "Bildschirme")
    case "palette": language.pick(en: "palette", de: "Palette")
    default: kind
    }
  }

  /// A first word that names no command; said before the settings are read, so in English, as ArgumentParser's
  /// usage errors are.
  static func unknownCommand(_ word: String) -> String {
    "There is no command '\(word)'; `mosaic --help` lists the commands."
  }

  /// `Error: <message>` on one line, without controls from whatever the message quotes.
  static func error(_ message: String, _ language: Language) -> String {
    let message = TerminalText.line(message)
    return language.pick(en: "Error: \(message)", de: "Fehler: \(message)")
  }

  /// `1 picture`, `2 pictures`; `1 Bild`, `2 Bilder`.
  static func count(
    _ number: Int, en: (one: String, many: String), de: (one: String, many: String), _ language: Language
  ) -> String {
    let one = number == 1
    return "\(number) " + language.pick(en: one ? en.one : en.many, de: one ? de.one : de.many)
  }

  /// `120 seconds`, `1 second`, `1.5 seconds`.
  static func seconds(_ duration: Duration, _ language: Language) -> String {
    let number = seconds(duration)
    return number == "1"
      ? language.pick(en: "1 second", de: "1 Sekunde")
      : language.pick(en: "\(number) seconds", de: "\(number) Sekunden")
  }

  /// `120`, or `1.5` for a fraction of a second.
  static func seconds(_ duration: Duration) -> String {
    let (whole, fraction) = duration.components
    guard fraction != 0 else { return String(whole) }
    return String(format: "%.1f", Double(whole) + Double(fraction) / 1e18)
  }
}
