import Core
import CoreCLI
import DataLayer
import Models

/// Every line about the person's feeds (`mosaic news feeds …`), in each language.
extension NewsStrings {
  /// The one sentence of a feed command's mistake.
  static func feedMessage(_ code: NewsError.Code, reference: String, _ language: Language) -> String {
    let name = TerminalText.line(String(reference.prefix(60)))
    switch code {
    case .feedExists:
      return language.pick(
        en: "A feed named '\(name)' exists already; choose another name.",
        de: "Ein Feed namens '\(name)' existiert bereits; wähle einen anderen Namen.")
    case .builtinFeed:
      return language.pick(
        en:
          "'\(name)' is one of the reader's own feeds and cannot be removed; hide it with `mosaic news feeds hide \(name)`.",
        de: "'\(name)' ist ein eigener Feed des Readers und lässt sich nicht entfernen; blende ihn mit "
          + "`mosaic news feeds hide \(name)` aus.")
    case .badFeedName:
      return language.pick(
        en: "'\(name)' is no feed name; use 1 to \(FeedEntry.maximumNameLength) characters without control characters.",
        de: "'\(name)' ist kein Feedname; nimm 1 bis \(FeedEntry.maximumNameLength) Zeichen ohne Steuerzeichen.")
    case .badFeedDefinition:
      return language.pick(
        en: "A feed needs exactly one of --query TEXT, --source ID or --category C (up to "
          + "\(FeedEntry.maximumValueLength) characters); '\(name)' has not.",
        de: "Ein Feed braucht genau eines von --query TEXT, --source ID oder --category C (bis zu "
          + "\(FeedEntry.maximumValueLength) Zeichen); '\(name)' hat das nicht.")
    case .badFeedCategory:
      let categories = NewsCategory.allCases.map(\.rawValue).joined(separator: ", ")
      return language.pick(
        en: "'\(name)' is not a NewsAPI category; use one of \(categories).",
        de: "'\(name)' ist keine Kategorie von NewsAPI; nimm eine von \(categories).")
    case .badFeedCountry:
      return language.pick(
        en:
          "'\(name)' is not a country NewsAPI serves; use a code such as us, de or gb (`mosaic settings` lists them).",
        de: "'\(name)' ist kein Land, das NewsAPI bedient; nimm einen Code wie us, de oder gb (`mosaic settings` "
          + "nennt sie).")
    case .unknownArticle, .pastTheEnd:
      return ""
    }
  }

  static func feedAdded(_ title: String, _ language: Language) -> String {
    language.pick(
      en:
        "Added the feed '\(title)'; show it with `mosaic news --feed \(title.contains(" ") ? "\"\(title)\"" : title)`.",
      de:
        "Feed '\(title)' angelegt; zeige ihn mit `mosaic news --feed \(title.contains(" ") ? "\"\(title)\"" : title)`.")
  }

  static func feedRemoved(_ title: String, _ language: Language) -> String {
    language.pick(en: "Removed the feed '\(title)'.", de: "Feed '\(title)' entfernt.")
  }

  static func feedHidden(_ title: String, hidden: Bool, _ language: Language) -> String {
    hidden
      ? language.pick(
        en: "Hid the feed '\(title)'; `mosaic news feeds show \(title)` brings it back.",
        de: "Feed '\(title)' ausgeblendet; `mosaic news feeds show \(title)` holt ihn zurück.")
      : language.pick(en: "The feed '\(title)' shows again.", de: "Feed '\(title)' wird wieder gezeigt.")
  }

  static func feedMoved(_ title: String, to place: Int, _ language: Language) -> String {
    language.pick(
      en: "Moved the feed '\(title)' to place \(place).", de: "Feed '\(title)' an Stelle \(place) verschoben.")
  }

  static func hiddenMark(_ language: Language) -> String {
    language.pick(en: "hidden", de: "ausgeblendet")
  }
}
