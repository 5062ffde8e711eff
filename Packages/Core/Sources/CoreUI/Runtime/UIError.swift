import Core

/// What went wrong in the terminal app's own machinery, with a code and the value at fault.
///
/// ```swift
/// UIError(.noScreen, value: "PhotoDestination").message(in: .german)
/// ```
public struct UIError: MosaicError, Equatable {
  public enum Code: String, Sendable, CaseIterable {
    /// No module shows the destination asked for.
    case noScreen
    /// No module contributes a tab, so there is nothing to show.
    case noTabs
    /// A picture is too large to draw.
    case pictureTooLarge
    /// The command palette's line names no tab, route or feed.
    case unknownPaletteEntry
  }

  public let code: Code
  /// The destination type, the URL, or a picture's size.
  public let value: String?

  public init(_ code: Code, value: String? = nil) {
    self.code = code
    self.value = value
  }

  public var codeName: String { code.rawValue }

  public func message(in language: Language) -> String {
    let value = value ?? ""
    return switch code {
    case .noScreen:
      language.pick(
        en: "No module shows '\(value)' in the terminal app; add the module that does to the composition root.",
        de:
          "Kein Modul zeigt '\(value)' in der Terminal-App; nimm das Modul, das es zeigt, in die Zusammenstellung auf.")
    case .noTabs:
      language.pick(
        en: "No module contributes a tab to the terminal app; add a feature module to the composition root.",
        de: "Kein Modul steuert einen Tab zur Terminal-App bei; nimm ein Feature-Modul in die Zusammenstellung auf.")
    case .pictureTooLarge:
      language.pick(
        en: "A picture of '\(value)' pixels is too large to draw (at most 10,000 a side); ask for a smaller size.",
        de:
          "Ein Bild mit '\(value)' Pixeln ist zu groß zum Zeichnen (höchstens 10.000 je Seite); fordere es kleiner an.")
    case .unknownPaletteEntry:
      language.pick(
        en: "Nothing is called '\(value)'; type a tab, a feed or a mosaic:// route, and Tab completes it.",
        de: "Nichts heißt '\(value)'; tippe einen Tab, einen Feed oder eine mosaic://-Route, Tab ergänzt sie.")
    }
  }
}
