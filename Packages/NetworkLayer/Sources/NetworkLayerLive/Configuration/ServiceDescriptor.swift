import Foundation
import NetworkLayer

/// Everything Mosaic knows about one remote service: who it is, how the user configures it (the key's and the
/// base URL's variables), where it is by default, how it authenticates, how its error answers read and which
/// cheap request tells whether it is reachable. A descriptor is data, so the services are a list: the host's
/// doctor, probe and services module loop over it and never name a member. Adding an API is one descriptor,
/// one client and one line in the host's list.
///
/// ```swift
/// let weather = ServiceDescriptor(
///   id: "weatherapi", name: "WeatherAPI", defaultBaseURL: URL(fileURLWithPath: "/"),
///   keyVariable: "WEATHER_KEY", baseURLVariable: "MOSAIC_WEATHER_BASE_URL", rateLimitWindow: .seconds(3600),
///   keyHeader: "key", probe: ServiceProbeRequest("/v1/current.json", query: [("q", "London")]))
/// weather.at(URL(fileURLWithPath: "/mock")).baseURL.path  // "/mock"
/// ```
public struct ServiceDescriptor: Sendable {
  /// A stable identifier for files and JSON: `unsplash`, `newsapi`.
  public let id: String
  /// The name people know the service by.
  public let name: String
  /// Where requests go: ``defaultBaseURL`` until ``at(_:)`` points the descriptor elsewhere.
  public private(set) var baseURL: URL
  /// The service's own origin, used when a key is set and no base URL overrides it.
  public let defaultBaseURL: URL
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
  /// The one cheap request `mosaic doctor` sends to tell whether the service answers and takes the key.
  public let probe: ServiceProbeRequest
  /// How the service's error answers become a ``NetworkLayer/NetworkError``.
  public let errors: ServiceErrorMapper

  public init(
    id: String, name: String, defaultBaseURL: URL, keyVariable: String, baseURLVariable: String,
    rateLimitWindow: Duration, keyHeader: String, keyPrefix: String = "", fixedHeaders: [String: String] = [:],
    probe: ServiceProbeRequest, errors: ServiceErrorMapper = .standard
  ) {
    self.id = id
    self.name = name
    self.baseURL = defaultBaseURL
    self.defaultBaseURL = defaultBaseURL
    self.keyVariable = keyVariable
    self.baseURLVariable = baseURLVariable
    self.rateLimitWindow = rateLimitWindow
    self.keyHeader = keyHeader
    self.keyPrefix = keyPrefix
    self.fixedHeaders = fixedHeaders
    self.probe = probe
    self.errors = errors
  }

  /// The same service at `baseURL` (a mock, a proxy, the configured override).
  public func at(_ baseURL: URL) -> ServiceDescriptor {
    var moved = self
    moved.baseURL = baseURL
    return moved
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

  /// The service's own error for `response` to `request` (not a success, not a rate limit).
  func error(for response: HTTPResponse, request: HTTPRequest, hasKey: Bool) -> NetworkError {
    errors.map(response, request, self, hasKey)
  }
}

/// Two descriptors are the same service at the same place when their data agree; the error mapper is code, and
/// goes with the id.
extension ServiceDescriptor: Hashable {
  public static func == (lhs: ServiceDescriptor, rhs: ServiceDescriptor) -> Bool {
    lhs.id == rhs.id && lhs.name == rhs.name && lhs.baseURL == rhs.baseURL && lhs.defaultBaseURL == rhs.defaultBaseURL
      && lhs.keyVariable == rhs.keyVariable && lhs.baseURLVariable == rhs.baseURLVariable
      && lhs.rateLimitWindow == rhs.rateLimitWindow && lhs.keyHeader == rhs.keyHeader
      && lhs.keyPrefix == rhs.keyPrefix && lhs.fixedHeaders == rhs.fixedHeaders && lhs.probe == rhs.probe
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(baseURL)
  }
}
