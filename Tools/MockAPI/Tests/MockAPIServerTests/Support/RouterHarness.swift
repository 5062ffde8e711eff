import EmbeddedCatalog
import Foundation
import Hummingbird
import HummingbirdTesting
import MockAPIServer

/// Runs a `MockAPI` in-process behind HummingbirdTesting's router client.
enum RouterHarness {
  static func run<Result: Sendable>(
    _ configuration: MockAPIConfiguration = MockAPIConfiguration(),
    _ body: @Sendable (any TestClientProtocol, MockAPI) async throws -> Result
  ) async throws -> Result {
    let mock = MockAPI(configuration: configuration)
    return try await mock.makeApplication().test(.router) { client in try await body(client, mock) }
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
  static let news = EmbeddedNewsCatalog.standard
}

extension TestClientProtocol {
  func get(_ uri: String, headers: HTTPFields = [:]) async throws -> TestResponse {
    try await execute(uri: uri, method: .get, headers: headers)
  }

  func post(_ uri: String, json: String) async throws -> TestResponse {
    try await execute(
      uri: uri, method: .post, headers: [.contentType: "application/json"], body: ByteBuffer(string: json))
  }
}

extension TestResponse {
  var bytes: [UInt8] { Array(body.readableBytesView) }
  var data: Data { Data(body.readableBytesView) }
  var text: String { String(decoding: body.readableBytesView, as: UTF8.self) }

  func header(_ name: String) -> String? {
    HTTPFields.Element.Name(name).flatMap { headers[$0] }
  }

  /// The body as a JSON object or array.
  var json: Any? { try? JSONSerialization.jsonObject(with: data) }
}
