import Foundation
import NetworkLayer
import SafeText

/// Which services Mosaic uses, read from the environment.
///
/// No key and no base URL means the embedded catalog; a key, or a base URL override (a loopback
/// server that speaks the service's dialect), means the real client.
///
/// ```swift
/// let configuration = try ServiceConfiguration(environment: ProcessInfo.processInfo.environment)
/// configuration.unsplash?.descriptor.baseURL  // nil → embedded catalog
/// ```
public struct ServiceConfiguration: Sendable, Hashable {
  /// A configured remote service and its key, if one is set.
  public struct Endpoint: Sendable, Hashable {
    public let descriptor: ServiceDescriptor
    public let key: APIKey?

    public init(descriptor: ServiceDescriptor, key: APIKey?) {
      self.descriptor = descriptor
      self.key = key
    }
  }

  public static let defaultUnsplashBaseURL = "https://api.unsplash.com"
  public static let defaultNewsAPIBaseURL = "https://newsapi.org"

  /// The variable that sets ``requestTimeout``.
  public static let requestTimeoutVariable = "MOSAIC_REQUEST_TIMEOUT"
  /// The deadline of one request when the variable is unset, as the seed's network layer had it.
  public static let defaultRequestTimeout = Duration.seconds(30)
  /// The deadlines the variable may set, in seconds.
  public static let requestTimeoutRange = 1...600

  /// Unsplash, or `nil` for the embedded photo catalog.
  public let unsplash: Endpoint?
  /// NewsAPI, or `nil` for the embedded news catalog.
  public let newsAPI: Endpoint?
  /// How long one request may take in all — connecting, headers and body — before it fails as a timeout.
  public let requestTimeout: Duration

  public init(unsplash: Endpoint?, newsAPI: Endpoint?, requestTimeout: Duration = defaultRequestTimeout) {
    self.unsplash = unsplash
    self.newsAPI = newsAPI
    self.requestTimeout = requestTimeout
  }

  /// Reads `UNSPLASH_ACCESS_KEY`, `MOSAIC_UNSPLASH_BASE_URL`, `NEWSAPI_KEY`, `MOSAIC_NEWSAPI_BASE_URL` and
  /// `MOSAIC_REQUEST_TIMEOUT` (seconds, decimals allowed, 1 to 600).
  ///
  /// - Throws: ``NetworkError`` `.invalidConfiguration`, with the ``NetworkError/variable`` and its
  ///   ``NetworkError/value``, when a base URL is not an absolute http(s) URL with a port in 1...65535, or the
  ///   timeout is not a number of seconds in range.
  public init(environment: [String: String]) throws {
    self.requestTimeout = try Self.seconds(
      environment, Self.requestTimeoutVariable, in: Self.requestTimeoutRange, default: Self.defaultRequestTimeout)
    self.unsplash = try Self.endpoint(
      environment, keyVariable: "UNSPLASH_ACCESS_KEY", baseURLVariable: "MOSAIC_UNSPLASH_BASE_URL",
      defaultBaseURL: Self.defaultUnsplashBaseURL, make: ServiceDescriptor.unsplash
    )
    self.newsAPI = try Self.endpoint(
      environment, keyVariable: "NEWSAPI_KEY", baseURLVariable: "MOSAIC_NEWSAPI_BASE_URL",
      defaultBaseURL: Self.defaultNewsAPIBaseURL, make: ServiceDescriptor.newsAPI
    )
  }

  private static func endpoint(
    _ environment: [String: String], keyVariable: String, baseURLVariable: String, defaultBaseURL: String,
    make: (URL) -> ServiceDescriptor
  ) throws -> Endpoint? {
    let key = APIKey(environment[keyVariable])
    let override = environment[baseURLVariable]?.trimmingCharacters(in: .whitespaces)
    guard key != nil || !(override ?? "").isEmpty else { return nil }
    let text = (override?.isEmpty == false ? override : nil) ?? defaultBaseURL
    return Endpoint(descriptor: make(try baseURL(text, variable: baseURLVariable)), key: key)
  }

  /// `text` as a base URL: http or https in any case (written lowercase), a host, a port in 1...65535.
  static func baseURL(_ text: String, variable: String) throws -> URL {
    let hasPassword = URLComponents(string: text)?.password != nil
    let shown = hasPassword ? URL(string: text).map(ServiceDescriptor.display) ?? "?" : text
    guard var components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
      ["http", "https"].contains(scheme), components.host?.isEmpty == false
    else {
      throw NetworkError(.invalidConfiguration, variable: variable, value: shown)
    }
    if let port = components.port, !(1...65_535).contains(port) {
      throw NetworkError(.invalidConfiguration, detail: .portOutOfRange(String(port)), variable: variable, value: shown)
    }
    components.scheme = scheme
    guard let url = components.url else {
      throw NetworkError(.invalidConfiguration, variable: variable, value: shown)
    }
    return url
  }

  /// A number of seconds from `variable`, within `range`; `fallback` when unset or blank.
  static func seconds(
    _ environment: [String: String], _ variable: String, in range: ClosedRange<Int>, default fallback: Duration
  ) throws -> Duration {
    guard let text = environment[variable]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
      return fallback
    }
    guard let value = Double(text), value.isFinite, value >= Double(range.lowerBound),
      value <= Double(range.upperBound)
    else {
      throw NetworkError(
        .invalidConfiguration, detail: .notSeconds(minimum: range.lowerBound, maximum: range.upperBound),
        variable: variable, value: TerminalText.excerpt(text, limit: 40))
    }
    return .milliseconds(Int((value * 1000).rounded()))
  }
}
