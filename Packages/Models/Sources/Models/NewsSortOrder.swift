/// The orders NewsAPI's `/v2/everything` accepts as `sortBy`.
///
/// ```swift
/// NewsSortOrder(rawValue: "popularity")  // .popularity
/// ```
public enum NewsSortOrder: String, Sendable, CaseIterable {
  /// Newest first; NewsAPI's default.
  case publishedAt
  /// Articles that mention the query most (in the title above all) first.
  case relevancy
  /// Articles from the most read sources and stories first.
  case popularity
}
