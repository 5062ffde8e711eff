import Core
import NetworkLayer

/// The one error type of GalleryFeature: a gallery or favorites command, or a step along the feed, could not
/// do its job.
///
/// ```swift
/// catch let error as GalleryError where error.code == .endOfFeed { print(error.photoID) }
/// ```
public struct GalleryError: MosaicError, Equatable {
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// No gallery listing was remembered yet, so there is nothing to move along.
    case noListing
    /// The remembered listing came from another photo source than the one configured now.
    case listingFromAnotherSource
    /// The photo is not on the remembered listing.
    case notOnListing
    /// The photo was on the listing, but its page no longer holds it.
    case noLongerOnPage
    /// There is no photo past this one in the asked direction.
    case endOfFeed
    /// A photo could not be fetched to be saved as a favorite; ``underlying`` says why.
    case photoUnavailable
    /// ``page`` is past the last page of the gallery (or of the search ``query``), which has ``pageCount``
    /// pages when the service said how many.
    case pastTheEnd
    /// The service knows no photographer with the username in ``query``.
    case unknownPhotographer
  }

  public let code: Code
  public let photoID: String?
  public let page: Int?
  public let direction: FeedDirection?
  /// The source the listing came from, for ``Code/listingFromAnotherSource``.
  public let listedSource: String?
  /// The source configured now.
  public let currentSource: PhotoSource?
  /// What failed underneath, for ``Code/photoUnavailable``.
  public let underlying: NetworkError?
  /// For ``Code/pastTheEnd``: how many pages there are, when known, and the search, when it was one.
  public let pageCount: Int?
  public let query: String?

  public init(
    _ code: Code, photoID: String? = nil, page: Int? = nil, direction: FeedDirection? = nil,
    listedSource: String? = nil, currentSource: PhotoSource? = nil, underlying: NetworkError? = nil,
    pageCount: Int? = nil, query: String? = nil
  ) {
    self.code = code
    self.photoID = photoID
    self.page = page
    self.direction = direction
    self.listedSource = listedSource
    self.currentSource = currentSource
    self.underlying = underlying
    self.pageCount = pageCount
    self.query = query
  }

  public var codeName: String { code.rawValue }

  public func message(in language: Language) -> String {
    let id = photoID ?? ""
    let page = self.page ?? 1
    let flag = direction == .previous ? "--previous" : "--next"
    switch code {
    case .noListing:
      return language.pick(
        en:
          "There is no gallery listing to move along yet; run `mosaic gallery` first, then `mosaic photo \(id) \(flag)`.",
        de: "Es gibt noch keine Galerie-Liste zum Durchblättern; führe zuerst `mosaic gallery` aus, dann "
          + "`mosaic photo \(id) \(flag)`.")
    case .listingFromAnotherSource:
      let listed = listedSource ?? "?"
      let current = currentSource.map { GalleryStrings.sourceName($0, language) } ?? "?"
      return language.pick(
        en: "The last gallery listing came from '\(listed)', not \(current); run `mosaic gallery` again to list "
          + "\(current).",
        de: "Die letzte Galerie-Liste stammt von '\(listed)', nicht aus der eingestellten Quelle (\(current)); führe "
          + "`mosaic gallery` erneut aus.")
    case .notOnListing:
      return language.pick(
        en: "Photo '\(id)' is not on the last gallery listing (page \(page)); run `mosaic gallery` for the page that "
          + "shows it first.",
        de: "Foto '\(id)' steht nicht auf der letzten Galerie-Liste (Seite \(page)); führe zuerst `mosaic gallery` für "
          + "die Seite aus, die es zeigt.")
    case .noLongerOnPage:
      return language.pick(
        en: "Photo '\(id)' is no longer on page \(page) of the gallery; run `mosaic gallery --page \(page)` again.",
        de: "Foto '\(id)' steht nicht mehr auf Seite \(page) der Galerie; führe `mosaic gallery --page \(page)` "
          + "erneut aus.")
    case .endOfFeed:
      let other = direction == .previous ? "--next" : "--previous"
      return direction == .previous
        ? language.pick(
          en: "Photo '\(id)' is the first photo of the gallery; try `mosaic photo \(id) \(other)`.",
          de: "Foto '\(id)' ist das erste Foto der Galerie; versuche `mosaic photo \(id) \(other)`.")
        : language.pick(
          en: "Photo '\(id)' is the last photo of the gallery; try `mosaic photo \(id) \(other)`.",
          de: "Foto '\(id)' ist das letzte Foto der Galerie; versuche `mosaic photo \(id) \(other)`.")
    case .photoUnavailable:
      let reason = underlying.map { $0.message(in: language) } ?? "?"
      return language.pick(
        en: "Could not fetch photo '\(id)' to save it: \(reason)",
        de: "Foto '\(id)' konnte zum Speichern nicht geladen werden: \(reason)")
    case .pastTheEnd:
      return GalleryStrings.pastTheEnd(page: page, pageCount: pageCount, query: query, language)
    case .unknownPhotographer:
      return GalleryStrings.unknownPhotographer(query ?? "", language)
    }
  }
}
