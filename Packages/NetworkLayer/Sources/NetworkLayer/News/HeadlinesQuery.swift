import Models

/// What to ask `/v2/top-headlines` for.
///
/// ```swift
/// let query = HeadlinesQuery(category: .business, country: nil, page: 2, pageSize: 20)
/// let page = try await NewsClient.embedded().topHeadlines(query).value
/// ```
public struct HeadlinesQuery: Hashable, Sendable {
  public var category: NewsCategory?
  public var country: String?
  public var query: String?
  /// 1-based.
  public var page: Int
  /// At most 100.
  public var pageSize: Int

  public init(
    category: NewsCategory? = nil, country: String? = "us", query: String? = nil, page: Int = 1, pageSize: Int = 12
  ) {
    self.category = category
    self.country = country
    self.query = query
    self.page = page
    self.pageSize = pageSize
  }
}
