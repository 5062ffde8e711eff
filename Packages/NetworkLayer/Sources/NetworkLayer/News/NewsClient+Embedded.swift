import EmbeddedCatalog
import Models

extension NewsClient {
  /// Articles from the offline catalog built into Mosaic.
  public static func embedded(_ catalog: EmbeddedNewsCatalog = .standard) -> NewsClient {
    NewsClient(
      provider: .embedded,
      topHeadlines: { query in
        let articles = catalog.topHeadlines(
          category: query.category, sources: [], country: query.country, query: query.query)
        return Fetched(EmbeddedNewsCatalog.page(articles, page: query.page, pageSize: query.pageSize))
      },
      sources: { Fetched(SourcesResponse(sources: catalog.sources)) }
    )
  }
}
