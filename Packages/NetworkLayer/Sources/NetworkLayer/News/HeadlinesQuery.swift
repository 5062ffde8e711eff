import Models

/// What to ask `/v2/top-headlines` for. NewsAPI takes either `sources` or `category`/`country`, never both.
///
/// ```swift
/// let business = HeadlinesQuery(category: .business, country: "us", page: 2, pageSize: 12)
/// let techCrunch = HeadlinesQuery(category: nil, country: nil, sources: ["techcrunch"])
/// let page = try await NewsClient.embedded().topHeadlines(business).value
/// ```
public struct HeadlinesQuery: Hashable, Sendable {
  public var category: NewsCategory?
  public var country: String?
  /// Source ids, like `techcrunch`.
  public var sources: [String]
  public var query: String?
  /// 1-based.
  public var page: Int
  /// At most 100.
  public var pageSize: Int
  /// Whether `country` is the feed's own choice (a person's feed made with `--country`), which
  /// ``NewsClient/inCountry(_:)-(String)`` leaves as it is; otherwise the run's country replaces it.
  public var countryIsChosen: Bool

  public init(
    category: NewsCategory? = nil, country: String? = "us", sources: [String] = [], query: String? = nil,
    page: Int = 1, pageSize: Int = 12, countryIsChosen: Bool = false
  ) {
    self.countryIsChosen = countryIsChosen
    self.category = category
    self.country = country
    self.sources = sources
    self.query = query
    self.page = page
    self.pageSize = pageSize
  }
}
