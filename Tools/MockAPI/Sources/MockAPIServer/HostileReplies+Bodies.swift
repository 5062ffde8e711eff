import EmbeddedCatalog
import Foundation
import Hummingbird
import Models
import NIOCore

extension HostileReplies {
  /// The chunk size of streamed hostile bodies.
  static let chunk = 64 * 1024

  /// `[` + spaces + `]`, `bytes` long in all, announced with its `Content-Length`, streamed in chunks.
  static func paddedArray(bytes: Int) -> Response {
    let total = max(bytes, 2)
    let body = ResponseBody(contentLength: total) { writer in
      try await writer.write(ByteBuffer(bytes: [UInt8(ascii: "[")]))
      var left = total - 2
      let spaces = ByteBuffer(repeating: UInt8(ascii: " "), count: chunk)
      while left > 0 {
        let count = min(left, chunk)
        try await writer.write(count == chunk ? spaces : ByteBuffer(repeating: UInt8(ascii: " "), count: count))
        left -= count
      }
      try await writer.write(ByteBuffer(bytes: [UInt8(ascii: "]")]))
      try await writer.finish(nil)
    }
    return Response(status: .ok, headers: [.contentType: APIReply.jsonType], body: body)
  }

  /// A PNG that never ends: its signature, then chunk after chunk until the client goes away — as fast as
  /// the client reads, or one chunk every `milliseconds` when above 0 (`--drip-ms`). With `contentLength`,
  /// announced as that long.
  static func endless(contentLength: Int?, every milliseconds: Int = 0) -> Response {
    let filler = ByteBuffer(repeating: 0x5A, count: chunk)
    let write: @Sendable (inout any ResponseBodyWriter) async throws -> Void = { writer in
      try await writer.write(ByteBuffer(bytes: PNGEncoder.signature))
      while !Task.isCancelled {
        if milliseconds > 0 { try await Task.sleep(for: .milliseconds(milliseconds)) }
        try await writer.write(filler)
      }
      try await writer.finish(nil)
    }
    return Response(
      status: .ok, headers: [.contentType: "image/png"], body: ResponseBody(contentLength: contentLength, write))
  }

  /// A gzip stream inflating to `bytes`, chunked (no `Content-Length`, so only counting can stop it).
  static func gzipBomb(inflatingTo bytes: Int) -> Response {
    let stream = GzipBomb.bytes(inflatingTo: bytes)
    let body = ResponseBody { writer in
      var offset = 0
      while offset < stream.count {
        let end = min(offset + chunk, stream.count)
        try await writer.write(ByteBuffer(bytes: stream[offset..<end]))
        offset = end
      }
      try await writer.finish(nil)
    }
    var headers: HTTPFields = [.contentType: APIReply.jsonType]
    headers.set("Content-Encoding", "gzip")
    return Response(status: .ok, headers: headers, body: body)
  }

  /// A JSON array of `items` photos, each the first catalog photo under a new id, chunked.
  func hugeList(_ request: Request, items: Int) -> Response {
    let json = UnsplashPhotoJSON(baseURL: request.baseURL(bound: state.baseURL))
    guard let photo = catalog.photos.first else { return APIReply.json(.ok, data: Data("[]".utf8)).response }
    let object = String(decoding: json.data(for: photo), as: UTF8.self)
    let template = object.replacingOccurrences(of: "\"id\":\"\(photo.id)\"", with: "\"id\":\"ID\"")
    let body = ResponseBody { writer in
      try await writer.write(ByteBuffer(bytes: [UInt8(ascii: "[")]))
      var index = 0
      while index < items {
        var batch = ""
        for number in index..<min(index + 500, items) {
          batch +=
            (number == 0 ? "" : ",") + template.replacingOccurrences(of: "\"id\":\"ID\"", with: "\"id\":\"h\(number)\"")
        }
        try await writer.write(ByteBuffer(string: batch))
        index += 500
      }
      try await writer.write(ByteBuffer(bytes: [UInt8(ascii: "]")]))
      try await writer.finish(nil)
    }
    return Response(status: .ok, headers: [.contentType: APIReply.jsonType], body: body)
  }

  /// Status 400 in the service's dialect, saying back every header the request carried (the key too),
  /// padded to `bytes`.
  static func echo(_ request: Request, service: APIService, bytes: Int) -> APIReply {
    let headers = request.headers.map { "\($0.name.rawName): \($0.value)" }.sorted().joined(separator: "; ")
    let said = "Bad request; you sent \(headers)"
    let padding = String(repeating: "x", count: max(bytes - said.utf8.count - 64, 0))
    switch service {
    case .news:
      return .json(
        .badRequest, ["status": "error", "code": "parameterInvalid", "message": said + " " + padding],
        encoder: JSONEncoder())
    case .unsplash, .images:
      return UnsplashRoutes.errors(.badRequest, said, padding)
    }
  }

  /// A full page of photos that always claims a next page: the same first photos again, or photos under
  /// ids never used before (`<id>-p<page>`).
  func endless(_ request: Request, fresh: Bool) -> APIReply {
    let page = min(max(Int(request.query("page") ?? "") ?? 1, 1), Int.max - 1)
    let perPage = min(max(Int(request.query("per_page") ?? "") ?? 10, 1), UnsplashRoutes.maximumPerPage)
    let photos = (0..<perPage).map { catalog.photos[$0 % max(catalog.photos.count, 1)] }
    let base = request.baseURL(bound: state.baseURL)
    var text = String(decoding: UnsplashPhotoJSON(baseURL: base).data(for: photos), as: UTF8.self)
    if fresh {
      for photo in photos {
        text = text.replacingOccurrences(of: "\"id\":\"\(photo.id)\"", with: "\"id\":\"\(photo.id)-p\(page)\"")
      }
    }
    var reply = APIReply.json(.ok, data: Data(text.utf8))
    reply.setHeader("X-Per-Page", String(perPage))
    reply.setHeader("Link", "<\(base)/photos?page=\(page + 1)&per_page=\(perPage)>; rel=\"next\"")
    return reply
  }
}
