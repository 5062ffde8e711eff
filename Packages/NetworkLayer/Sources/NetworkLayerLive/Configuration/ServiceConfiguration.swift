import Foundation
import NetworkLayer

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

  /// Unsplash, or `nil` for the embedded photo catalog.
  public let unsplash: Endpoint?
  /// NewsAPI, or `nil` for the embedded news catalog.
  public let newsAPI: Endpoint?

  public init(unsplash: Endpoint?, newsAPI: Endpoint?) {
    self.unsplash = unsplash
    self.newsAPI = newsAPI
  }

  /// Reads `UNSPLASH_ACCESS_KEY`, `MOSAIC_UNSPLASH_BASE_URL`, `NEWSAPI_KEY` and `MOSAIC_NEWSAPI_BASE_URL`.
  ///
  /// - Throws: ``NetworkError`` `.invalidConfiguration`, with the ``NetworkError/variable`` and its
  ///   ``NetworkError/value``, when a base URL is not an absolute http(s) URL.
  public init(environment: [String: String]) throws {
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
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
      url.host?.isEmpty == false
    else {
      throw NetworkError(.invalidConfiguration, variable: baseURLVariable, value: text)
    }
    return Endpoint(descriptor: make(url), key: key)
  }
}
