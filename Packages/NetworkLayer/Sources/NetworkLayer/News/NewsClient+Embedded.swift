import EmbeddedCatalog
import Foundation
import Models

extension NewsClient {
  /// Articles from the offline catalog built into Mosaic, filtered and paged as NewsAPI would. The
  /// catalog's news stands still at its reference date, so `from` is read on the catalog's clock
  /// (``EmbeddedNewsCatalog/catalogDate(_:now:)``): a feed asking for "six months back" finds the same
  /// articles on any day. A page builds only its own articles (a search builds what it searches, once).
  ///
  /// ```swift
  /// let news = NewsClient.embedded()
  /// let page = try await news.everything(EverythingQuery(domains: ["wsj.com"])).value
  /// ```
  public static func embedded(
    _ catalog: EmbeddedNewsCatalog = .reader, now: @escaping @Sendable () -> Date = Date.init
  ) -> NewsClient {
    NewsClient(
      provider: .embedded,
      topHeadlines: { query in
        let matches = catalog.headlineMatches(
          category: query.category, sources: query.sources, country: query.country, query: query.query)
        return Fetched(matches.page(query.page, pageSize: query.pageSize))
      },
      everything: { query in
        let matches = catalog.everythingMatches(
          query: query.query, domains: query.domains, sources: query.sources,
          from: query.from.map { EmbeddedNewsCatalog.catalogDate($0, now: now()) }, to: nil,
          language: query.language, sortBy: query.sortBy)
        return Fetched(matches.page(query.page, pageSize: query.pageSize))
      },
      sources: { Fetched(SourcesResponse(sources: catalog.sources)) }
    )
  }
}
