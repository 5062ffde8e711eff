import Foundation
import Hummingbird

/// Wraps every API route: counts the request, draws its fault from the seeded generator, waits out the
/// latency, and turns the route's honest reply into what the fault asks for.
struct FaultInjector: Sendable {
  let state: MockAPIState
  /// The hostile behaviours, when one is set: the API's to Unsplash and NewsAPI requests, the pictures' to
  /// images.
  let hostile: HostileReplies

  /// The body of an injected error in `service`'s own dialect.
  typealias ErrorBody = @Sendable (_ status: HTTPResponse.Status) -> APIReply

  /// The largest number of chunks a dripped body is split into, and the smallest chunk.
  static let dripChunkLimit = 16
  static let dripMinimumChunk = 512

  func respond(
    _ service: APIService, request: Request, context: MockRequestContext, errorBody: ErrorBody,
    route: () async throws -> APIReply
  ) async throws -> Response {
    let decision = state.begin(service)
    if decision.latencyMs > 0 {
      try await Task.sleep(for: .milliseconds(decision.latencyMs))
    }
    if decision.hostile.isForPictures == (service == .images),
      let response = try await hostile.respond(
        decision, service: service, request: request, context: context, errorBody: errorBody, honest: route)
    {
      return response
    }
    var reply: APIReply
    switch decision.fault {
    case .drop:
      // The handler swallows this response and closes the connection; without one (router tests), close here.
      if await !context.channel.armFault(.drop) {
        try? await context.channel.close()
      }
      return Response(status: .ok)
    case .error:
      reply = errorBody(.injected(decision.errorStatus))
      if let retryAfter = decision.retryAfter { reply.headers[.retryAfter] = String(retryAfter) }
    case .none, .malformed, .truncate:
      reply = try await route()
    }
    switch decision.fault {
    case .malformed:
      reply = Self.malformed(reply, service: service)
    case .truncate:
      return await truncated(reply, context: context)
    case .none, .error, .drop:
      break
    }
    return decision.dripMs > 0 ? Self.dripped(reply, every: decision.dripMs) : reply.response
  }

  /// Status 200 and a body cut off in the middle of a JSON value, keeping the service's other headers.
  static func malformed(_ reply: APIReply, service: APIService) -> APIReply {
    var broken = reply
    broken.status = .ok
    switch service {
    case .unsplash, .news:
      broken.headers[.contentType] = APIReply.jsonType
      broken.body = Array(#"{"status":"ok","results":[{"id":"broken","urls":{"raw":"http://"#.utf8)
    case .images:
      broken.headers[.contentType] = "image/png"
      broken.body = Array("not a PNG: the mock API was told to send a malformed body".utf8)
    }
    return broken
  }

  /// Announces the whole body's length, sends half of it, then the handler closes the connection.
  private func truncated(_ reply: APIReply, context: MockRequestContext) async -> Response {
    var headers = reply.headers
    headers[.contentLength] = String(max(reply.body.count, 1))
    let sent = Array(reply.body.prefix(reply.body.count / 2))
    _ = await context.channel.armFault(.closeAfterFlush)
    return Response(status: reply.status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: sent)))
  }

  /// The whole body in up to ``dripChunkLimit`` chunks, `milliseconds` apart, with its real `Content-Length`.
  static func dripped(_ reply: APIReply, every milliseconds: Int) -> Response {
    let chunks = dripChunks(reply.body)
    var headers = reply.headers
    headers[.contentLength] = String(reply.body.count)
    let body = ResponseBody(contentLength: reply.body.count) { writer in
      for (index, chunk) in chunks.enumerated() {
        if index > 0 { try await Task.sleep(for: .milliseconds(milliseconds)) }
        try await writer.write(ByteBuffer(bytes: chunk))
      }
      try await writer.finish(nil)
    }
    return Response(status: reply.status, headers: headers, body: body)
  }

  static func dripChunks(_ body: [UInt8]) -> [[UInt8]] {
    guard !body.isEmpty else { return [] }
    let size = max(dripMinimumChunk, (body.count + dripChunkLimit - 1) / dripChunkLimit)
    return stride(from: 0, to: body.count, by: size).map { Array(body[$0..<min($0 + size, body.count)]) }
  }
}

extension HTTPResponse.Status {
  /// The status with its standard reason phrase, for the bodies of injected errors.
  static func injected(_ code: Int) -> HTTPResponse.Status {
    HTTPResponse.Status(code: code, reasonPhrase: reasonPhrases[code] ?? "Error")
  }

  private static let reasonPhrases: [Int: String] = [
    400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 408: "Request Timeout",
    409: "Conflict", 410: "Gone", 422: "Unprocessable Entity", 425: "Too Early", 429: "Too Many Requests",
    500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway", 503: "Service Unavailable",
    504: "Gateway Timeout",
  ]
}
