import Foundation
import Hummingbird

/// One API request as `GET /_requests` reports it: where it went and where it carried its key, never the key.
///
/// ```json
/// {"keyInHeader": true, "keyInQuery": false, "path": "/v2/everything?q=apple&page=1", "service": "news"}
/// ```
public struct LoggedRequest: Sendable, Equatable, Codable {
  public let service: APIService
  /// The path and query as sent, with the value of a key parameter (`apiKey`, `client_id`) replaced by
  /// `<redacted>`.
  public let path: String
  /// Whether the request carried a key in its header (`X-Api-Key`, `Authorization`).
  public let keyInHeader: Bool
  /// Whether the request carried a key in its URL, which no client should do.
  public let keyInQuery: Bool

  /// The query parameters that carry keys.
  static let keyParameters: Set<String> = ["apikey", "client_id"]

  init(service: APIService, request: Request) {
    self.service = service
    let headerName = service == .unsplash ? "Authorization" : "X-Api-Key"
    keyInHeader = !(request.headers.value(headerName) ?? "").isEmpty
    var components = URLComponents(string: "http://mock" + request.uri.description)
    var keyInQuery = false
    let items = components?.queryItems?.map { item in
      guard Self.keyParameters.contains(item.name.lowercased()) else { return item }
      keyInQuery = true
      return URLQueryItem(name: item.name, value: "<redacted>")
    }
    components?.queryItems = items
    self.keyInQuery = keyInQuery
    let path = components?.percentEncodedPath ?? request.uri.path
    self.path = (path.isEmpty ? "/" : path) + (components?.percentEncodedQuery.map { "?" + $0 } ?? "")
  }

  /// How many requests the log keeps, newest last.
  static let capacity = 500
}
