import Core
import CoreUI
import Foundation
import Models

/// Every line the gallery's screens show a person, in each language.
enum GalleryScreenStrings {
  static func galleryTab(_ language: Language) -> String { language.pick(en: "Gallery", de: "Galerie") }

  /// The title of a photographer's screen.
  static func photographerTitle(_ username: String, _ language: Language) -> String {
    language.pick(en: "Photos by @\(TerminalText.line(username))", de: "Fotos von @\(TerminalText.line(username))")
  }
  static func favoritesTab(_ language: Language) -> String { language.pick(en: "Favorites", de: "Favoriten") }

  /// The author's name, "Unknown" when there is none.
  static func author(_ photo: Photo, _ language: Language) -> String {
    let name = WhitespaceTrim.spaces.trimming(photo.user.name)
    return name.isEmpty ? language.pick(en: "Unknown", de: "Unbekannt") : name
  }

  /// What stands in for a picture that cannot be drawn: the alt text, else "Photo by <author>".
  static func pictureText(_ photo: Photo, _ language: Language) -> String {
    if let alt = photo.altDescription.map(WhitespaceTrim.spaces.trimming), !alt.isEmpty { return alt }
    let author = author(photo, language)
    return language.pick(en: "Photo by \(author)", de: "Foto von \(author)")
  }

  static func loadingPhotos(_ language: Language) -> String {
    language.pick(en: "Loading photos…", de: "Fotos werden geladen …")
  }

  static func loadingPage(_ page: Int, _ language: Language) -> String {
    language.pick(en: "Loading page \(page)…", de: "Seite \(page) wird geladen …")
  }

  static func noPhotos(_ language: Language) -> String {
    language.pick(en: "No photos yet. Press r to refresh.", de: "Noch keine Fotos. Drücke r zum Aktualisieren.")
  }

  static func noFavorites(_ language: Language) -> String {
    language.pick(
      en: "No favorites yet. Press f on a photo to add it.",
      de: "Noch keine Favoriten. Drücke f bei einem Foto, um es hinzuzufügen.")
  }

  static func retry(_ message: String, _ language: Language) -> String {
    language.pick(en: "\(message) — r to retry", de: "\(message) — r für einen neuen Versuch")
  }

  static func offline(savedAt: Date, timeZone: TimeZone, _ language: Language) -> String {
    let time = clock(savedAt, timeZone: timeZone)
    return language.pick(
      en: "Offline — showing photos saved at \(time)", de: "Offline — gezeigt werden Fotos von \(time)")
  }

  static func position(page: Int, pages: Int?, count: Int, total: Int?, _ language: Language) -> String {
    let of = pages.map { language.pick(en: " of \($0)", de: " von \($0)") } ?? ""
    let shown =
      total.map { language.pick(en: "\(count) of \($0) photos", de: "\(count) von \($0) Fotos") }
      ?? language.pick(en: "\(count) photos", de: "\(count) Fotos")
    return language.pick(en: "Page \(page)\(of) · \(shown)", de: "Seite \(page)\(of) · \(shown)")
  }

  static func favoritesCount(_ count: Int, _ language: Language) -> String {
    language.pick(
      en: "\(count) favorite\(count == 1 ? "" : "s"), newest first · saved on this computer",
      de: "\(count) \(count == 1 ? "Favorit" : "Favoriten"), neueste zuerst · auf diesem Rechner gespeichert")
  }

  static func searchPrompt(_ language: Language) -> String {
    language.pick(en: "Search photos: ", de: "Fotos suchen: ")
  }

  static func recentHint(_ language: Language) -> String {
    language.pick(
      en: "↑↓ pick · Enter search · Tab edit · d forget", de: "↑↓ wählen · Enter suchen · Tab bearbeiten · d vergessen")
  }

  static func searchHint(_ language: Language) -> String {
    language.pick(
      en: "Type words from a description or an author's name; Enter searches at once.",
      de: "Tippe Wörter aus einer Beschreibung oder den Namen eines Fotografen; Enter sucht sofort.")
  }

  static func searching(_ query: String, _ language: Language) -> String {
    language.pick(en: "Searching for '\(query)'…", de: "Suche nach '\(query)' …")
  }

  static func noMatches(_ query: String, _ language: Language) -> String {
    language.pick(en: "No photos match '\(query)'.", de: "Keine Fotos passen zu '\(query)'.")
  }

  /// The results' position line: `'fog' · Page 1 of 2 · 30 of 35 photos`.
  static func matching(_ query: String, position: String, _ language: Language) -> String {
    "'\(query)' · \(position)"
  }

  static func searchKey(_ language: Language) -> String { language.pick(en: "search", de: "suchen") }
  static func searchNowKey(_ language: Language) -> String { language.pick(en: "search now", de: "jetzt suchen") }
  static func leaveSearchKey(_ language: Language) -> String {
    language.pick(en: "back to the feed", de: "zurück zur Galerie")
  }
  static func favoriteKey(_ language: Language) -> String { language.pick(en: "favorite", de: "Favorit") }
  static func reloadKey(_ language: Language) -> String { language.pick(en: "reload", de: "neu laden") }
  static func openKey(_ language: Language) -> String { language.pick(en: "open", de: "öffnen") }
  static func moveKey(_ language: Language) -> String { language.pick(en: "move", de: "bewegen") }
  static func topKey(_ language: Language) -> String { language.pick(en: "to the top", de: "nach oben") }
  static func pageKey(_ language: Language) -> String { language.pick(en: "a screen further", de: "eine Seite weiter") }

  /// `10:42` in `timeZone`.
  static func clock(_ date: Date, timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
  }
}
