import Models

/// Which way to move along a feed of photos.
public enum FeedDirection: String, Sendable, Hashable, CaseIterable {
  case next
  case previous
}

/// The photos a person is browsing, in order: the gallery provides it from the listing it last showed, and
/// the photo detail moves along it without knowing where the listing came from.
///
/// ```swift
/// let feed = PhotoFeedClient { id, direction in Fetched(try await photos.photo(id).value) }
/// let next = try await feed.neighbor("abc", .next).value
/// ```
public struct PhotoFeedClient: Sendable {
  /// The photo after (or before) `id` along the listing, with the freshness of the page it is on. Throws the
  /// provider's own error when there is no listing, `id` is not on it, or `id` is at an end.
  public var neighbor: @Sendable (_ id: String, _ direction: FeedDirection) async throws -> Fetched<Photo>

  public init(neighbor: @escaping @Sendable (_ id: String, _ direction: FeedDirection) async throws -> Fetched<Photo>) {
    self.neighbor = neighbor
  }

  /// A feed whose every call throws, for tests that must not move along a feed.
  public static let failing = PhotoFeedClient { _, _ in
    throw NetworkError(.unexpected, value: "PhotoFeedClient.neighbor")
  }
}
