import Foundation

/// The gallery feed as `mosaic gallery` last listed it, so `mosaic photo ID --next` can move along it.
///
/// ```swift
/// let feed = GalleryFeed(
///   source: "embedded", page: 2, perPage: 30, hasMore: true, photoIDs: page.photos.map(\.id), savedAt: .now)
/// try await feedStore.save(feed)
/// ```
public struct GalleryFeed: Hashable, Sendable, Codable {
  /// Which photo service listed it, e.g. `"embedded"` or an Unsplash base URL.
  public let source: String
  public let page: Int
  public let perPage: Int
  public let hasMore: Bool
  /// The photos of that page, in the order they were listed.
  public let photoIDs: [String]
  public let savedAt: Date

  public init(source: String, page: Int, perPage: Int, hasMore: Bool, photoIDs: [String], savedAt: Date) {
    self.source = source
    self.page = page
    self.perPage = perPage
    self.hasMore = hasMore
    self.photoIDs = photoIDs
    self.savedAt = savedAt
  }
}
