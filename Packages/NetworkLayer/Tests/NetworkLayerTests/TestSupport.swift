import Foundation
import Synchronization

@testable import NetworkLayer

/// An in-process network: answers requests from a script, in order, and records what was sent.
/// Running past the script is a test failure surfaced as an unexpected error.
final class ScriptedHTTP: Sendable {
  enum Step: Sendable {
    case respond(HTTPResponse)
    case fail(NetworkError)
  }

  private let state: Mutex<(steps: [Step], requests: [HTTPRequest])>

  init(_ steps: [Step]) {
    state = Mutex((steps, []))
  }

  var client: HTTPClient {
    HTTPClient { request in
      let step = self.state.withLock { state -> Step? in
        state.requests.append(request)
        return state.steps.isEmpty ? nil : state.steps.removeFirst()
      }
      switch step {
      case .respond(let response): return response
      case .fail(let error): throw error
      case nil: throw NetworkError(kind: .unexpected, message: "The script has no answer for '\(request.url)'.")
      }
    }
  }

  var requests: [HTTPRequest] { state.withLock { $0.requests } }
  var remainingSteps: Int { state.withLock { $0.steps.count } }
}

/// A clock whose sleeps return at once and are recorded, so retry tests never wait.
final class RecordingClock: Clock, Sendable {
  typealias Duration = Swift.Duration

  struct Instant: InstantProtocol {
    var offset: Swift.Duration
    func advanced(by duration: Swift.Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Swift.Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private let state = Mutex<(now: Instant, sleeps: [Swift.Duration])>((Instant(offset: .zero), []))

  var now: Instant { state.withLock { $0.now } }
  var minimumResolution: Swift.Duration { .zero }
  var sleeps: [Swift.Duration] { state.withLock { $0.sleeps } }

  func sleep(until deadline: Instant, tolerance: Swift.Duration?) async throws {
    state.withLock { state in
      state.sleeps.append(state.now.duration(to: deadline))
      state.now = max(state.now, deadline)
    }
  }
}

/// A settable wall clock for rate-limit windows.
final class TestNow: Sendable {
  private let date: Mutex<Date>
  init(_ date: Date = Date(timeIntervalSince1970: 1_800_000_000)) { self.date = Mutex(date) }
  var value: Date { date.withLock { $0 } }
  func advance(by seconds: TimeInterval) { date.withLock { $0 = $0.addingTimeInterval(seconds) } }
  var closure: @Sendable () -> Date { { self.value } }
}

enum Fixtures {
  static let base = URL(test: "http://127.0.0.1:9/")

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

  static let refused = ScriptedHTTP.Step.fail(.transport(host: "127.0.0.1:9", detail: "the connection was refused"))

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
