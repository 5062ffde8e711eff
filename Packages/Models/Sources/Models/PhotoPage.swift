/// One page of a paged photo listing.
///
/// ```swift
/// let page = PhotoPage(page: 2, perPage: 30, total: 342, hasMore: true, photos: photos)
/// page.isLast  // false while the page is full and the service says more follow
/// ```
public struct PhotoPage: Hashable, Sendable, Codable {
  /// The 1-based page number.
  public let page: Int
  /// The page size that was asked for.
  public let perPage: Int
  /// The number of photos in the whole listing, when the service says.
  public let total: Int?
  /// Whether a later page exists.
  public let hasMore: Bool
  public let photos: [Photo]

  public init(page: Int, perPage: Int, total: Int?, hasMore: Bool, photos: [Photo]) {
    self.page = page
    self.perPage = perPage
    self.total = total
    self.hasMore = hasMore
    self.photos = photos
  }

  /// Whether the page ends the listing: the service says no next page, or it came back empty or short.
  public var isLast: Bool {
    !hasMore || photos.isEmpty || photos.count < perPage
  }
}
