import Models

/// Reads headlines, searches and sources, from the embedded news catalog or from NewsAPI; the news
/// feature depends on this value, never on a concrete service.
///
/// ```swift
/// let news = NewsClient.embedded()
/// let headlines = try await news.topHeadlines(HeadlinesQuery(category: .business, page: 1, pageSize: 12)).value
/// let found = try await news.everything(EverythingQuery(query: "apple", sortBy: .popularity)).value
/// ```
public struct NewsClient: Sendable {
  /// Where the articles come from.
  public var provider: NewsProvider
  /// One page of top headlines.
  public var topHeadlines: @Sendable (_ query: HeadlinesQuery) async throws -> Fetched<ArticlesResponse>
  /// One page of every article matching a search.
  public var everything: @Sendable (_ query: EverythingQuery) async throws -> Fetched<ArticlesResponse>
  /// The publications headlines can come from.
  public var sources: @Sendable () async throws -> Fetched<SourcesResponse>

  public init(
    provider: NewsProvider,
    topHeadlines: @escaping @Sendable (HeadlinesQuery) async throws -> Fetched<ArticlesResponse>,
    everything: @escaping @Sendable (EverythingQuery) async throws -> Fetched<ArticlesResponse>,
    sources: @escaping @Sendable () async throws -> Fetched<SourcesResponse>
  ) {
    self.provider = provider
    self.topHeadlines = topHeadlines
    self.everything = everything
    self.sources = sources
  }

  /// A client whose every call throws ``NetworkError`` `.unexpected`, for tests that must not reach the news.
  public static let failing = NewsClient(
    provider: .embedded,
    topHeadlines: { _ in throw NetworkError(.unexpected, value: "NewsClient.topHeadlines") },
    everything: { _ in throw NetworkError(.unexpected, value: "NewsClient.everything") },
    sources: { throw NetworkError(.unexpected, value: "NewsClient.sources") }
  )
}
