import Core

/// The photo search history's lines, in each language.
extension GalleryStrings {
  static func searchHistoryHeading(count: Int, _ language: Language) -> String {
    language.pick(
      en: "\(count) recent photo search\(count == 1 ? "" : "es"), newest first",
      de: "\(count) \(count == 1 ? "letzte Fotosuche" : "letzte Fotosuchen"), neueste zuerst")
  }

  static func searchHistoryHint(_ language: Language) -> String {
    language.pick(
      en: "Run one again with `mosaic gallery --search TEXT`; forget one with `mosaic gallery --forget TEXT`.",
      de: "Wiederhole eine mit `mosaic gallery --search TEXT`; vergiss eine mit `mosaic gallery --forget TEXT`.")
  }

  static func noSearchHistory(_ language: Language) -> String {
    language.pick(
      en: "No photo searches yet; search with `mosaic gallery --search TEXT`.",
      de: "Noch keine Fotosuchen; suche mit `mosaic gallery --search TEXT`.")
  }

  static func searchForgotten(_ text: String, deleted: Bool, _ language: Language) -> String {
    deleted
      ? language.pick(en: "Forgot the search '\(text)'.", de: "Die Suche '\(text)' ist vergessen.")
      : language.pick(
        en: "No photo search '\(text)' was in the history; list it with `mosaic gallery --history`.",
        de: "Keine Fotosuche '\(text)' stand im Verlauf; zeige ihn mit `mosaic gallery --history`.")
  }

  static func recentSearches(_ language: Language) -> String {
    language.pick(en: "Recent searches", de: "Letzte Suchen")
  }
}
