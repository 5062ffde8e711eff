import Foundation
import Models

/// The photos Mosaic shows with no API key, and that the mock API server serves: a deterministic
/// catalog that looks like Unsplash's feed.
///
/// Everything comes from a seeded generator, so a seed gives the same photos on every run and platform:
/// ids, photographers, sizes, likes, colors, BlurHashes, descriptions and dates.
///
/// ```swift
/// let catalog = EmbeddedPhotoCatalog.standard
/// let first = catalog.page(1, perPage: 30)       // 30 photos, hasMore true
/// let photo = catalog.photo(id: first.photos[0].id)
/// let foggy = catalog.search("fog")
/// ```
public struct EmbeddedPhotoCatalog: Sendable {
  /// The catalog the app and the mock server use: 342 photos, 12 pages of 30 with a short last page. Built
  /// lazily from ``StandardPhotoIndex``: a page builds its photos only, so `mosaic gallery` draws 30, not 342.
  public static let standard = EmbeddedPhotoCatalog(
    seed: standardSeed, checkpoints: StandardPhotoIndex.checkpoints, cast: StandardPhotoIndex.cast)

  /// The seed of ``standard``.
  public static let standardSeed: UInt64 = 0x4D6F_7361_6963_0001

  /// The moment the newest photo of every catalog was taken: 2026-11-20T08:30:00Z.
  public static let referenceDate = Date(timeIntervalSince1970: 1_795_163_400)

  private let shelf: PhotoShelf

  /// A catalog of `count` photos (none when `count` is negative) drawn from `seed`, all built at once.
  public init(seed: UInt64, count: Int) {
    let (photos, checkpoints) = PhotoFactory.walk(seed: seed, count: max(0, count))
    shelf = PhotoShelf(seed: seed, checkpoints: checkpoints, built: photos)
  }

  /// A catalog whose photos are built when first asked for, from checkpoints a walk of `seed` recorded, and
  /// `seed`'s cast when it is recorded too (else drawn on first use).
  init(seed: UInt64, checkpoints: [PhotoFactory.Checkpoint], cast: PhotoFactory.Cast? = nil) {
    shelf = PhotoShelf(seed: seed, checkpoints: checkpoints, built: nil, cast: cast)
  }

  /// The photos, newest first (`createdAt` descending); builds every one not built yet.
  public var photos: [Photo] { shelf.photos(in: 0..<shelf.count) }

  /// How many photos the catalog holds, without building any.
  public var count: Int { shelf.count }

  /// How many photos have been built so far (for tests).
  var builtCount: Int { shelf.builtCount }

  /// How many photos the catalog has room for without growing its storage (for tests).
  var reservedCount: Int { shelf.reservedCount }

  /// The photo with `id`, or `nil`, with what only a photo's own page has (as Unsplash's `GET /photos/:id`):
  /// location, camera, tags, views, downloads and the photographer's bio and location.
  public func photo(id: String) -> Photo? {
    shelf.index(of: id).flatMap { shelf.photos(in: $0..<($0 + 1)).first }.map(PhotoDetailsFactory.details)
  }

  /// The photos of the photographer with `username` (ignoring case), newest first, as a list shows them; builds
  /// theirs only.
  public func photos(byUsername username: String) -> [Photo] {
    shelf.photos(at: shelf.indices(byUsername: username.lowercased()))
  }

  /// How many photos the photographer with `username` (ignoring case) has, and those at `positions` of their list
  /// (newest first, from 0), built; positions past the end are left out. Builds only the photos it answers.
  public func photos(byUsername username: String, at positions: Range<Int>) -> (total: Int, photos: [Photo]) {
    let indices = shelf.indices(byUsername: username.lowercased())
    let kept = positions.clamped(to: 0..<indices.count)
    return (indices.count, shelf.photos(at: Array(indices[kept])))
  }

  /// The public profile of the photographer with `username` (ignoring case), as Unsplash's `GET /users/:username`
  /// answers it, made from the catalog's own photos of that author: their name and username, the bio and location
  /// their photos' pages show, and how many photos of theirs the catalog holds; `nil` for nobody in it.
  public func profile(username: String) -> PhotographerProfile? {
    let photos = photos(byUsername: username)
    guard let user = photos.first.map({ PhotoDetailsFactory.user($0.user) }) else { return nil }
    return PhotographerProfile(
      id: user.id, username: user.username, name: user.name, bio: user.bio, location: user.location,
      totalPhotos: photos.count)
  }

  /// One page of the feed, 1-based. A page past the end, a page below 1 or a page size below 1 gives no
  /// photos and `hasMore` false; `total` is always ``photos``' count.
  public func page(_ page: Int, perPage: Int) -> PhotoPage {
    let total = shelf.count
    guard let range = positions(page, perPage: perPage) else {
      return PhotoPage(page: page, perPage: perPage, total: total, hasMore: false, photos: [])
    }
    return PhotoPage(
      page: page, perPage: perPage, total: total, hasMore: range.upperBound < total, photos: shelf.photos(in: range))
  }

  /// The id and photographer's id of each photo ``page(_:perPage:)`` lists, in its order, without building any
  /// photo (a photo's author is the first draw from its checkpoint): "More photos" picks its six from these.
  public func bylines(_ page: Int, perPage: Int) -> [PhotoByline] {
    positions(page, perPage: perPage).map { shelf.bylines(in: $0) } ?? []
  }

  /// The photos with `ids` as a page lists them (without what ``photo(id:)`` adds), in that order, building
  /// these only; an id the catalog does not hold is left out.
  public func listedPhotos(ids: [String]) -> [Photo] {
    shelf.photos(at: ids.compactMap { shelf.index(of: $0) })
  }

  /// The positions page `page` of `perPage` covers; `nil` past the end, for a page below 1 or a size below 1.
  private func positions(_ page: Int, perPage: Int) -> Range<Int>? {
    let total = shelf.count
    guard page >= 1, perPage >= 1 else { return nil }
    let (start, overflow) = (page - 1).multipliedReportingOverflow(by: perPage)
    guard !overflow, start < total else { return nil }
    return start..<(perPage >= total - start ? total : start + perPage)
  }

  /// The photos, newest first, whose description, alt description, author name or username contains
  /// `query`, ignoring case. A blank query matches nothing.
  public func search(_ query: String) -> [Photo] {
    let needle = query.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    guard !needle.isEmpty else { return [] }
    return photos.filter { photo in
      [photo.description, photo.altDescription, photo.user.name, photo.user.username].contains { field in
        field?.lowercased().contains(needle) ?? false
      }
    }
  }
}
