import Foundation

/// Which remote service a client talks to and how the user configures it.
///
/// ```swift
/// let unsplash = ServiceDescriptor.unsplash(baseURL: URL(string: "http://127.0.0.1:8080")!)
/// unsplash.name  // "Unsplash"
/// ```
public struct ServiceDescriptor: Hashable, Sendable {
  /// A stable identifier for files and JSON: `unsplash`, `newsapi`.
  public let id: String
  /// The name people know the service by.
  public let name: String
  public let baseURL: URL
  /// The environment variable that holds the key.
  public let keyVariable: String
  /// The environment variable that overrides the base URL.
  public let baseURLVariable: String
  /// How long a spent request budget lasts when the service does not say: an hour for Unsplash, a day
  /// for NewsAPI's developer plan.
  public let rateLimitWindow: Duration

  public init(
    id: String, name: String, baseURL: URL, keyVariable: String, baseURLVariable: String, rateLimitWindow: Duration
  ) {
    self.id = id
    self.name = name
    self.baseURL = baseURL
    self.keyVariable = keyVariable
    self.baseURLVariable = baseURLVariable
    self.rateLimitWindow = rateLimitWindow
  }

  /// The base URL's host and port, for messages: `api.unsplash.com`, `127.0.0.1:8080`.
  public var hostDescription: String {
    guard let host = baseURL.host else { return baseURL.absoluteString }
    return baseURL.port.map { "\(host):\($0)" } ?? host
  }

  /// Unsplash at `baseURL`.
  public static func unsplash(baseURL: URL) -> ServiceDescriptor {
    ServiceDescriptor(
      id: "unsplash", name: "Unsplash", baseURL: baseURL, keyVariable: "UNSPLASH_ACCESS_KEY",
      baseURLVariable: "MOSAIC_UNSPLASH_BASE_URL", rateLimitWindow: .seconds(3600)
    )
  }

  /// NewsAPI at `baseURL`.
  public static func newsAPI(baseURL: URL) -> ServiceDescriptor {
    ServiceDescriptor(
      id: "newsapi", name: "NewsAPI", baseURL: baseURL, keyVariable: "NEWSAPI_KEY",
      baseURLVariable: "MOSAIC_NEWSAPI_BASE_URL", rateLimitWindow: .seconds(86_400)
    )
  }

  /// The URL for `path` (starting with `/`) and `query` under the base URL.
  func url(_ path: String, query: [(String, String)] = []) -> URL? {
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) else { return nil }
    let basePath =
      components.percentEncodedPath.hasSuffix("/")
      ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
    components.percentEncodedPath = basePath + path
    components.queryItems = query.isEmpty ? nil : query.map { URLQueryItem(name: $0.0, value: $0.1) }
    return components.url
  }
}
