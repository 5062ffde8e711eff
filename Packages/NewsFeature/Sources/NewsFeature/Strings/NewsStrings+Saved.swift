import Core

/// The lines about saved articles and the search history, in each language.
extension NewsStrings {
  static func savedHeading(count: Int, _ language: Language) -> String {
    language.pick(
      en: "\(count) saved article\(count == 1 ? "" : "s"), newest saved first",
      de: "\(count) \(count == 1 ? "gespeicherter Artikel" : "gespeicherte Artikel"), zuletzt gespeicherte zuerst")
  }

  static func savedMatches(count: Int, query: String, _ language: Language) -> String {
    language.pick(
      en: "\(count) saved article\(count == 1 ? "" : "s") match\(count == 1 ? "es" : "") '\(query)', best first",
      de: "\(count) gespeicherte\(count == 1 ? "r Artikel passt" : " Artikel passen") zu '\(query)', beste zuerst")
  }

  static func noSavedArticles(_ language: Language) -> String {
    language.pick(
      en: "No saved articles yet; save one with `mosaic news save ID`.",
      de: "Noch keine gespeicherten Artikel; speichere einen mit `mosaic news save ID`.")
  }

  static func noSavedMatches(_ query: String, _ language: Language) -> String {
    language.pick(
      en: "No saved article matches '\(query)'; try fewer words, or the start of a word.",
      de: "Kein gespeicherter Artikel passt zu '\(query)'; versuche weniger Wörter oder den Anfang eines Worts.")
  }

  static func savedOn(_ date: String, _ language: Language) -> String {
    language.pick(en: "saved \(date)", de: "gespeichert \(date)")
  }

  static func saved(_ id: String, title: String, _ language: Language) -> String {
    language.pick(en: "✓ Saved '\(id)' (\(title)).", de: "✓ '\(id)' (\(title)) gespeichert.")
  }

  /// Saving kept the article but not its page's text; `reason` is the page's or the database's sentence.
  static func textNotKept(_ reason: String, _ language: Language) -> String {
    language.pick(
      en: "Only the headline and snippet are kept for reading offline, as the page's text was not: \(reason)",
      de: "Offline lesbar sind nur Schlagzeile und Auszug, da der Text der Seite fehlt: \(reason)")
  }

  /// The mark of an article opened in the reader, in a list's byline.
  static func readMark(_ language: Language) -> String {
    language.pick(en: "read", de: "gelesen")
  }

  static func alreadySaved(_ id: String, _ language: Language) -> String {
    language.pick(
      en: "'\(id)' was saved already; its copy is up to date.",
      de: "'\(id)' war schon gespeichert; die Kopie ist jetzt aktuell.")
  }

  static func unsaved(_ id: String, _ language: Language) -> String {
    language.pick(
      en: "Removed '\(id)' from the saved articles.", de: "'\(id)' aus den gespeicherten Artikeln entfernt.")
  }

  static func notSaved(_ id: String, _ language: Language) -> String {
    language.pick(
      en: "'\(id)' was not saved; nothing changed.", de: "'\(id)' war nicht gespeichert; nichts wurde geändert.")
  }

  static func historyHeading(count: Int, _ language: Language) -> String {
    language.pick(
      en: "\(count) recent search\(count == 1 ? "" : "es"), newest first",
      de: "\(count) \(count == 1 ? "letzte Suche" : "letzte Suchen"), neueste zuerst")
  }

  static func historyHint(_ language: Language) -> String {
    language.pick(
      en: "Search again with `mosaic news search TEXT`; forget one with `mosaic news history delete TEXT`.",
      de: "Suche erneut mit `mosaic news search TEXT`; vergiss eine mit `mosaic news history delete TEXT`.")
  }

  static func noHistory(_ language: Language) -> String {
    language.pick(
      en: "No searches yet; search the news with `mosaic news search TEXT`.",
      de: "Noch keine Suchen; durchsuche die Nachrichten mit `mosaic news search TEXT`.")
  }

  static func historyDeleted(_ text: String, _ language: Language) -> String {
    language.pick(en: "Forgot the search '\(text)'.", de: "Die Suche '\(text)' wurde vergessen.")
  }

  static func historyNotFound(_ text: String, _ language: Language) -> String {
    language.pick(
      en: "There was no search '\(text)' in the history; nothing changed.",
      de: "Im Verlauf gab es keine Suche '\(text)'; nichts wurde geändert.")
  }

  static func historyCleared(_ count: Int, _ language: Language) -> String {
    language.pick(
      en: "Forgot \(count) search\(count == 1 ? "" : "es").",
      de: "\(count) \(count == 1 ? "Suche" : "Suchen") vergessen.")
  }
}
