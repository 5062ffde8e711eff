import Core
import CoreCLI

/// The photo page's lines for `d`, `o` and `u`, in each language.
extension DetailScreenStrings {
  static func downloadKey(_ language: Language) -> String {
    language.pick(en: "download the picture", de: "Bild herunterladen")
  }
  static func openOnUnsplash(_ language: Language) -> String {
    language.pick(en: "open on Unsplash", de: "auf Unsplash öffnen")
  }
  static func photographerPage(_ language: Language) -> String {
    language.pick(en: "the photographer on Unsplash", de: "Fotograf auf Unsplash")
  }

  /// The key bar's words for `d`, `o` and `u`.
  static func downloadBar(_ language: Language) -> String { language.pick(en: "download", de: "laden") }
  static func openBar(_ language: Language) -> String { language.pick(en: "open", de: "Web") }
  static func photographerBar(_ language: Language) -> String { language.pick(en: "author", de: "Autor") }

  static func downloading(_ id: String, _ language: Language) -> String {
    language.pick(en: "Downloading photo '\(id)'…", de: "Foto '\(id)' wird heruntergeladen …")
  }

  /// Where the picture went, and the credit Unsplash asks for with its link.
  static func downloaded(_ saved: SavedPhoto, _ language: Language) -> String {
    let credit = TerminalText.line("\(saved.attribution.text): \(saved.attribution.photographerURL)")
    return language.pick(
      en: "Saved to '\(TerminalText.line(saved.path))' — \(credit)",
      de: "Gespeichert unter '\(TerminalText.line(saved.path))' — \(credit)")
  }

  static func downloadFailed(_ id: String, _ language: Language) -> String {
    language.pick(
      en: "Photo '\(id)' could not be downloaded; check the connection and press d again.",
      de: "Foto '\(id)' konnte nicht heruntergeladen werden; prüfe die Verbindung und drücke erneut d.")
  }

  static func opened(_ url: String, _ language: Language) -> String {
    language.pick(en: "Opened \(TerminalText.line(url))", de: "Geöffnet: \(TerminalText.line(url))")
  }

  static func couldNotOpen(_ url: String, _ reason: DesktopClient.Unavailable, _ language: Language) -> String {
    language.pick(
      en: "Could not open '\(TerminalText.line(url))': \(reason.message(in: language)).",
      de: "'\(TerminalText.line(url))' konnte nicht geöffnet werden: \(reason.message(in: language)).")
  }
}
