import Foundation
import SafeText

/// An HTTP response with its whole body.
///
/// ```swift
/// let response = HTTPResponse(status: 200, headers: ["X-Total": "342"], body: Data("[]".utf8))
/// response.header("x-total")  // "342"
/// ```
public struct HTTPResponse: Hashable, Sendable {
  public var status: Int
  /// Header values keyed by lowercased name.
  public var headers: [String: String]
  public var body: Data
  /// The address the body came from, after redirects; nil when the client does not say.
  public var url: URL?

  public init(status: Int, headers: [String: String] = [:], body: Data = Data(), url: URL? = nil) {
    self.status = status
    self.url = url
    self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
    self.body = body
  }

  /// The value of the header `name`, compared case-insensitively.
  public func header(_ name: String) -> String? {
    headers[name.lowercased()]
  }

  public var isSuccess: Bool { (200..<300).contains(status) }

  /// The body as text, for error messages: at most `limit` characters on one line, control characters
  /// removed and `secrets` redacted.
  func bodyExcerpt(limit: Int = 160, redacting secrets: [String]) -> String {
    TerminalText.excerpt(utf8: body, limit: limit, redacting: secrets)
  }
}
