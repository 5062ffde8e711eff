import Foundation

/// A URL's origin — scheme, host and port, lowercased, with the scheme's default port filled in — the unit
/// of trust for keys, redirects, rate limits and saved answers.
///
/// ```swift
/// Origin(URL(fileURLWithPath: "/"))  // nil: no host
/// Origin(URL(string: "HTTP://Example.com/photos")!)?.description  // "http://example.com"
/// ```
public struct Origin: Hashable, Sendable, CustomStringConvertible {
  public let scheme: String
  public let host: String
  public let port: Int

  public init?(_ url: URL) {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      let scheme = components.scheme?.lowercased(), let host = components.host?.lowercased(), !host.isEmpty
    else { return nil }
    let defaultPort = Self.defaultPorts[scheme]
    guard let port = components.port ?? defaultPort else { return nil }
    self.scheme = scheme
    self.host = host
    self.port = port
  }

  /// `http://127.0.0.1:8080`, or `https://api.unsplash.com` on the default port; never credentials.
  public var description: String {
    let hostText = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    return port == Self.defaultPorts[scheme] ? "\(scheme)://\(hostText)" : "\(scheme)://\(hostText):\(port)"
  }

  static let defaultPorts = ["http": 80, "https": 443]
}
