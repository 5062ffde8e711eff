import Foundation
import NetworkLayer
import SafeText

/// One request on its way through ``SessionDelegate``: what has arrived so far, and the rules that end it
/// early — the body cap, the redirect policy. Pure state; the delegate owns the locking and the ending.
struct Exchange {
  /// What the delegate should do after a step.
  enum Step: Equatable {
    /// Keep receiving.
    case proceed
    /// End now with this answer (an error answer cut to its excerpt).
    case respond(HTTPResponse)
    /// End now with this failure.
    case fail(NetworkError)
  }

  let request: HTTPRequest
  let redirects: RedirectPolicy
  private(set) var status: Int?
  private(set) var headers: [String: String] = [:]
  private(set) var body = Data()
  private(set) var redirectCount = 0
  /// Where the body comes from: the request's URL, or the last redirect's target.
  private(set) var currentURL: URL
  /// The most body bytes kept: the request's cap for a success, an excerpt's worth for an error answer.
  private var limit: Int
  /// Whether reaching ``limit`` ends with what arrived (error answers) rather than a failure.
  private var keepsExcerpt = false

  init(request: HTTPRequest, redirects: RedirectPolicy) {
    self.request = request
    self.redirects = redirects
    self.limit = request.maximumBodyBytes
    self.currentURL = request.url
  }

  /// The status line and headers arrived.
  mutating func receive(status: Int, headers: [String: String], expectedLength: Int64) -> Step {
    self.status = status
    self.headers = headers
    guard (200..<300).contains(status) else {
      limit = min(limit, ResponseLimits.errorBody)
      keepsExcerpt = true
      return .proceed
    }
    if request.refusesEncodedBody, let encoding = Self.encoding(headers), encoding != "identity" {
      return .fail(
        NetworkError(
          .badResponse, host: request.hostDescription, detail: .compressed(TerminalText.excerpt(encoding, limit: 40)),
          path: request.displayPath))
    }
    // `Content-Length` is the size on the wire, before any decompression: refuse a body announced too big.
    return expectedLength > Int64(limit) ? .fail(tooLarge) : .proceed
  }

  /// Body bytes arrived (already decompressed).
  mutating func receive(_ data: Data) -> Step {
    guard body.count + data.count > limit else {
      body.append(data)
      return .proceed
    }
    guard keepsExcerpt, let status else { return .fail(tooLarge) }
    body.append(data.prefix(limit - body.count))
    return .respond(HTTPResponse(status: status, headers: headers, body: body, url: currentURL))
  }

  /// The server redirects to `target`: whether to follow, or how the request fails.
  mutating func redirect(to target: URL?) -> Step {
    let from = Origin(request.url)
    let to = target.flatMap(Origin.init)
    let allowed =
      switch redirects {
      case .sameOrigin: from != nil && from == to
      // A request without a key may go to any web address; one with a key stays where the key belongs.
      case .anyWebOrigin: request.secrets.isEmpty ? ["http", "https"].contains(to?.scheme) : from != nil && from == to
      case .none: false
      }
    guard allowed, let target else {
      return .fail(
        NetworkError(
          .redirectRefused, host: request.hostDescription, path: request.displayPath,
          value: to?.description ?? target.map { TerminalText.excerpt($0.absoluteString, limit: 80) } ?? "?"))
    }
    redirectCount += 1
    guard redirectCount <= RedirectPolicy.maximumRedirects else {
      return .fail(
        NetworkError(
          .redirectRefused, host: request.hostDescription, detail: .tooManyRedirects(RedirectPolicy.maximumRedirects),
          path: request.displayPath))
    }
    currentURL = target
    return .proceed
  }

  /// The transfer ended without error: the answer as received. Foundation does not announce the status of a
  /// 301, 302, 303 or 307 it could not follow (no `Location`); the task's own response stands in.
  func completed(fallbackStatus: Int?, fallbackHeaders: [String: String]) -> Step {
    guard let status = status ?? fallbackStatus else {
      return .fail(.transport(host: request.hostDescription, detail: .notHTTP))
    }
    let headers = self.status == nil ? fallbackHeaders : headers
    return .respond(HTTPResponse(status: status, headers: headers, body: body, url: currentURL))
  }

  /// The `Content-Encoding` of `headers`, lowercased, when one is named.
  private static func encoding(_ headers: [String: String]) -> String? {
    let value = headers.first { $0.key.lowercased() == "content-encoding" }?.value
    let trimmed = value?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
    return trimmed.isEmpty ? nil : trimmed
  }

  private var tooLarge: NetworkError {
    NetworkError(.badResponse, host: request.hostDescription, detail: .tooLarge(limit), path: request.displayPath)
  }
}
