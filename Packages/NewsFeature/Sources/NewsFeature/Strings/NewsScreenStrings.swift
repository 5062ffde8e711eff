import Core
import Foundation

/// Every line the news reader's screens show a person, in each language.
enum NewsScreenStrings {
  static func newsTab(_ language: Language) -> String { language.pick(en: "News", de: "Nachrichten") }
  static func savedTab(_ language: Language) -> String { language.pick(en: "Saved", de: "Gespeichert") }

  static func loadingArticles(_ language: Language) -> String {
    language.pick(en: "Loading articles…", de: "Artikel werden geladen …")
  }

  static func noArticles(_ language: Language) -> String {
    language.pick(
      en: "No articles in this feed yet. Press r to refresh.",
      de: "Noch keine Artikel in diesem Feed. Drücke r zum Aktualisieren.")
  }

  static func noSaved(_ language: Language) -> String {
    language.pick(
      en: "No saved articles yet. Press s on an article in News to save it.",
      de: "Noch keine gespeicherten Artikel. Drücke s bei einem Artikel unter Nachrichten, um ihn zu speichern.")
  }

  static func noHits(_ query: String, _ language: Language) -> String {
    language.pick(
      en: "No saved article matches '\(query)'.", de: "Kein gespeicherter Artikel passt zu '\(query)'.")
  }

  static func retry(_ message: String, _ language: Language) -> String {
    language.pick(en: "\(message) — r to retry", de: "\(message) — r für einen neuen Versuch")
  }

  static func offline(savedAt: Date, timeZone: TimeZone, _ language: Language) -> String {
    let time = clock(savedAt, timeZone: timeZone)
    return language.pick(
      en: "Offline — showing articles saved at \(time)", de: "Offline — gezeigt werden Artikel von \(time)")
  }

  static func position(feed: String, count: Int, more: Bool, _ language: Language) -> String {
    let end = more ? "" : language.pick(en: " · the end", de: " · das Ende")
    return language.pick(en: "\(feed) · \(count) articles\(end)", de: "\(feed) · \(count) Artikel\(end)")
  }

  static func savedCount(_ count: Int, query: String, _ language: Language) -> String {
    guard query.isEmpty else {
      return language.pick(
        en: "\(count) match '\(query)'", de: "\(count) \(count == 1 ? "passt" : "passen") zu '\(query)'")
    }
    return language.pick(
      en: "\(count) saved article\(count == 1 ? "" : "s"), newest first",
      de: "\(count) gespeicherte\(count == 1 ? "r" : "") Artikel, neueste zuerst")
  }

  static func saved(_ title: String, _ language: Language) -> String {
    language.pick(en: "Saved '\(title)'.", de: "'\(title)' gespeichert.")
  }

  static func unsaved(_ title: String, _ language: Language) -> String {
    language.pick(en: "Removed '\(title)' from saved.", de: "'\(title)' aus den gespeicherten entfernt.")
  }

  static func opened(_ url: String, _ language: Language) -> String {
    language.pick(en: "Opened \(url) in the browser.", de: "\(url) im Browser geöffnet.")
  }

  static func copied(_ url: String, _ language: Language) -> String {
    language.pick(en: "Copied the link \(url).", de: "Link \(url) kopiert.")
  }

  static func searchPrompt(_ language: Language) -> String { language.pick(en: "Search saved: ", de: "Suche: ") }

  static func moveKey(_ language: Language) -> String { language.pick(en: "move", de: "bewegen") }
  static func openKey(_ language: Language) -> String { language.pick(en: "open", de: "öffnen") }
  static func saveKey(_ language: Language) -> String { language.pick(en: "save", de: "speichern") }
  static func shareKey(_ language: Language) -> String { language.pick(en: "copy its link", de: "Link kopieren") }
  static func nextFeedKey(_ language: Language) -> String { language.pick(en: "next feed", de: "nächster Feed") }
  static func previousFeedKey(_ language: Language) -> String {
    language.pick(en: "previous feed", de: "vorheriger Feed")
  }
  static func reloadKey(_ language: Language) -> String { language.pick(en: "reload", de: "neu laden") }
  static func topKey(_ language: Language) -> String { language.pick(en: "to the top", de: "nach oben") }
  static func sourcesKey(_ language: Language) -> String {
    language.pick(en: "show or hide a story's other sources", de: "weitere Quellen einer Meldung zeigen oder verbergen")
  }
  static func searchKey(_ language: Language) -> String { language.pick(en: "search", de: "suchen") }
  static func removeKey(_ language: Language) -> String { language.pick(en: "remove", de: "entfernen") }
  static func doneKey(_ language: Language) -> String { language.pick(en: "done", de: "fertig") }

  /// `10:42` in `timeZone`.
  static func clock(_ date: Date, timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
  }
}
