import Core
import Foundation

/// The reader's lines (`mosaic news read`, the app's article page), English and German side by side.
extension NewsStrings {
  static func readerPicture(_ url: URL, _ language: Language) -> String {
    language.pick(en: "Picture: ", de: "Bild: ") + url.absoluteString
  }

  static func readerImage(caption: String?, url: URL, _ language: Language) -> String {
    let label = language.pick(en: "Picture", de: "Bild")
    return "[\(caption.map { "\(label): \($0)" } ?? label)] \(url.absoluteString)"
  }

  static func readerLinks(_ language: Language) -> String {
    language.pick(en: "Links", de: "Links")
  }

  /// Why the page's text is not shown, then what is shown instead.
  static func readerFallback(_ reason: String, _ language: Language) -> String {
    reason + " "
      + language.pick(
        en: "Below are NewsAPI's description and snippet.", de: "Unten stehen Beschreibung und Auszug von NewsAPI.")
  }

  static func readerNothing(_ language: Language) -> String {
    language.pick(
      en: "NewsAPI gave no description or snippet either; press o to open the article in the browser.",
      de: "Auch NewsAPI lieferte weder Beschreibung noch Auszug; drücke o, um den Artikel im Browser zu öffnen.")
  }

  static func readerLoading(_ language: Language) -> String {
    language.pick(en: "Reading the article's page…", de: "Die Seite des Artikels wird gelesen …")
  }

  static func readerPosition(line: Int, of total: Int, _ language: Language) -> String {
    language.pick(en: "Line \(line) of \(total)", de: "Zeile \(line) von \(total)")
  }
}
