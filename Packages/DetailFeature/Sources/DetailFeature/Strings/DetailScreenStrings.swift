import Core
import Foundation
import Models
import NetworkLayer

/// Every line the photo's screen shows a person, in each language.
enum DetailScreenStrings {
  static func pictureText(_ photo: Photo, author: String, _ language: Language) -> String {
    if let alt = photo.altDescription?.trimmingCharacters(in: .whitespaces), !alt.isEmpty { return alt }
    return language.pick(en: "Photo by \(author)", de: "Foto von \(author)")
  }

  static func loading(_ language: Language) -> String { language.pick(en: "Loading…", de: "Wird geladen …") }

  static func loadingPhoto(_ language: Language) -> String {
    language.pick(en: "Loading the photo…", de: "Das Foto wird geladen …")
  }

  static func savingFavorite(_ language: Language) -> String {
    language.pick(en: "Saving the favorite…", de: "Der Favorit wird gespeichert …")
  }

  static func offline(savedAt: Date, timeZone: TimeZone, _ language: Language) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.hour, .minute], from: savedAt)
    let time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    return language.pick(en: "Offline — saved at \(time)", de: "Offline — gespeichert um \(time)")
  }

  static func zoom(_ zoom: Double, _ language: Language) -> String {
    let text = zoom == zoom.rounded() ? "\(Int(zoom))" : String(format: "%.1f", zoom)
    return language.pick(
      en: "Zoom \(text)× — arrows pan, 0 fits", de: "Zoom \(text)× — Pfeile verschieben, 0 passt ein")
  }

  /// Why `←` or `→` went nowhere, in keys.
  static func feedStop(_ stop: FeedStop, _ language: Language) -> String {
    switch stop {
    case .end(.previous):
      language.pick(
        en: "This is the first photo of the gallery; → shows the next one.",
        de: "Das ist das erste Foto der Galerie; → zeigt das nächste.")
    case .end(.next):
      language.pick(
        en: "This is the last photo of the gallery; ← shows the previous one.",
        de: "Das ist das letzte Foto der Galerie; ← zeigt das vorige.")
    case .notListed:
      language.pick(
        en: "This photo is not on the gallery's current page; Esc goes back to the gallery.",
        de: "Dieses Foto steht nicht auf der aktuellen Seite der Galerie; Esc führt zur Galerie zurück.")
    }
  }

  static func noFeed(_ language: Language) -> String {
    language.pick(
      en: "No gallery lists photos here, so ← and → have nowhere to go.",
      de: "Keine Galerie listet hier Fotos, daher führen ← und → nirgendwohin.")
  }

  static func previousNext(_ language: Language) -> String {
    language.pick(en: "previous/next", de: "vorheriges/nächstes")
  }
  static func favorite(_ language: Language) -> String { language.pick(en: "favorite", de: "Favorit") }
  static func zoomKey(_ language: Language) -> String { language.pick(en: "zoom", de: "Zoom") }
  static func fit(_ language: Language) -> String { language.pick(en: "fit the picture", de: "Bild einpassen") }
  static func pick(_ language: Language) -> String {
    language.pick(en: "pick a row (pan when zoomed)", de: "Zeile wählen (verschieben mit Zoom)")
  }
  static func open(_ language: Language) -> String { language.pick(en: "open", de: "öffnen") }
}
