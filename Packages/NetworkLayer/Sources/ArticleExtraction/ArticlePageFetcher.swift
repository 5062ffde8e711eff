import Foundation

/// Fetches an article's web page and extracts it: the value features call, its live form (URLSession, in
/// NetworkLayerLive) apart. Errors are ``ExtractionError``s.
///
/// ```swift
/// let fetcher = ArticlePageFetcher.live()                         // NetworkLayerLive
/// let article = try await fetcher.fetch(URL(string: "https://example.com/story")!)
/// let canned = ArticlePageFetcher { _ in ExtractedArticle(title: "Test") }
/// ```
public struct ArticlePageFetcher: Sendable {
  /// The article at `url`, or an ``ExtractionError``.
  public var fetch: @Sendable (_ url: URL) async throws -> ExtractedArticle

  public init(fetch: @escaping @Sendable (URL) async throws -> ExtractedArticle) {
    self.fetch = fetch
  }

  /// For tests that must not fetch: every call fails loudly with `.unreachable`.
  public static let unimplemented = ArticlePageFetcher { url in
    throw ExtractionError(.unreachable, url: url, value: "ArticlePageFetcher.unimplemented was called")
  }
}
