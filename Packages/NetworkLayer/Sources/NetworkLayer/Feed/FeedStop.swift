import Core

/// Why a step along a ``PhotoFeedClient`` could not be taken, as a value: so a screen says it in its own
/// words (the terminal app in keys, the command line in commands) without knowing the feed's error type.
public enum FeedStop: Sendable, Hashable {
  /// The photo is the first (``FeedDirection/previous``) or the last (``FeedDirection/next``) of the feed.
  case end(FeedDirection)
  /// The photo is not on the listing the feed moves along (or no listing was made yet).
  case notListed
}

/// An error a ``PhotoFeedClient`` throws, which can say which ``FeedStop`` it means.
///
/// ```swift
/// if let stop = (error as? any FeedStopping)?.feedStop, case .end(.previous) = stop { print("the first") }
/// ```
public protocol FeedStopping: MosaicError {
  /// The stop this error means, or `nil` when it is another failure (the network, the disk).
  var feedStop: FeedStop? { get }
}
