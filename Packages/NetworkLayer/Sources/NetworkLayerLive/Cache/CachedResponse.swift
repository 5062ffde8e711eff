import Foundation

/// The last good answer to one request, as saved on disk.
///
/// ```swift
/// let response = HTTPResponse(status: 200, headers: ["Set-Cookie": "s=1", "X-Total": "9"], body: Data("[]".utf8))
/// let saved = CachedResponse(key: "unsplash GET /photos?page=1", savedAt: Date(), response: response)
/// saved.headers  // ["x-total": "9"]: cookies and credentials are never kept
/// ```
public struct CachedResponse: Hashable, Sendable, Codable {
  /// The request it answers: service, path and query, credentials removed.
  public let key: String
  public let savedAt: Date
  public let status: Int
  /// Only the headers a client reads back (paging and totals); never cookies or credentials.
  public let headers: [String: String]
  public let body: Data

  public init(key: String, savedAt: Date, response: HTTPResponse) {
    self.key = key
    self.savedAt = savedAt
    self.status = response.status
    self.headers = response.headers.filter { Self.keptHeaders.contains($0.key) }
    self.body = response.body
  }

  /// The saved answer as a response again.
  public var response: HTTPResponse { HTTPResponse(status: status, headers: headers, body: body) }

  static let keptHeaders: Set<String> = ["content-type", "link", "x-total", "x-per-page"]
}
