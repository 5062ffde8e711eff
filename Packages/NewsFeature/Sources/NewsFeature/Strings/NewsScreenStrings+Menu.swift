import Core

/// The side menu's and the search screen's lines, in each language.
extension NewsScreenStrings {
  static func menuTitle(_ language: Language) -> String { language.pick(en: "Feeds", de: "Feeds") }
  /// The badge of a feed's headlines new since it was last viewed: `3 new`.
  static func newCount(_ count: Int, _ language: Language) -> String {
    language.pick(en: "\(count) new", de: "\(count) neu")
  }
  static func menuKey(_ language: Language) -> String { language.pick(en: "menu", de: "Menü") }
  static func closeKey(_ language: Language) -> String { language.pick(en: "close", de: "schließen") }
  static func expandKey(_ language: Language) -> String {
    language.pick(en: "expand or pick", de: "aufklappen oder wählen")
  }
  static func newFeedKey(_ language: Language) -> String {
    language.pick(en: "new feed", de: "neuer Feed")
  }
  static func hideFeedKey(_ language: Language) -> String { language.pick(en: "hide the feed", de: "Feed ausblenden") }
  static func moveFeedKey(_ language: Language) -> String {
    language.pick(en: "move the feed down or up", de: "Feed nach unten oder oben schieben")
  }
  static func makeFeedKey(_ language: Language) -> String { language.pick(en: "make it", de: "anlegen") }
  static func cancelKey(_ language: Language) -> String { language.pick(en: "cancel", de: "abbrechen") }
  /// `Tab` while a new feed is typed: a search, a source or a category.
  static func feedKindKey(_ language: Language) -> String { language.pick(en: "kind", de: "Art") }
  /// After a feed was hidden from the side menu: how it comes back.
  static func feedHidden(_ title: String, command name: String, _ language: Language) -> String {
    language.pick(
      en: "Hid '\(title)'; `mosaic news feeds show \(name)` shows it again.",
      de: "'\(title)' ausgeblendet; `mosaic news feeds show \(name)` zeigt ihn wieder.")
  }

  static func searchTitle(_ language: Language) -> String { language.pick(en: "Search news", de: "Nachrichten suchen") }
  static func searchFieldPrompt(_ language: Language) -> String { language.pick(en: "Search: ", de: "Suche: ") }
  static func historyHeading(_ language: Language) -> String {
    language.pick(en: "Recent searches", de: "Letzte Suchen")
  }

  static func noSearches(_ language: Language) -> String {
    language.pick(
      en: "No searches yet. Type a word and press Enter.", de: "Noch keine Suchen. Tippe ein Wort und drücke Enter.")
  }

  static func noSearchHits(_ query: String, _ language: Language) -> String {
    language.pick(en: "No article matches '\(query)'.", de: "Kein Artikel passt zu '\(query)'.")
  }

  static func searching(_ language: Language) -> String { language.pick(en: "Searching…", de: "Suche läuft …") }

  static func searchCount(_ count: Int, query: String, more: Bool, _ language: Language) -> String {
    let end = more ? "" : language.pick(en: " · the end", de: " · das Ende")
    return language.pick(
      en: "\(count) article\(count == 1 ? "" : "s") for '\(query)'\(end)",
      de: "\(count) Artikel zu '\(query)'\(end)")
  }

  static func historyFailed(_ message: String, _ language: Language) -> String {
    language.pick(en: "The history is unavailable: \(message)", de: "Der Verlauf fehlt: \(message)")
  }

  static func pickKey(_ language: Language) -> String { language.pick(en: "pick", de: "wählen") }
  static func deleteKey(_ language: Language) -> String { language.pick(en: "delete", de: "löschen") }
  static func editKey(_ language: Language) -> String { language.pick(en: "edit", de: "ändern") }
  static func fieldKey(_ language: Language) -> String { language.pick(en: "edit the search", de: "Suche ändern") }
}
