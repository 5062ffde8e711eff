import Core
import Foundation
import Models
import NetworkLayer

/// Every line GalleryFeature shows a person, in each language.
enum GalleryStrings {
  static func noDescription(_ language: Language) -> String {
    language.pick(en: "No description", de: "Keine Beschreibung")
  }

  /// A photo's description for people: the description, the alt text, or "No description".
  static func description(of photo: Photo, _ language: Language) -> String {
    photo.bestDescription ?? noDescription(language)
  }

  static func heading(
    page: Int, pages: Int?, total: Int?, source: PhotoSource, query: String? = nil, photographer: String? = nil,
    _ language: Language
  ) -> String {
    var parts = [language.pick(en: "Page \(page)", de: "Seite \(page)")]
    if let pages, let total {
      parts[0] += language.pick(en: " of \(pages)", de: " von \(pages)")
      parts.append(language.pick(en: "\(total) photos", de: "\(total) Fotos"))
    }
    if let query { parts.append(language.pick(en: "matching '\(query)'", de: "passend zu '\(query)'")) }
    if let photographer { parts.append(language.pick(en: "by @\(photographer)", de: "von @\(photographer)")) }
    parts.append(sourceName(source, language))
    // Appended one by one: `[String].joined(separator:)` is generic, and its first use walked every protocol
    // conformance of the binary (once a `gallery` run).
    var heading = parts[0]
    for part in parts.dropFirst() {
      heading.append(" · ")
      heading.append(part)
    }
    return heading
  }

  static func sourceName(_ source: PhotoSource, _ language: Language) -> String {
    switch source {
    case .embedded: language.pick(en: "the embedded catalog", de: "der eingebaute Katalog")
    case .unsplash(let url):
      language.pick(en: "Unsplash at \(url.absoluteString)", de: "Unsplash unter \(url.absoluteString)")
    }
  }

  static func nextPage(
    _ page: Int, perPage: Int, query: String? = nil, photographer: String? = nil, _ language: Language
  ) -> String {
    let command = listingCommand(page, perPage: perPage, query: query, photographer: photographer)
    return language.pick(en: "Next page: \(command)", de: "Nächste Seite: \(command)")
  }

  /// The command that lists page `page` of the feed, of the search `query` or of the photographer's photos.
  static func listingCommand(_ page: Int, perPage: Int, query: String?, photographer: String?) -> String {
    let search = query.map { " --search '\($0.replacingOccurrences(of: "'", with: "'\\''"))'" } ?? ""
    let size = perPage == 30 ? "" : " --per-page \(perPage)"
    return photographer.map { "mosaic photographer \($0) --page \(page)\(size)" }
      ?? "mosaic gallery\(search) --page \(page)\(size)"
  }

  /// `--all` stopped at a page that brought no photo not already listed.
  static func stoppedRepeating(page: Int, _ language: Language) -> String {
    language.pick(
      en: "Stopped at page \(page): it listed no photo that was not shown already, so the feed is not moving on.",
      de: "Bei Seite \(page) angehalten: sie enthielt kein Foto, das nicht schon gezeigt wurde, der Feed kommt also "
        + "nicht weiter.")
  }

  /// `--all` stopped at the most pages one run walks.
  static func stoppedAtLimit(
    pages: Int, next: Int, perPage: Int, query: String? = nil, photographer: String? = nil, _ language: Language
  ) -> String {
    let command = listingCommand(next, perPage: perPage, query: query, photographer: photographer) + " --all"
    return language.pick(
      en: "Stopped after \(pages) pages, the most `--all` walks in one run; continue with `\(command)`.",
      de: "Nach \(pages) Seiten angehalten, mehr geht `--all` in einem Lauf nicht; mach weiter mit `\(command)`.")
  }

  static func endOfGallery(_ language: Language) -> String {
    language.pick(en: "End of the gallery.", de: "Ende der Galerie.")
  }

  /// A search that found nothing.
  static func noMatches(_ query: String, _ language: Language) -> String {
    language.pick(en: "No photos match '\(query)'.", de: "Keine Fotos passen zu '\(query)'.")
  }

  static func emptyGallery(_ language: Language) -> String {
    language.pick(en: "The gallery has no photos.", de: "Die Galerie hat keine Fotos.")
  }

