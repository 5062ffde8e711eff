import EmbeddedCatalog
import Foundation
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

  /// Articles from NewsAPI (or a server speaking its dialect) through `transport`, with the key in the
  /// `X-Api-Key` header so it never appears in a URL, a log line or a cache key.
  public static func newsAPI(key: APIKey?, transport: ServiceTransport, timeout: Duration = .seconds(15)) -> NewsClient
  {
    let service = transport.service
    @Sendable func request(_ path: String, _ query: [(String, String)]) throws -> HTTPRequest {
      try service.request(path, query: query, key: key, timeout: timeout)
    }
    @Sendable func mapError(_ response: HTTPResponse, _ request: HTTPRequest) -> NetworkError {
      NewsAPIErrors.error(for: response, request: request, service: service, hasKey: key != nil)
    }
    return NewsClient(
      provider: .newsAPI(service.baseURL),
      topHeadlines: { query in
        var items: [(String, String)] = []
        if let category = query.category { items.append(("category", category.rawValue)) }
        if let country = query.country { items.append(("country", country)) }
        if let text = query.query { items.append(("q", text)) }
        items += [("page", "\(query.page)"), ("pageSize", "\(query.pageSize)")]
        return try await transport.get(try request("/v2/top-headlines", items), mapError: mapError) { response in
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

/// Reads NewsAPI's error answers: `{"status":"error","code":"…","message":"…"}`.
enum NewsAPIErrors {
  struct Body: Decodable {
    let code: String?
    let message: String?
  }

  static func error(
    for response: HTTPResponse, request: HTTPRequest, service: ServiceDescriptor, hasKey: Bool
  )
    -> NetworkError
  {
    let body = try? JSONDecoder().decode(Body.self, from: response.body)
    let said = [body?.code, body?.message].compactMap { $0 }.joined(separator: ": ")
    let serviceMessage = said.isEmpty ? nil : said
    switch (response.status, body?.code) {
    case (401, _):
      return .unauthorized(service, status: 401, serviceMessage: serviceMessage, hasKey: hasKey)
    case (426, _), (_, "maximumResultsReached"):
      return NetworkError(
        kind: .httpStatus,
        message: "\(service.name) serves at most 100 results on this plan (\(said)); ask for an earlier page or a "
          + "narrower query.",
        status: response.status, serviceMessage: serviceMessage
      )
    default:
      return .httpStatus(service, status: response.status, serviceMessage: serviceMessage, path: request.displayPath)
    }
  }
}
