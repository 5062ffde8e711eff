import EmbeddedCatalog
import Foundation
import Hummingbird

/// Carries out a ``HostileBehaviour`` for one API request: on the wire (drip, slow head, silence), as a
/// body no honest server sends (oversized, bomb, huge list, echo, endless pages), or as an honest answer with
/// a twist (cookies, a huge `Link`, escape sequences, numbers out of range, a huge total).
struct HostileReplies: Sendable {
  let state: MockAPIState
  let catalog: EmbeddedPhotoCatalog

  /// The hostile response, or `nil` where the behaviour leaves this request honest (a redirected request,
  /// endless pages on a route that is not a list).
  func respond(
    _ decision: FaultDecision, service: APIService, request: Request, context: MockRequestContext,
    errorBody: FaultInjector.ErrorBody, honest: () async throws -> APIReply
  ) async throws -> Response? {
    let bytes = decision.hostileBytes ?? decision.hostile.defaultBytes ?? 0
    switch decision.hostile {
    case .none:
      return nil
    case .dripBytes, .slowHeaders:
      let reply = try await honest()
      let headOnly = decision.hostile == .slowHeaders
      _ = await context.channel.armFault(.trickle(milliseconds: max(decision.hostileIntervalMs, 1), headOnly: headOnly))
      return reply.response
    case .silence:
      _ = await context.channel.armFault(.silence)
      return Response(status: .ok)
    case .oversizedBody:
      return Self.paddedArray(bytes: bytes)
    case .gzipBomb:
      return Self.gzipBomb(inflatingTo: bytes)
    case .hugeList:
      return service == .unsplash ? hugeList(request, items: decision.hostileItems) : nil
    case .redirectOtherOrigin:
      let target = state.witnessBaseURL ?? "http://127.0.0.1:9"
      return Self.redirect(to: target + Self.pathAndQuery(request))
    case .redirectSameOrigin:
      guard request.query("redirected") == nil else { return nil }
      let query = request.uri.query.map { "?\($0)&redirected=1" } ?? "?redirected=1"
      return Self.redirect(to: request.baseURL(bound: state.baseURL) + request.uri.path + query)
    case .echoKey:
      return Self.echo(request, service: service, bytes: bytes).response
    case .endlessPages, .endlessRepeat:
      guard service == .unsplash, request.uri.path == "/photos" else { return nil }
      return endless(request, fresh: decision.hostile == .endlessPages).response
    case .retryAfterForever:
      var reply = errorBody(.tooManyRequests)
      reply.headers[.retryAfter] = "Fri, 31 Dec 9999 23:59:59 GMT"
      return reply.response
    case .endlessPicture:
      return Self.endless(contentLength: nil, every: decision.dripMs)
    case .hugePictureLength:
      return Self.endless(contentLength: 1_000_000_000_000, every: decision.dripMs)
    case .gzipPicture:
      var response = Self.gzipBomb(inflatingTo: bytes)
      response.headers[.contentType] = "image/png"
      return response
    case .pictureRetryAfterForever:
      var reply = APIReply.text(.tooManyRequests, "Too Many Requests")
      reply.headers[.retryAfter] = "Fri, 31 Dec 9999 23:59:59 GMT"
      return reply.response
    case .hugePictures:
      return APIReply(status: .ok, headers: [.contentType: "image/png"], body: LargePicture.standard).response
    case .controlCharacters, .outOfRangeNumbers, .setCookie, .hugeLinkHeader, .hugeTotal, .impossibleSizes,
      .badArticleLinks:
      return Self.twisted(
        try await honest(), decision.hostile, bytes: bytes, base: request.baseURL(bound: state.baseURL)
      )
      .response
    }
  }

  /// An honest answer with one twist.
  static func twisted(_ honest: APIReply, _ behaviour: HostileBehaviour, bytes: Int, base: String) -> APIReply {
    var reply = honest
    switch behaviour {
    case .setCookie:
      reply.setHeader("Set-Cookie", "mosaic-mock-session=1; Path=/; Max-Age=86400")
    case .hugeLinkHeader:
      let padding = String(repeating: "a", count: max(bytes - base.utf8.count - 40, 0))
      reply.setHeader("Link", "<\(base)/photos?page=2&pad=\(padding)>; rel=\"next\"")
    case .hugeTotal:
      reply.setHeader("X-Total", String(Int.max))
    case .controlCharacters:
      reply.body = Array(Self.withControlCharacters(String(decoding: reply.body, as: UTF8.self)).utf8)
    case .outOfRangeNumbers:
      reply.body = Array(Self.withNumbersOutOfRange(String(decoding: reply.body, as: UTF8.self)).utf8)
    case .impossibleSizes:
      reply.body = Array(Self.withImpossibleSizes(String(decoding: reply.body, as: UTF8.self)).utf8)
    case .badArticleLinks:
      reply.body = Array(Self.withBadArticleLinks(String(decoding: reply.body, as: UTF8.self)).utf8)
    default:
      break
    }
    return reply
  }

  /// What ``HostileBehaviour/controlCharacters`` puts at the start of every description, name and title:
  /// an OSC window title, a screen clear, colour, a forged line and a right-to-left override, escaped as JSON.
  static let controlSequence = #"\u001b]0;mosaic-pwned\u0007\u001b[2J\u001b[31m\r\nError: forged line\u202e "#

  static func withControlCharacters(_ json: String) -> String {
    ["\"description\":\"", "\"name\":\"", "\"title\":\""].reduce(json) { text, field in
      text.replacingOccurrences(of: field, with: field + controlSequence)
    }
  }

  static func withNumbersOutOfRange(_ json: String) -> String {
    json.replacing(/"width":\d+/, with: #""width":1e400"#)
      .replacing(/"likes":\d+/, with: #""likes":99999999999999999999"#)
  }

  static func withImpossibleSizes(_ json: String) -> String {
    json.replacing(/"width":\d+/, with: "\"width\":\(Int.max)").replacing(/"height":\d+/, with: "\"height\":1")
  }

  /// What ``HostileBehaviour/badArticleLinks`` puts in the first articles' `url`, in this order.
  static let badArticleLinks = ["--new-window", "file:///etc/passwd", "javascript:alert(1)", "data:text/html,hi", ""]

  /// The first articles' `url` fields (never `urlToImage`) replaced by ``badArticleLinks``.
  static func withBadArticleLinks(_ json: String) -> String {
    var text = json
    var searchFrom = text.startIndex
    for link in badArticleLinks {
      guard let match = text[searchFrom...].firstMatch(of: /"url":"(?:[^"\\]|\\.)*"/) else { break }
      let replacement = "\"url\":\"\(link)\""
      text.replaceSubrange(match.range, with: replacement)
      searchFrom = text.index(match.range.lowerBound, offsetBy: replacement.count)
    }
    return text
  }

  static func redirect(to location: String) -> Response {
    var reply = APIReply.text(.found, "Moved")
    reply.setHeader("Location", location)
    return reply.response
  }

  static func pathAndQuery(_ request: Request) -> String {
    request.uri.path + (request.uri.query.map { "?\($0)" } ?? "")
  }
}
