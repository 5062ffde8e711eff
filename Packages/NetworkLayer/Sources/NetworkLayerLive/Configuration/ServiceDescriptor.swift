import Foundation

/// Which remote service a client talks to and how the user configures it.
///
/// ```swift
/// let unsplash = ServiceDescriptor.unsplash(baseURL: URL(fileURLWithPath: "/"))
/// unsplash.name  // "Unsplash"
/// unsplash.keyVariable  // "UNSPLASH_ACCESS_KEY"
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
  /// The header that carries the key, like `Authorization`.
  public let keyHeader: String
  /// What precedes the key in ``keyHeader``, like `Client-ID `.
  public let keyPrefix: String
  /// Headers every request to the service sends, like Unsplash's `Accept-Version: v1`.
  public let fixedHeaders: [String: String]

  public init(
    id: String, name: String, baseURL: URL, keyVariable: String, baseURLVariable: String, rateLimitWindow: Duration,
    keyHeader: String, keyPrefix: String = "", fixedHeaders: [String: String] = [:]
  ) {
    self.id = id
    self.name = name
    self.baseURL = baseURL
    self.keyVariable = keyVariable
    self.baseURLVariable = baseURLVariable
    self.rateLimitWindow = rateLimitWindow
    self.keyHeader = keyHeader
    self.keyPrefix = keyPrefix
    self.fixedHeaders = fixedHeaders
  }

  /// The base URL's origin: the only place its key is ever sent.
  public var origin: Origin? { Origin(baseURL) }

  /// The key under which Mosaic remembers this service's rate limit and saved answers: the service and its
  /// origin, like `unsplash https://api.unsplash.com`, so what one server said never stands for another.
  public var stateKey: String { "\(id) \(origin?.description ?? baseURL.absoluteString)" }

  /// The base URL as Mosaic prints it: a password in it shows as `***`.
  public var displayURL: String { Self.display(baseURL) }

  /// `url` with its password, if any, shown as `***`.
  public static func display(_ url: URL) -> String {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      components.percentEncodedPassword != nil
    else { return url.absoluteString }
    components.percentEncodedPassword = "***"
    return components.string ?? url.absoluteString
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
      baseURLVariable: "MOSAIC_UNSPLASH_BASE_URL", rateLimitWindow: .seconds(3600),
      keyHeader: "Authorization", keyPrefix: "Client-ID ", fixedHeaders: ["Accept-Version": "v1"]
    )
  }

  /// NewsAPI at `baseURL`.
  public static func newsAPI(baseURL: URL) -> ServiceDescriptor {
    ServiceDescriptor(
      id: "newsapi", name: "NewsAPI", baseURL: baseURL, keyVariable: "NEWSAPI_KEY",
      baseURLVariable: "MOSAIC_NEWSAPI_BASE_URL", rateLimitWindow: .seconds(86_400),
      keyHeader: "X-Api-Key"
    )
  }
}