  /// `Page '13' is past the end of the gallery, which has 12 pages; ask for a page from 1 to 12.`
  /// `mosaic photographer USERNAME` of a username the service does not know.
  static func unknownPhotographer(_ username: String, _ language: Language) -> String {
    language.pick(
      en: "There is no photographer '\(username)'; use the username a photo's page shows after '@'.",
      de: "Es gibt keinen Fotografen '\(username)'; nutze den Benutzernamen, den die Seite eines Fotos nach '@' zeigt.")
  }

  static func pastTheEnd(page: Int, pageCount: Int?, query: String?, _ language: Language) -> String {
    let what =
      query.map { language.pick(en: "the search for '\($0)'", de: "der Suche nach '\($0)'") }
      ?? language.pick(en: "the gallery", de: "der Galerie")
    guard let pageCount else {
      return language.pick(
        en: "Page '\(page)' is past the end of \(what); ask for an earlier page, like 1.",
        de: "Seite '\(page)' liegt hinter dem Ende \(what); frage nach einer früheren Seite, etwa 1.")
    }
    let pages =
      pageCount == 1
      ? language.pick(en: "1 page", de: "1 Seite")
      : language.pick(en: "\(pageCount) pages", de: "\(pageCount) Seiten")
    let range = pageCount == 1 ? "1" : language.pick(en: "from 1 to \(pageCount)", de: "von 1 bis \(pageCount)")
    return language.pick(
      en: "Page '\(page)' is past the end of \(what), which has \(pages); ask for a page \(range).",
      de: "Seite '\(page)' liegt hinter dem Ende \(what), die \(pages) hat; frage nach einer Seite \(range).")
  }

  static func favoritesHeading(count: Int, _ language: Language) -> String {
    language.pick(
      en: "\(count) favorite\(count == 1 ? "" : "s"), newest first",
      de: "\(count) \(count == 1 ? "Favorit" : "Favoriten"), neueste zuerst")
  }

  static func noFavorites(_ language: Language) -> String {
    language.pick(
      en: "No favorites yet; add one with `mosaic favorites add ID`.",
      de: "Noch keine Favoriten; füge einen mit `mosaic favorites add ID` hinzu.")
  }

  static func added(_ date: String, _ language: Language) -> String {
    language.pick(en: "added \(date)", de: "hinzugefügt \(date)")
  }

  static func favoriteAdded(_ id: String, author: String?, _ language: Language) -> String {
    let who = author.map { " (\($0))" } ?? ""
    return language.pick(
      en: "★ Added '\(id)'\(who) to the favorites.", de: "★ '\(id)'\(who) zu den Favoriten hinzugefügt.")
  }

  static func favoriteRemoved(_ id: String, _ language: Language) -> String {
    language.pick(en: "Removed '\(id)' from the favorites.", de: "'\(id)' aus den Favoriten entfernt.")
  }

  static func alreadyAFavorite(_ id: String, author: String?, _ language: Language) -> String {
    let who = author.map { " (\($0))" } ?? ""
    return language.pick(
      en: "'\(id)'\(who) is already a favorite; its saved copy was refreshed.",
      de: "'\(id)'\(who) ist schon ein Favorit; seine gespeicherte Kopie wurde aufgefrischt.")
  }

  static func notAFavorite(_ id: String, _ language: Language) -> String {
    language.pick(
      en: "'\(id)' was not a favorite; nothing changed.", de: "'\(id)' war kein Favorit; nichts wurde geändert.")
  }

  static func morePhotos(_ language: Language) -> String {
    language.pick(en: "More photos", de: "Weitere Fotos")
  }

  static func open(_ language: Language) -> String {
    language.pick(en: "Open", de: "Öffnen")
  }

  static func toggleFavorite(isFavorite: Bool, _ language: Language) -> String {
    isFavorite
      ? language.pick(en: "Remove from favorites", de: "Aus den Favoriten entfernen")
      : language.pick(en: "Add to favorites", de: "Zu den Favoriten hinzufügen")
  }

  static func couldNotRemember(_ reason: String, _ language: Language) -> String {
    language.pick(
      en: "Could not remember this listing for `mosaic photo --next`: \(reason)",
      de: "Diese Liste konnte für `mosaic photo --next` nicht gemerkt werden: \(reason)")
  }
}
