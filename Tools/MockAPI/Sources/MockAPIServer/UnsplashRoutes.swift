import EmbeddedCatalog
import Foundation
import Hummingbird
import Models

/// The Unsplash dialect: `Authorization: Client-ID <key>`, an hourly budget answered with a plain-text 403
/// when spent, `X-Ratelimit-*` on every authorised answer, and `{"errors":[...]}` bodies.
struct UnsplashRoutes: Sendable {
  let catalog: EmbeddedPhotoCatalog
  let state: MockAPIState
  /// The accepted access key; `nil` accepts any non-empty key.
  let acceptedKey: String?

  static let invalidTokenMessage = "OAuth error: The access token is invalid"
  static let rateLimitBody = "Rate Limit Exceeded"
  static let maximumPerPage = 30
  static let defaultPerPage = 10

  static func errors(_ status: HTTPResponse.Status, _ messages: String...) -> APIReply {
    .json(status, ["errors": messages], encoder: UnsplashJSON.encoder)
  }

  /// Checks the key, spends the budget and adds the rate-limit headers around `route`.
  func authorised(_ request: Request, route: () throws(UnsplashFailure) -> APIReply) -> APIReply {
    guard isAuthorised(request) else {
      return Self.errors(.unauthorized, Self.invalidTokenMessage)
    }
    let outcome = state.spend(.unsplash)
    var reply: APIReply
    switch outcome {
    case .exhausted:
      reply = .text(.forbidden, Self.rateLimitBody)
    case .allowed:
      do {
        reply = try route()
      } catch {
        reply = Self.errors(error.status, error.message)
      }
    }
    reply.setHeader("X-Ratelimit-Limit", String(outcome.limit))
    reply.setHeader("X-Ratelimit-Remaining", String(outcome.remaining))
    return reply
  }

  private func isAuthorised(_ request: Request) -> Bool {
    let key: String?
    if let header = request.headers[.authorization] {
      let parts = header.split(separator: " ", maxSplits: 1)
      key = parts.count == 2 && parts[0].lowercased() == "client-id" ? String(parts[1]) : nil
    } else {
      key = request.query("client_id")
    }
    guard let key = key?.trimmingCharacters(in: .whitespaces), !key.isEmpty else { return false }
    return acceptedKey.map { $0 == key } ?? true
  }

  func json(_ request: Request) -> UnsplashPhotoJSON {
    UnsplashPhotoJSON(baseURL: request.baseURL(bound: state.baseURL))
  }

  /// A positive whole-number query parameter, `fallback` when absent.
  static func number(_ request: Request, _ name: String, fallback: Int) throws(UnsplashFailure) -> Int {
    guard let text = request.query(name) else { return fallback }
    guard let value = Int(text), value >= 1 else {
      throw UnsplashFailure(.badRequest, "\(name) must be a whole number of 1 or more, not '\(text)'")
    }
    return value
  }
}

/// A request the Unsplash dialect refuses, with the message that goes into `errors`.
struct UnsplashFailure: Error {
  let status: HTTPResponse.Status
  let message: String

  init(_ status: HTTPResponse.Status, _ message: String) {
    self.status = status
    self.message = message
  }
}
