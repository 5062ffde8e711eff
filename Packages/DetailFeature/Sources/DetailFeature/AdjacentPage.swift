import Models

/// Which way to move along the feed.
public enum FeedDirection: Sendable, Equatable {
  case next
  case previous
}

/// Fetches page `page` of the feed when a ``PhotoDetailViewModel`` steps past an edge of the page it
/// shows.
public typealias AdjacentPageLoader = @Sendable (_ page: Int) async throws -> PhotoPage
