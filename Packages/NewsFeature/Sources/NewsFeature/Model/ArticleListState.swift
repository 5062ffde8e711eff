import Core
import NetworkLayer

/// What a feed or a search shows: its articles so far, the last page loaded, whether more may come, and
/// whether they are a saved copy.
public struct ArticleListState: Equatable, Sendable {
  /// Nothing asked for yet (a feed not viewed yet stays idle), loading, loaded, no articles at all, or the last
  /// load failed (what was shown stays; the error keeps its type, code and payload).
  public typealias Phase = LoadPhase

  /// Why the list has no next page.
  public enum End: Equatable, Sendable {
    /// A page came back short or empty.
    case lastPage
    /// NewsAPI's free plan serves at most 100 results (HTTP 426 `maximumResultsReached`).
    case resultLimit
  }

  public var phase: Phase = .idle
  /// Every article loaded so far, in order, each URL once, none removed.
  public var items: [ArticleItem] = []
  /// The last page loaded (0 before the first).
  public var page = 0
  /// Whether a next page may exist.
  public var hasMore = true
  /// Why there is no next page, once there is none.
  public var end: End?
  /// The page on its way, if any.
  public var loadingPage: Int?
  /// When the articles shown come from a saved copy: when it was saved and why it stands in.
  public var stale: StaleNote?
  /// How many articles of the pages loaded were left out because an earlier page (of an earlier run) showed
  /// them already.
  public var repeated = 0

  public init() {}

  /// The error of the last load, if it failed.
  public var error: (any MosaicError)? { phase.error }
}
