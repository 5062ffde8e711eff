import Foundation

/// The page of the feed `mosaic gallery` last showed, so `mosaic photo ID --next` can move along it. A
/// cache: losing it only means listing again (as after the upgrade that moved it into the cache store).
struct LastListing: Hashable, Sendable, Codable {
  /// Which photo service listed it, as ``NetworkLayer/PhotoSource/id`` says.
  let source: String
  let page: Int
  let perPage: Int
  let hasMore: Bool
  /// The photos of that page, in the order they were listed.
  let photoIDs: [String]
  let savedAt: Date

  /// The cache entry's name.
  static let cacheName = "gallery-feed.json"
}
