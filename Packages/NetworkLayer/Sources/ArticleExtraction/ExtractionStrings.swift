import Core
import Foundation
import SafeText

/// The sentences of ``ExtractionError``, English and German side by side.
enum ExtractionStrings {
  static func message(for error: ExtractionError, in language: Language) -> String {
    let page = quoted(error.url?.absoluteString ?? "?")
    let value = quoted(error.value ?? "?")
    let limit = error.limit ?? 0
    switch error.code {
    case .empty:
      return language.pick(
        en: "The page at '\(page)' is empty; open it in a browser instead.",
        de: "Die Seite unter '\(page)' ist leer; öffne sie stattdessen im Browser.")
    case .notHTML:
      return language.pick(
        en: "The page at '\(page)' is '\(value)', not HTML; open it in a browser instead.",
        de: "Die Seite unter '\(page)' ist '\(value)', kein HTML; öffne sie stattdessen im Browser.")
    case .tooLarge:
      return language.pick(
        en: "The page at '\(page)' is larger than \(limit) bytes; open it in a browser instead.",
        de: "Die Seite unter '\(page)' ist größer als \(limit) Bytes; öffne sie stattdessen im Browser.")
    case .unparsable:
      return language.pick(
        en: "The page at '\(page)' could not be read as HTML; open it in a browser instead.",
        de: "Die Seite unter '\(page)' ließ sich nicht als HTML lesen; öffne sie stattdessen im Browser.")
    case .noArticleFound:
      return language.pick(
        en: "The page at '\(page)' has no text that reads like an article; open it in a browser instead.",
        de: "Die Seite unter '\(page)' enthält keinen Text, der wie ein Artikel aussieht; öffne sie stattdessen "
          + "im Browser.")
    case .unsupportedURL:
      return language.pick(
        en: "The address '\(page)' is not an http or https URL; give the article's web address.",
        de: "Die Adresse '\(page)' ist keine http- oder https-URL; gib die Webadresse des Artikels an.")
    case .httpStatus:
      return language.pick(
        en: "The server answered '\(value)' for the page at '\(page)'; try again later or open it in a browser.",
        de: "Der Server antwortete '\(value)' auf die Seite unter '\(page)'; versuche es später erneut oder "
          + "öffne sie im Browser.")
    case .badRedirect:
      return language.pick(
        en: "The page at '\(page)' redirected to '\(value)', which Mosaic does not follow (only http or https, at "
          + "most \(limit) times); open it in a browser instead.",
        de: "Die Seite unter '\(page)' leitete nach '\(value)' um, wohin Mosaic nicht folgt (nur http oder "
          + "https, höchstens \(limit)-mal); öffne sie stattdessen im Browser.")
    case .timeout:
      return language.pick(
        en: "The page at '\(page)' did not arrive within \(limit) seconds; try again later.",
        de: "Die Seite unter '\(page)' kam nicht innerhalb von \(limit) Sekunden an; versuche es später erneut.")
    case .unreachable:
      return language.pick(
        en: "The server of '\(page)' could not be reached (\(value)); check the connection and try again.",
        de: "Der Server von '\(page)' war nicht erreichbar (\(value)); prüfe die Verbindung und versuche es "
          + "erneut.")
    }
  }

  /// A value from outside, on one line and at most 120 characters.
  private static func quoted(_ text: String) -> String {
    let line = TerminalText.line(text)
    return line.count > 120 ? String(line.prefix(119)) + "…" : line
  }
}
