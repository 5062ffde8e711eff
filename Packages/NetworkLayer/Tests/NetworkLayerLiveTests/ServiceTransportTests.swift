import Core
import Foundation
import NetworkLayer
import Testing

@testable import NetworkLayerLive

@Suite struct ServiceTransportTests {
  let request = HTTPRequest(url: URL(test: "http://127.0.0.1:9/photos?page=1&per_page=30"))

  func get(_ transport: ServiceTransport) async throws -> Fetched<String> {
    try await transport.get(
      request,
      mapError: { response, request in
        .httpStatus(transport.service, status: response.status, serviceMessage: nil, path: request.displayPath)
      }
    ) { response in
      guard let text = String(data: response.body, encoding: .utf8), text.hasPrefix("ok") else {
        throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not ok"))
      }
      return text
    }
  }

  @Test func serverErrors_areRetriedWithBackoff_untilSuccess() async throws {
    let http = ScriptedHTTP([Fixtures.status(500, "boom"), Fixtures.status(503, "busy"), Fixtures.ok(Data("ok".utf8))])
    let clock = RecordingClock()
    let fetched = try await get(Fixtures.transport(http, clock: clock))
    #expect(fetched.value == "ok")
    #expect(fetched.freshness == .live)
    #expect(http.requests.count == 3)
    // 250 ms then 500 ms before jitter; random 0.5 keeps three quarters of each.
    #expect(clock.sleeps == [.milliseconds(187.5), .milliseconds(375)])
  }

  @Test func transportFailuresAndTimeouts_areRetried() async throws {
    let timeout = ScriptedHTTP.Step.fail(.timeout(host: "127.0.0.1:9", after: .seconds(15)))
    let http = ScriptedHTTP([Fixtures.refused, timeout, Fixtures.ok(Data("ok".utf8))])
    let fetched = try await get(Fixtures.transport(http))
    #expect(fetched.value == "ok")
    #expect(http.requests.count == 3)
  }

  @Test func aPersistentTimeout_isRestatedWithTheServicesNameAndHost() async throws {
    let timeout = ScriptedHTTP.Step.fail(.timeout(host: "127.0.0.1:9", after: .seconds(15)))
    let http = ScriptedHTTP([timeout])
    let error = await #expect(throws: NetworkError.self) { try await get(Fixtures.transport(http, retry: .none)) }
    #expect(error?.code == .timeout)
    #expect(error?.service == "Unsplash")
    #expect(error?.host == "127.0.0.1:9")
    #expect(error?.timeLimit == .seconds(15))
  }

  @Test func persistentFailure_givesUpAfterMaxAttempts_withTheLastError() async throws {
    let http = ScriptedHTTP(Array(repeating: Fixtures.status(500, "boom"), count: 4))
    let clock = RecordingClock()
    let error = await #expect(throws: NetworkError.self) { try await get(Fixtures.transport(http, clock: clock)) }
    #expect(error?.code == .httpStatus)
    #expect(error?.status == 500)
    #expect(error?.service == "Unsplash")
    #expect(error?.path == "/photos?page=1&per_page=30")
    #expect(http.requests.count == 4)
    #expect(clock.sleeps.count == 3)
  }

  @Test(arguments: [400, 401, 403, 404, 422])
  func clientErrors_areNeverRetried(status: Int) async throws {
    let http = ScriptedHTTP([Fixtures.status(status, "{\"errors\":[\"no\"]}")])
    await #expect(throws: NetworkError.self) { try await get(Fixtures.transport(http)) }
    #expect(http.requests.count == 1)
  }

  @Test func retryAfter_isHonoured_forA503() async throws {
    let http = ScriptedHTTP([
      Fixtures.status(503, "busy", headers: ["Retry-After": "3"]), Fixtures.ok(Data("ok".utf8)),
    ])
    let clock = RecordingClock()
    _ = try await get(Fixtures.transport(http, clock: clock))
    #expect(clock.sleeps == [.seconds(3)])
  }

