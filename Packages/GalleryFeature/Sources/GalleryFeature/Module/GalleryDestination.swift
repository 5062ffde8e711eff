import Core

/// The photo grid at a page: where `mosaic gallery [--search TEXT]` and `mosaic://gallery?page=N&per_page=N` lead.
public struct GalleryDestination: Destination {
  /// The first page shown, from 1.
  public var page: Int
  /// Photos per page, 1 to 30.
  public var perPage: Int
  /// Whether to keep paging to the end of the feed.
  public var all: Bool
  /// Photos matching this search instead of the feed (`mosaic gallery --search TEXT`).
  public var query: String?
  /// The photos of the photographer with this username instead of the feed (`mosaic photographer USERNAME`).
  public var photographer: String?

  public init(
    page: Int = 1, perPage: Int = 30, all: Bool = false, query: String? = nil, photographer: String? = nil
  ) {
    self.page = page
    self.perPage = perPage
    self.all = all
    self.query = query
    self.photographer = photographer
  }

  /// The highest page a URL or a flag may ask for: far past any real feed, and small enough that no
  /// arithmetic on it can overflow.
  public static let maximumPage = 100_000

  /// The most pages one `--all` walk asks for (3,000 photos at 30 a page); the walk also stops at a page
  /// that adds no photo not listed already, whatever the service says about a next page.
  public static let maximumWalk = 100
}

/// The favorite photos, newest first: where `mosaic favorites` and `mosaic://favorites` lead.
public struct FavoritesDestination: Destination {
  public init() {}
}
