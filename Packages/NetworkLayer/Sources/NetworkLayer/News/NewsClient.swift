import Foundation
import Models

/// Reads headlines and sources, from the embedded news catalog or from NewsAPI; the news feature depends
/// on this value, never on a concrete service.
///
/// ```swift
/// let news = NewsClient.embedded()
/// let headlines = try await news.topHeadlines(HeadlinesQuery(category: .business, page: 1, pageSize: 12)).value
/// ```
public struct NewsClient: Sendable {
  /// Where the articles come from.
  public var provider: NewsProvider
  /// One page of top headlines.
  public var topHeadlines: @Sendable (_ query: HeadlinesQuery) async throws -> Fetched<ArticlesResponse>
  /// The publications headlines can come from.
  public var sources: @Sendable () async throws -> Fetched<SourcesResponse>

  public init(
    provider: NewsProvider,
    topHeadlines: @escaping @Sendable (HeadlinesQuery) async throws -> Fetched<ArticlesResponse>,
    sources: @escaping @Sendable () async throws -> Fetched<SourcesResponse>
  ) {
    self.provider = provider
    self.topHeadlines = topHeadlines
    self.sources = sources
  }

  /// A client whose every call throws, for tests that must not reach the news.
  public static let failing = NewsClient(
    provider: .embedded,
    topHeadlines: { _ in
      throw NetworkError(kind: .unexpected, message: "NewsClient.topHeadlines was called unexpectedly.")
    },
    sources: { throw NetworkError(kind: .unexpected, message: "NewsClient.sources was called unexpectedly.") }
  )
}

/// What to ask `/v2/top-headlines` for.
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

/// Where a ``NewsClient``'s articles come from.
public enum NewsProvider: Hashable, Sendable, CustomStringConvertible {
  case embedded
  case newsAPI(URL)

  public var description: String {
    switch self {
    case .embedded: "the embedded news catalog"
    case .newsAPI(let url): "NewsAPI at \(url.absoluteString)"
    }
  }
}