  @Test func retryAfter_longerThanTheLimit_endsTheRetries() async throws {
    let http = ScriptedHTTP([Fixtures.status(503, "busy", headers: ["Retry-After": "600"])])
    let clock = RecordingClock()
    await #expect(throws: NetworkError.self) { try await get(Fixtures.transport(http, clock: clock)) }
    #expect(http.requests.count == 1)
    #expect(clock.sleeps.isEmpty)
  }

  @Test func tooManyRequests_withAShortRetryAfter_waitsAndRetries() async throws {
    let http = ScriptedHTTP([
      Fixtures.status(429, "slow down", headers: ["Retry-After": "2"]), Fixtures.ok(Data("ok".utf8)),
    ])
    let clock = RecordingClock()
    #expect(try await get(Fixtures.transport(http, clock: clock)).value == "ok")
    #expect(clock.sleeps == [.seconds(2)])
  }

  @Test func plainTextRateLimit_blocksFurtherCalls_untilTheWindowPasses() async throws {
    let http = ScriptedHTTP([
      Fixtures.status(403, "Rate Limit Exceeded", headers: ["Content-Type": "text/plain"]),
      Fixtures.ok(Data("ok".utf8)),
    ])
    let now = TestNow()
    let limits = RateLimitStore.inMemory()
    let transport = Fixtures.transport(http, now: now, rateLimits: limits)

    let first = await #expect(throws: NetworkError.self) { try await get(transport) }
    #expect(first?.code == .rateLimited)
    #expect(first?.status == 403)
    #expect(first?.serviceMessage == "Rate Limit Exceeded")
    #expect(first?.retryAt == now.value.addingTimeInterval(3600))
    #expect(first?.observedAt == now.value)
    #expect(first?.variable == "UNSPLASH_ACCESS_KEY")
    // The wait is counted on the transport's clock, not the wall clock of whoever prints the message.
    #expect(first?.message.contains("(in 60 minutes)") == true)

    now.advance(by: 1800)
    let second = await #expect(throws: NetworkError.self) { try await get(transport) }
    #expect(second?.code == .rateLimited)
    #expect(second?.retryAt == first?.retryAt)
    #expect(http.requests.count == 1, "a spent budget must not be spent again")

    now.advance(by: 1801)
    #expect(try await get(transport).value == "ok")
    #expect(http.requests.count == 2)
  }

