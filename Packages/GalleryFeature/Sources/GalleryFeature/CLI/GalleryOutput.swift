import Core
import CoreCLI
import Foundation
import Models
import NetworkLayer

/// What `mosaic gallery` prints: every page it listed, as lines or as one JSON document
/// `{"page","perPage","hasMore","total","source","query"?,"photographer"?,"profile"?,"stale","photos":[…],"pages"?,
/// "stopped"?,"staleSince"?,"staleReason"?}`; `mosaic photographer USERNAME` puts the photographer's profile over
/// the pages (`"profile":{"username","name","bio","location","totalPhotos"}`).
struct GalleryOutput: CommandOutput {
  /// One page as the listing shows it.
  struct Listing: Sendable {
    let page: Int
    let items: [GalleryItem]
    let stale: GalleryState.StaleNote?
  }

  let source: PhotoSource
  /// The pages that showed photos, in order (the first page even when empty).
  let listings: [Listing]
  /// The grid after the last page.
  let state: GalleryState
  /// How many pages an `--all` walk asked for; `nil` without `--all`.
  let pagesWalked: Int?
  /// Why an `--all` walk stopped while the service still claimed a next page.
  var stopped: Stop?

  /// Why a walk stopped early; the JSON value of `stopped`.
  enum Stop: String, Encodable, Sendable {
    /// A page added no photo not listed already.
    case repeatingPage
    /// The walk reached ``GalleryDestination/maximumWalk`` pages.
    case pageLimit
  }
  /// With `--thumbnails`, each listing drawn as a grid, in place of its lines; never part of the JSON.
  var grids: [[String]]? = nil
  /// The search listed, when it was one (`--search`).
  var query: String? = nil
  /// The photographer listed, when it was one (`mosaic photographer USERNAME`).
  var photographer: String? = nil
  /// The photographer's profile, over the pages, when it could be loaded.
  var profile: PhotographerProfile? = nil

  /// The most lines of a bio the listing shows.
  static let bioLines = 3

  func lines(in style: TextStyle) -> [String] {
    blocks(in: style).flatMap(\.lines)
  }

  /// Text blocks, with each listing's grid (`--thumbnails`) as a drawing in place of its lines.
  func blocks(in style: TextStyle) -> [OutputBlock] {
    let language = style.language
    var blocks: [OutputBlock] = []
    var lines: [String] = []
    if let profile {
      lines.append(style.palette.paint(GalleryStrings.profileLine(profile, language), .heading))
      if let bio = GalleryStrings.profileBio(profile) {
        lines += TerminalText.wrap(bio, width: max(style.width - 2, 10), maximumLines: Self.bioLines).map { "  " + $0 }
      }
    }
    var shownNote: GalleryState.StaleNote?
    let pages = state.total.map { GalleryPaging.pageCount(total: $0, perPage: state.perPage) }
    for (index, listing) in listings.enumerated() {
      if let stale = listing.stale, stale != shownNote {
        let note = CLIStrings.offlineNote(savedAt: stale.savedAt, reason: stale.reason.message(in: language), language)
        lines.append(style.palette.paint(note, .warning))
        shownNote = stale
      }
      lines.append(
        style.palette.paint(
          GalleryStrings.heading(
            page: listing.page, pages: pages, total: state.total, source: source, query: query,
            photographer: photographer, language),
          .heading))
      if let grids, index < grids.count {
        blocks.append(.text(lines))
        blocks.append(.drawing(grids[index]))
        lines = []
      } else {
        lines += listing.items.map { Self.line($0, style: style) }
      }
    }
    lines.append(
      state.hasMore
        ? GalleryStrings.nextPage(
          GalleryPaging.next(after: state.page), perPage: state.perPage, query: query, photographer: photographer,
          language)
        : GalleryStrings.endOfGallery(language))
    return blocks + [.text(lines)]
  }

  /// ` ★ id  Author                  Description…`, fitted to the style's width.
  static func line(_ item: GalleryItem, style: TextStyle) -> String {
    let mark = item.isFavorite ? style.palette.paint("★", .accent) : " "
    let author = TerminalText.pad(item.photo.user.name, width: 22)
    let prefixWidth = 5 + item.photo.id.count + 22 + 2
    return " \(mark) \(item.photo.id)  \(author)  "
      + TerminalText.fit(GalleryStrings.description(of: item.photo, style.language), width: style.width - prefixWidth)
  }

  private enum CodingKeys: String, CodingKey {
    case page, perPage, hasMore, total, source, query, photographer, profile, stale, photos, pages, stopped,
      staleSince, staleReason, staleCode
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(state.page, forKey: .page)
    try container.encode(state.perPage, forKey: .perPage)
    try container.encode(state.hasMore, forKey: .hasMore)
    try container.encode(state.total, forKey: .total)
    try container.encode(source.id, forKey: .source)
    try container.encodeIfPresent(query, forKey: .query)
    try container.encodeIfPresent(photographer, forKey: .photographer)
    try container.encodeIfPresent(profile.map(ProfileSummary.init), forKey: .profile)
    try container.encode(state.stale != nil, forKey: .stale)
    try container.encode(state.items.map { PhotoSummary(photo: $0.photo, isFavorite: $0.isFavorite) }, forKey: .photos)
    try container.encodeIfPresent(pagesWalked, forKey: .pages)
    try container.encodeIfPresent(stopped, forKey: .stopped)
    if let stale = state.stale {
      try container.encode(stale.savedAt, forKey: .staleSince)
      try container.encode(stale.reason.message, forKey: .staleReason)
      try container.encode(stale.reason.codeName, forKey: .staleCode)
    }
  }
}

/// A photographer's profile as `--json` prints it: the service's values, cleaned of controls and bounded as the
/// text shows them.
struct ProfileSummary: Encodable, Sendable {
  let profile: PhotographerProfile

  private enum CodingKeys: String, CodingKey { case username, name, bio, location, totalPhotos }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(TerminalText.excerpt(profile.username, limit: 80), forKey: .username)
    try container.encode(
      TerminalText.excerpt(profile.name, limit: PhotographerProfile.maximumNameLength), forKey: .name)
    try container.encode(GalleryStrings.profileBio(profile), forKey: .bio)
    try container.encode(
      profile.location.map { TerminalText.excerpt($0, limit: PhotoUser.maximumLocationLength) }, forKey: .location)
    try container.encode(profile.totalPhotos, forKey: .totalPhotos)
  }
}
