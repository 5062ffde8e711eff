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

  /// `Error: <message>` on one line, without controls from whatever the message quotes.
  static func error(_ message: String, _ language: Language) -> String {
    let message = TerminalText.line(message)
    return language.pick(en: "Error: \(message)", de: "Fehler: \(message)")
  }

  /// `120`, or `1.5` for a fraction of a second.
  static func seconds(_ duration: Duration) -> String {
    let (whole, fraction) = duration.components
    guard fraction != 0 else { return String(whole) }
    return String(format: "%.1f", Double(whole) + Double(fraction) / 1e18)
  }
}