  @Test func remainingZero_onASuccess_blocksTheNextCall_whichServesTheSavedAnswer() async throws {
    let http = ScriptedHTTP([
      Fixtures.ok(Data("ok".utf8), headers: ["X-Ratelimit-Limit": "50", "X-Ratelimit-Remaining": "0"])
    ])
    let limits = RateLimitStore.inMemory()
    let transport = Fixtures.transport(http, rateLimits: limits)
    #expect(try await get(transport).value == "ok")
    #expect(limits.load(Fixtures.unsplashKey)?.limit == 50)
    #expect(limits.load(Fixtures.unsplashKey)?.remaining == 0)
    let again = try await get(transport)
    guard case .cached(_, let reason) = again.freshness else {
      Issue.record("expected the saved answer, got \(again.freshness)")
      return
    }
    #expect(reason.code == .rateLimited)
    #expect(http.requests.count == 1)
    let other = HTTPRequest(url: URL(test: "http://127.0.0.1:9/photos?page=2&per_page=30"))
    let error = await #expect(throws: NetworkError.self) {
      try await transport.get(other, mapError: { _, _ in NetworkError(.unexpected) }) { _ in "" }
    }
    #expect(error?.code == .rateLimited)
    #expect(http.requests.count == 1)
  }

  @Test func remainingFigures_areRemembered() async throws {
    let http = ScriptedHTTP([Fixtures.ok(Data("ok".utf8), headers: ["X-Ratelimit-Remaining": "41"])])
    let limits = RateLimitStore.inMemory()
    _ = try await get(Fixtures.transport(http, rateLimits: limits))
    #expect(limits.load(Fixtures.unsplashKey)?.remaining == 41)
    #expect(limits.load(Fixtures.unsplashKey)?.blockedUntil == nil)
  }

  @Test func unreachableService_fallsBackToTheLastGoodAnswer() async throws {
    let http = ScriptedHTTP([Fixtures.ok(Data("ok first".utf8))] + Array(repeating: Fixtures.refused, count: 4))
    let now = TestNow()
    let transport = Fixtures.transport(http, now: now)
    #expect(try await get(transport).value == "ok first")
    let savedAt = now.value
    now.advance(by: 90)
    let fetched = try await get(transport)
    #expect(fetched.value == "ok first")
    guard case .cached(let date, let reason) = fetched.freshness else {
      Issue.record("expected a cached answer, got \(fetched.freshness)")
      return
    }
    #expect(date.timeIntervalSince1970.rounded() == savedAt.timeIntervalSince1970.rounded())
    #expect(reason.code == .transport)
    #expect(reason.service == "Unsplash")
    #expect(reason.host == "127.0.0.1:9")
    #expect(reason.detail == .connectionRefused)
    #expect(reason.variable == "MOSAIC_UNSPLASH_BASE_URL")
  }

  @Test func rateLimited_fallsBackToTheLastGoodAnswer() async throws {
    let http = ScriptedHTTP([Fixtures.ok(Data("ok first".utf8)), Fixtures.status(429, "{}")])
    let transport = Fixtures.transport(http)
    _ = try await get(transport)
    let fetched = try await get(transport)
    #expect(fetched.isStale)
  }

  @Test func clientErrors_neverFallBackToTheCache() async throws {
    let http = ScriptedHTTP([Fixtures.ok(Data("ok first".utf8)), Fixtures.status(404, "{}")])
    let transport = Fixtures.transport(http)
    _ = try await get(transport)
    await #expect(throws: NetworkError.self) { try await get(transport) }
  }

  /// Finding 18: the same server sends the same bytes again, so an answer that cannot be read is asked once.
  @Test func malformedBody_isNotRetried_andReportedAsBadResponse() async throws {
    let http = ScriptedHTTP(Array(repeating: Fixtures.ok(Data("{not json".utf8)), count: 4))
    let clock = RecordingClock()
    let error = await #expect(throws: NetworkError.self) { try await get(Fixtures.transport(http, clock: clock)) }
    #expect(error?.code == .badResponse)
    #expect(error?.service == "Unsplash")
    #expect(error?.path == "/photos?page=1&per_page=30")
    #expect(error?.detail == .invalidJSON("not ok"))
    #expect(error?.variable == "MOSAIC_UNSPLASH_BASE_URL")
    #expect(http.requests.count == 1)
    #expect(clock.sleeps.isEmpty)
  }

  @Test func aRepeatedTimeout_isRetriedOnce_eachMayTakeAWholeDeadline() async throws {
    let timeout = ScriptedHTTP.Step.fail(.timeout(host: "127.0.0.1:9", after: .seconds(30)))
    let http = ScriptedHTTP(Array(repeating: timeout, count: 4))
    let error = await #expect(throws: NetworkError.self) { try await get(Fixtures.transport(http)) }
    #expect(error?.code == .timeout)
    #expect(error?.variable == "MOSAIC_REQUEST_TIMEOUT")
    #expect(http.requests.count == 2)
  }

  @Test func malformedBody_isNeverSavedAsALastGoodAnswer() async throws {
    let cache = ResponseCache.inMemory()
    let http = ScriptedHTTP([Fixtures.ok(Data("garbage".utf8))])
    _ = try? await get(Fixtures.transport(http, cache: cache, retry: .none))
    #expect(cache.load("\(Fixtures.unsplashKey) GET /photos?page=1&per_page=30") == nil)
  }

  @Test(arguments: [
    ("120", 120), ("0", 0), ("Wed, 21 Oct 2015 07:28:30 GMT", 30), ("soon", -1),
  ])
  func retryAfter_parsesSecondsAndDates(value: String, expected: Int) {
    let now = Date(timeIntervalSince1970: 1_445_412_480)  // Wed, 21 Oct 2015 07:28:00 GMT
    let parsed = ServiceTransport.retryAfter(HTTPResponse(status: 503, headers: ["Retry-After": value]), now: now)
    #expect(parsed == (expected < 0 ? nil : .seconds(expected)))
  }
}
