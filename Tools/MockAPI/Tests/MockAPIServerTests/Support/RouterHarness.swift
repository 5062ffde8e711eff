import EmbeddedCatalog
import Foundation
import Hummingbird
import MockAPIServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Runs a `MockAPI` on a real loopback listener and talks to it over URLSession, so route tests see
/// exactly what clients see (and the tool needs no test-only HTTP client package).
enum RouterHarness {
  static func run<Result: Sendable>(
    _ configuration: MockAPIConfiguration = MockAPIConfiguration(),
    _ body: @Sendable (HarnessClient, MockAPI) async throws -> Result
  ) async throws -> Result {
    try await LiveServer.run(configuration) { server in
      try await body(HarnessClient(server: server, session: .fresh()), server.mock)
    }
  }

  static let unsplashKey = "unsplash-test-key"
  static let newsKey = "news-test-key"
  static let unsplashAuth = fields(["Authorization": "Client-ID \(unsplashKey)"])
  static let newsAuth = fields(["X-Api-Key": newsKey])

  static func fields(_ pairs: [String: String]) -> HTTPFields {
    var fields = HTTPFields()
    for (name, value) in pairs {
      if let field = HTTPFields.Element.Name(name) { fields[field] = value }
    }
    return fields
  }

  static let photos = EmbeddedPhotoCatalog.standard
  static let news = EmbeddedNewsCatalog.reader
}

/// Sends requests to a ``LiveServer`` and returns whole responses.
struct HarnessClient: Sendable {
  let server: LiveServer
  let session: URLSession

  func execute(
    uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: Data? = nil
  )
    async throws -> HarnessResponse
  {
    var request = URLRequest(url: try server.url(uri))
    request.httpMethod = method.rawValue
    request.httpBody = body
    for field in headers {
      request.setValue(field.value, forHTTPHeaderField: field.name.rawName)
    }
    let (data, response) = try await session.data(for: request)
    guard let http = response as? HTTPURLResponse else { throw TestFailure("'\(uri)' gave no HTTP response") }
    var fields = HTTPFields()
    for case (let name as String, let value as String) in http.allHeaderFields {
      if let field = HTTPFields.Element.Name(name) { fields[field] = value }
    }
    return HarnessResponse(status: HTTPResponse.Status(code: http.statusCode), headers: fields, data: data)
  }

  func get(_ uri: String, headers: HTTPFields = [:]) async throws -> HarnessResponse {
    try await execute(uri: uri, method: .get, headers: headers)
  }

  func post(_ uri: String, json: String) async throws -> HarnessResponse {
    try await execute(uri: uri, method: .post, headers: [.contentType: "application/json"], body: Data(json.utf8))
  }
}

/// A whole HTTP response as a route test reads it.
struct HarnessResponse: Sendable {
  let status: HTTPResponse.Status
  let headers: HTTPFields
  let data: Data

  var bytes: [UInt8] { Array(data) }
  var text: String { String(decoding: data, as: UTF8.self) }

  func header(_ name: String) -> String? {
    HTTPFields.Element.Name(name).flatMap { headers[$0] }
  }

  /// The body as a JSON object or array.
  var json: Any? { try? JSONSerialization.jsonObject(with: data) }
}
