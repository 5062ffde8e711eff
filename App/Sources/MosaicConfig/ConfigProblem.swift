import Core
import CoreUI

/// One mistake in the configuration file: where (the line and the key), what was found, and what is
/// accepted. The setting it concerns keeps its default; the rest of the file still applies, except after a
/// ``Code/syntax`` error or an unreadable file, when nothing of it does.
///
/// ```swift
/// problem.message(in: .english)
/// // "Line 4, 'graphics': 'sixels' is not a picture mode; use one of auto, truecolor, 256, kitty, sixel, iterm2, text."
/// ```
public struct ConfigProblem: MosaicError, Hashable {
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// The file is not YAML; ``value`` is the parser's problem.
    case syntax
    /// The file could not be read, or is too large; ``value`` says why.
    case unreadable
    /// A key the file format does not have; ``expected`` lists the ones it does.
    case unknownKey
    /// A value of the wrong kind (a list where a word belongs).
    case wrongType
    /// A value of the right kind that means nothing here; ``expected`` says what would.
    case badValue
  }

  public let code: Code
  /// The line (from 1), when known.
  public let line: Int?
  /// The key's path, like `keys.gallery.x`.
  public let key: String
  /// What the file has there.
  public let value: String
  /// What would be right: a list of names, or a short description.
  public let expected: LocalizedText

  public init(
    _ code: Code, line: Int?, key: String, value: String = "", expected: LocalizedText = LocalizedText(en: "", de: "")
  ) {
    self.code = code
    self.line = line
    self.key = Self.clean(key)
    self.value = Self.clean(value)
    self.expected = expected
  }

  public var codeName: String { code.rawValue }

  /// Text from the file as a sentence may quote it: SafeText's one table removes every escape sequence and
  /// control, and at most 80 characters are kept (of the first 400 scalars read).
  static func clean(_ text: String) -> String {
    let head = String(String.UnicodeScalarView(text.unicodeScalars.prefix(400)))
    return String(TerminalText.line(head).prefix(80))
  }

  public func message(in language: Language) -> String {
    let place =
      line.map { language.pick(en: "Line \($0)", de: "Zeile \($0)") } ?? language.pick(en: "The file", de: "Die Datei")
    let expected = self.expected.text(in: language)
    let at = key.isEmpty ? place : "\(place), '\(key)'"
    switch code {
    case .syntax:
      return language.pick(
        en: "\(at): the file is not valid YAML (\(value)); fix that line, or run `mosaic config show` for an example.",
        de: "\(at): Die Datei ist kein gültiges YAML (\(value)); korrigiere diese Zeile oder sieh dir mit "
          + "`mosaic config show` ein Beispiel an.")
    case .unreadable:
      return language.pick(
        en: "\(at) could not be read (\(value)); make it a readable text file under 64 KB.",
        de: "\(at) ließ sich nicht lesen (\(value)); mach sie zu einer lesbaren Textdatei unter 64 KB.")
    case .unknownKey:
      return language.pick(
        en: "\(at) is not a setting; use one of \(expected), or remove it.",
        de: "\(at) ist keine Einstellung; nutze eine von \(expected) oder entferne sie.")
    case .wrongType:
      return language.pick(
        en: "\(at): '\(value)' should be \(expected); change it, or remove it.",
        de: "\(at): '\(value)' sollte \(expected) sein; ändere oder entferne es.")
    case .badValue:
      return language.pick(
        en: "\(at): '\(value)' is not \(expected); change it, or remove it.",
        de: "\(at): '\(value)' ist nicht \(expected); ändere oder entferne es.")
    }
  }
}
