import Foundation

/// An HTTP request as the clients build it: always idempotent here, with a total deadline and a cap on the
/// body it accepts.
///
/// ```swift
/// let url = URL(fileURLWithPath: "/")
/// let request = HTTPRequest(url: url, headers: ["Accept-Version": "v1"], timeout: .seconds(30))
/// request.maximumBodyBytes  // 2 MB: a bigger answer is refused while it arrives
/// ```
public struct HTTPRequest: Hashable, Sendable {
  public var method: String
  public var url: URL
  /// Header values by name. Names that carry credentials are never logged or cached.
  public var headers: [String: String]
  /// How long the whole exchange — connecting, headers and body — may take before it fails as a timeout. A
  /// server that sends one byte at a time cannot stretch it.
  public var timeout: Duration
  /// The largest body accepted, counted as it arrives (after decompression); a bigger one is refused.
  public var maximumBodyBytes: Int
  /// Whether a body sent compressed (`Content-Encoding` other than `identity`) is refused on its headers:
  /// for pictures, which are compressed already, so that a compression bomb is never inflated.
  public var refusesEncodedBody: Bool
  /// Names (lowercase) of headers that carry a key besides the usual credential headers: a service's own key
  /// header, like `key`. Their values are secrets too: redacted from messages, and they hold the request to its
  /// origin.
  public var keyHeaders: Set<String>

  public init(
    method: String = "GET", url: URL, headers: [String: String] = [:], timeout: Duration = .seconds(30),
    maximumBodyBytes: Int = ResponseLimits.list, refusesEncodedBody: Bool = false, keyHeaders: Set<String> = []
  ) {
    self.method = method
    self.url = url
    self.headers = headers
    self.timeout = timeout
    self.maximumBodyBytes = maximumBodyBytes
    self.refusesEncodedBody = refusesEncodedBody
    self.keyHeaders = Set(keyHeaders.map { $0.lowercased() })
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

  /// What must never be printed or logged: the values of credential headers and ``keyHeaders`` (and the token
  /// after a scheme such as `Client-ID `), credential query parameters, and the URL's user and password.
  var secrets: [String] {
    var secrets: [String] = []
    for (name, value) in headers
    where Self.credentialHeaders.contains(name.lowercased()) || keyHeaders.contains(name.lowercased()) {
      secrets.append(value)
      if let space = value.firstIndex(of: " ") { secrets.append(String(value[value.index(after: space)...])) }
    }
    let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    for item in components?.queryItems ?? [] where Self.credentialParameters.contains(item.name.lowercased()) {
      secrets.append(item.value ?? "")
    }
    secrets += [components?.password, components?.percentEncodedPassword].compactMap { $0 }
    return secrets.filter { $0.count >= 4 }
  }

  /// Query parameters that carry credentials.
  static let credentialParameters: Set<String> = ["apikey", "client_id", "access_token"]
  /// Header names that carry credentials.
  static let credentialHeaders: Set<String> = ["authorization", "x-api-key", "proxy-authorization", "cookie"]
}
