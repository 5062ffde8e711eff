import Foundation
import NetworkLayer

@testable import NetworkLayerLive

/// Answers, services and transports the live tests share.
enum Fixtures {
  static let base = URL(test: "http://127.0.0.1:9/")
  /// Where the transports of these tests keep Unsplash's and NewsAPI's rate limits and saved answers.
  static let unsplashKey = "unsplash http://127.0.0.1:9"
  static let newsKey = "newsapi http://127.0.0.1:9"

  static func photoJSON(id: String, description: String? = "A lake", user: String = "Jane Doe") -> String {
    let description = description.map { "\"\($0)\"" } ?? "null"
    return """
      {"id":"\(id)","slug":"x-\(id)","created_at":"2016-05-03T11:00:28-04:00","updated_at":"2024-01-01T00:00:00Z",
      "width":5245,"height":3497,"color":"#60544D","blur_hash":"LEHV6nWB2yk8pyo0adR*.7kCMdnj","likes":12,
      "liked_by_user":false,"description":\(description),"alt_description":null,"sponsorship":null,
      "urls":{"raw":"https://images.example/\(id)","full":"https://images.example/\(id)?q=85",
      "regular":"https://images.example/\(id)?w=1080","small":"https://images.example/\(id)?w=400",
      "thumb":"https://images.example/\(id)?w=200","small_s3":"https://s3.example/\(id)"},
      "links":{"self":"https://api.unsplash.com/photos/\(id)","html":"https://unsplash.com/photos/\(id)"},
      "user":{"id":"u-\(id)","username":"jane","name":"\(user)","portfolio_url":null,"bio":null,
      "links":{"self":"https://api.unsplash.com/users/jane"},"profile_image":{"small":"https://x/s"}}}
      """
  }

  static func photosJSON(_ ids: [String]) -> Data {
    Data(("[" + ids.map { photoJSON(id: $0) }.joined(separator: ",") + "]").utf8)
  }

  static func ok(_ body: Data, headers: [String: String] = [:]) -> ScriptedHTTP.Step {
    .respond(
      HTTPResponse(status: 200, headers: ["Content-Type": "application/json"].merging(headers) { $1 }, body: body))
  }

  static func status(_ status: Int, _ body: String, headers: [String: String] = [:]) -> ScriptedHTTP.Step {
    .respond(HTTPResponse(status: status, headers: headers, body: Data(body.utf8)))
  }

  static let refused = ScriptedHTTP.Step.fail(.transport(host: "127.0.0.1:9", detail: .connectionRefused))

  /// A transport to Unsplash at `base` over `http`, with recorded sleeps, a settable wall clock and
  /// in-memory rate limits and cache unless given.
  static func transport(
    _ http: ScriptedHTTP, clock: RecordingClock = RecordingClock(), now: TestNow = TestNow(),
    rateLimits: RateLimitStore = .inMemory(), cache: ResponseCache = .inMemory(), retry: RetryPolicy = RetryPolicy()
  ) -> ServiceTransport {
    ServiceTransport(
      service: .unsplash(baseURL: base), http: http.client, retry: retry, clock: clock, now: now.closure,
      random: { 0.5 }, rateLimits: rateLimits, cache: cache)
  }
}

extension URL {
  /// A URL from a literal written in the test; a typo fails the test at that line.
  init(test string: String) {
    // swift-format-ignore: NeverForceUnwrap
    self = URL(string: string)!
  }
}
