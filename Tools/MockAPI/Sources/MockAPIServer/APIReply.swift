import Foundation
import Hummingbird

/// A finished answer before faults touch it: status, headers and the whole body in memory, so the fault
/// injector can corrupt, cut or drip it.
struct APIReply: Sendable {
  var status: HTTPResponse.Status
  var headers: HTTPFields
  var body: [UInt8]

  init(status: HTTPResponse.Status, headers: HTTPFields = [:], body: [UInt8]) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  static let jsonType = "application/json; charset=utf-8"

  /// `value` encoded with `encoder`, as `application/json`.
  static func json(_ status: HTTPResponse.Status, _ value: some Encodable, encoder: JSONEncoder) -> APIReply {
    let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    return APIReply(status: status, headers: [.contentType: jsonType], body: Array(data))
  }

  /// Already serialised JSON.
  static func json(_ status: HTTPResponse.Status, data: Data) -> APIReply {
    APIReply(status: status, headers: [.contentType: jsonType], body: Array(data))
  }

  /// `text` as `text/plain`.
  static func text(_ status: HTTPResponse.Status, _ text: String) -> APIReply {
    APIReply(status: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Array(text.utf8))
  }

  /// The reply as a Hummingbird response with its `Content-Length`.
  var response: Response {
    var headers = headers
    headers[.contentLength] = String(body.count)
    return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
  }

  /// Sets a header whose name is a literal known to be a valid field name.
  mutating func setHeader(_ name: String, _ value: String) {
    headers.set(name, value)
  }
}

extension HTTPFields {
  /// A header field name, reached through the collection's element type.
  typealias Name = Element.Name

  /// Sets `name` to `value`; names here are literals, valid by construction.
  mutating func set(_ name: String, _ value: String) {
    if let field = Name(name) { self[field] = value }
  }

  /// The value of `name`, if present.
  func value(_ name: String) -> String? {
    Name(name).flatMap { self[$0] }
  }
}

extension Request {
  /// The first query parameter `name`, percent-decoded, with `+` read as a space as HTML forms send it.
  func query(_ name: String) -> String? {
    for pair in (uri.query ?? "").split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard Self.decode(parts[0]) == name else { continue }
      return parts.count > 1 ? Self.decode(parts[1]) : ""
    }
    return nil
  }

  private static func decode(_ raw: Substring) -> String {
    let spaced = raw.replacingOccurrences(of: "+", with: " ")
    return spaced.removingPercentEncoding ?? spaced
  }

  /// `http://127.0.0.1:PORT` as this server is reached: the bound address when known, else the `Host` header.
  func baseURL(bound: String?) -> String {
    if let bound { return bound }
    if let authority = head.authority, !authority.isEmpty { return "http://\(authority)" }
    return "http://127.0.0.1"
  }
}
