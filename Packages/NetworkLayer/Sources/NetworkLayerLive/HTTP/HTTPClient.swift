import NetworkLayer

/// Sends one HTTP request and returns the whole response; the seam every service client talks
/// through, so tests replace the network in-process.
///
/// ```swift
/// let network = HTTPClient.urlSession()
/// let canned = HTTPClient { _ in HTTPResponse(status: 200, body: Data("[]".utf8)) }
/// let response = try await canned.send(HTTPRequest(url: URL(fileURLWithPath: "/photos")))
/// response.status  // 200
/// ```
public struct HTTPClient: Sendable {
  /// Sends `request`. Fails with ``NetworkError`` `.transport` or `.timeout`; any status is a response.
  public var send: @Sendable (_ request: HTTPRequest) async throws -> HTTPResponse

  public init(send: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) {
    self.send = send
  }
}
