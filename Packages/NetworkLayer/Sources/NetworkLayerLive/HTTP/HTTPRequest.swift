import Foundation

/// An HTTP request as the clients build it: always idempotent here, with a per-request time limit.
///
/// ```swift
/// let url = URL(fileURLWithPath: "/")
/// let request = HTTPRequest(url: url, headers: ["Accept-Version": "v1"], timeout: .seconds(15))
/// ```
public struct HTTPRequest: Hashable, Sendable {
  public var method: String
  public var url: URL
  /// Header values by name. Names that carry credentials are never logged or cached.
  public var headers: [String: String]
  /// How long the whole exchange may take before it fails as a timeout.
  public var timeout: Duration

  public init(method: String = "GET", url: URL, headers: [String: String] = [:], timeout: Duration = .seconds(15)) {
    self.method = method
    self.url = url
    self.headers = headers
    self.timeout = timeout
  }

  /// The path and query, for messages: `/photos?page=2&per_page=30`, with credentials removed.
  public var displayPath: String {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url.path }
    components.queryItems = components.queryItems?.filter { !Self.credentialParameters.contains($0.name.lowercased()) }
    if components.queryItems?.isEmpty == true { components.queryItems = nil }
    return (components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath)
      + (components.percentEncodedQuery.map { "?\($0)" } ?? "")
  }

  /// The host and port, for messages: `api.unsplash.com`, `127.0.0.1:8080`.
  var hostDescription: String {
    url.host.map { host in url.port.map { "\(host):\($0)" } ?? host } ?? url.absoluteString
  }

  /// Query parameters that carry credentials.
  static let credentialParameters: Set<String> = ["apikey", "client_id", "access_token"]
}
