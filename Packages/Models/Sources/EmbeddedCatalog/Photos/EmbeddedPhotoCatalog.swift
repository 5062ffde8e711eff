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
  /// The catalog the app and the mock server use: 342 photos, 12 pages of 30 with a short last page.
  public static let standard = EmbeddedPhotoCatalog(seed: standardSeed, count: 342)

  /// The seed of ``standard``.
  public static let standardSeed: UInt64 = 0x4D6F_7361_6963_0001

  /// The moment the newest photo of every catalog was taken: 2026-11-20T08:30:00Z.
  public static let referenceDate = Date(timeIntervalSince1970: 1_795_163_400)

  /// The photos, newest first (`createdAt` descending).
  public let photos: [Photo]
  private let indexByID: [String: Int]

  /// A catalog of `count` photos (none when `count` is negative) drawn from `seed`.
  public init(seed: UInt64, count: Int) {
    photos = PhotoFactory.makePhotos(seed: seed, count: max(0, count))
    var index: [String: Int] = [:]
    index.reserveCapacity(photos.count)
    for (offset, photo) in photos.enumerated() {
      index[photo.id] = offset
    }
    indexByID = index
  }

  /// The photo with `id`, or `nil`.
  public func photo(id: String) -> Photo? {
    indexByID[id].map { photos[$0] }
  }

  /// One page of the feed, 1-based. A page past the end, a page below 1 or a page size below 1 gives no
  /// photos and `hasMore` false; `total` is always ``photos``' count.
  public func page(_ page: Int, perPage: Int) -> PhotoPage {
    let empty = PhotoPage(page: page, perPage: perPage, total: photos.count, hasMore: false, photos: [])
    guard page >= 1, perPage >= 1 else { return empty }
    let (start, overflow) = (page - 1).multipliedReportingOverflow(by: perPage)
    guard !overflow, start < photos.count else { return empty }
    let end = perPage >= photos.count - start ? photos.count : start + perPage
    return PhotoPage(
      page: page, perPage: perPage, total: photos.count, hasMore: end < photos.count,
      photos: Array(photos[start..<end]))
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
