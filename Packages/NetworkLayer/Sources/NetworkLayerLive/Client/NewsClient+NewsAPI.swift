import Foundation
import Models
import NetworkLayer

extension NewsClient {
  /// Articles from NewsAPI (or a server speaking its dialect) through `transport`, with the key in the
  /// `X-Api-Key` header so it never appears in a URL, a log line or a cache key.
  ///
  /// ```swift
  /// let service = ServiceDescriptor.newsAPI(baseURL: URL(fileURLWithPath: "/"))
  /// let transport = ServiceTransport(service: service, http: .urlSession())
  /// let news = NewsClient.newsAPI(key: APIKey("my-news-key"), transport: transport)
  /// let sources = try await news.sources().value.sources
  /// ```
  public static func newsAPI(
    key: APIKey?, transport: ServiceTransport, timeout: Duration = ServiceConfiguration.defaultRequestTimeout
  ) -> NewsClient {
    let service = transport.service
    @Sendable func request(_ path: String, _ query: [(String, String)]) throws -> HTTPRequest {
      try service.request(path, query: query, key: key, timeout: timeout)
    }
    @Sendable func mapError(_ response: HTTPResponse, _ request: HTTPRequest) -> NetworkError {
      service.error(for: response, request: request, hasKey: key != nil)
    }
    return NewsClient(
      provider: .newsAPI(URL(string: service.displayURL) ?? service.baseURL),
      topHeadlines: { query in
        var items: [(String, String)] = []
        if let category = query.category { items.append(("category", category.rawValue)) }
        if let country = query.country { items.append(("country", country)) }
        if !query.sources.isEmpty { items.append(("sources", query.sources.joined(separator: ","))) }
        if let text = query.query { items.append(("q", text)) }
        items += [("page", "\(query.page)"), ("pageSize", "\(query.pageSize)")]
        return try await transport.get(try request("/v2/top-headlines", items), mapError: mapError) { response in
          try NewsJSON.decoder.decode(ArticlesResponse.self, from: response.body)
        }
      },
      everything: { query in
        var items: [(String, String)] = []
        if let text = query.query { items.append(("q", text)) }
        if !query.domains.isEmpty { items.append(("domains", query.domains.joined(separator: ","))) }
        if !query.sources.isEmpty { items.append(("sources", query.sources.joined(separator: ","))) }
        if let from = query.fromDay { items.append(("from", from)) }
        if let language = query.language { items.append(("language", language)) }
        items += [("sortBy", query.sortBy.rawValue), ("page", "\(query.page)"), ("pageSize", "\(query.pageSize)")]
        return try await transport.get(try request("/v2/everything", items), mapError: mapError) { response in
          try NewsJSON.decoder.decode(ArticlesResponse.self, from: response.body)
        }
      },
      sources: {
        try await transport.get(try request("/v2/top-headlines/sources", []), mapError: mapError) { response in
          try NewsJSON.decoder.decode(SourcesResponse.self, from: response.body)
        }
      }
    )
  }
}
