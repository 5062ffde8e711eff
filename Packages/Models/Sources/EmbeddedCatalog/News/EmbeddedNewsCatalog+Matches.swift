import Models

extension EmbeddedNewsCatalog {
  /// The articles a query found, in order, built only when they are read: a page builds its own.
  ///
  /// ```swift
  /// let business = EmbeddedNewsCatalog.reader.headlineMatches(
  ///   category: .business, sources: [], country: "us", query: nil)
  /// let first = business.page(1, pageSize: 12)   // builds 12 articles; totalResults counts them all
  /// ```
  public struct Matches: Sendable {
    let shelf: NewsShelf
    let indices: [Int]

    /// How many articles matched, without building any.
    public var count: Int { indices.count }

    /// Every matching article, in order.
    public var articles: [Article] { shelf.articles(indices) }

    /// One page (1-based) as NewsAPI returns it, with `totalResults` the count of all matches; see
    /// ``EmbeddedNewsCatalog/page(_:page:pageSize:)``.
    public func page(_ page: Int, pageSize: Int) -> ArticlesResponse {
      let range = EmbeddedNewsCatalog.pageRange(count: indices.count, page: page, pageSize: pageSize)
      return ArticlesResponse(totalResults: indices.count, articles: shelf.articles(indices[range]))
    }
  }
}
