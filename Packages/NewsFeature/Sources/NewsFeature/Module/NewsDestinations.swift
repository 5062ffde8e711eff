import Core

/// A feed at a page: where `mosaic news [FEED] [--page N]` and `mosaic://news?feed=wsj&page=2` lead.
public struct NewsDestination: Destination {
  public var feed: NewsFeed
  /// From 1.
  public var page: Int

  public init(feed: NewsFeed = .business, page: Int = 1) {
    self.feed = feed
    self.page = page
  }

  /// The highest page a URL or a flag may ask for: far past NewsAPI's 100 results, and small enough that no
  /// arithmetic on it can overflow.
  public static let maximumPage = 1_000
}

/// The saved articles, or those matching a search: where `mosaic news saved [--search TEXT]` and
/// `mosaic://news/saved?q=TEXT` lead.
public struct SavedArticlesDestination: Destination {
  /// The full-text search; `nil` or empty lists every saved article.
  public var query: String?

  public init(query: String? = nil) {
    self.query = query
  }
}
