import Foundation
import NetworkLayer
import TestExpectations
import Testing

@testable import NetworkLayerLive

/// Image requests over HTTP: validators, no credentials, retries, the rate-limit memory per image host.
@Suite struct ImageSourceHTTPTests {
  let url = URL(string: "http://127.0.0.1:9/img/a?w=16") ?? URL(fileURLWithPath: "/")

  @Test func conditionalRequest_sendsTheETag_andNoCredentials() async throws {
    let http = ScriptedHTTP([.respond(HTTPResponse(status: 304, headers: ["Cache-Control": "max-age=60"]))])
    let source = ImageSource.http(http: http.client, rateLimits: .inMemory(), clock: RecordingClock())
    #expect(try await source.fetch(url, "\"v1\"") == .notModified(maxAge: 60))
    let sent = try #require(http.requests.first)
    #expect(sent.headers["If-None-Match"] == "\"v1\"")
    expectAll(sent.headers.keys) { !["authorization", "cookie"].contains($0.lowercased()) }
  }

  @Test func download_keepsETagAndMaxAge() async throws {
    let body = Data([1, 2, 3])
    let http = ScriptedHTTP([
      .respond(
        HTTPResponse(status: 200, headers: ["ETag": "\"v2\"", "Cache-Control": "public, max-age=31536000"], body: body))
    ])
    let source = ImageSource.http(http: http.client, rateLimits: .inMemory(), clock: RecordingClock())
    #expect(try await source.fetch(url, nil) == .downloaded(body, etag: "\"v2\"", maxAge: 31_536_000))
  }

  @Test func serverErrors_areRetried_thenTyped() async throws {
    let clock = RecordingClock()
    let http = ScriptedHTTP([
      .respond(HTTPResponse(status: 503)), .fail(NetworkError(.transport, host: "127.0.0.1:9")),
      .respond(HTTPResponse(status: 503)),
    ])
    let source = ImageSource.http(http: http.client, rateLimits: .inMemory(), clock: clock, random: { 0 })
    let error = await #expect(throws: ImageError.self) { try await source.fetch(url, nil) }
    #expect(error?.code == .httpStatus && error?.status == 503)
    #expect(http.requests.count == 3 && clock.sleeps.count == 2)
  }

  @Test func tooManyRequests_blocksTheHostForEveryLaterFetch() async throws {
    let now = TestNow()
    let limits = RateLimitStore.inMemory()
    let http = ScriptedHTTP([.respond(HTTPResponse(status: 429, headers: ["Retry-After": "120"]))])
    let source = ImageSource.http(http: http.client, rateLimits: limits, clock: RecordingClock(), now: now.closure)
    let first = await #expect(throws: ImageError.self) { try await source.fetch(url, nil) }
    #expect(first?.code == .rateLimited && first?.retryAt == now.value + 120)
    let second = await #expect(throws: ImageError.self) { try await source.fetch(url, nil) }
    #expect(second?.code == .rateLimited && http.requests.count == 1)
    #expect(limits.load("images:127.0.0.1:9")?.blockedUntil == now.value + 120)
  }

  // Issue 19: a 429 asking to wait until the year 9999 blocked pictures until the year 5195.
  @Test func aRetryAfterForever_pausesTheHostForOneWindowAtMost() async throws {
    let now = TestNow()
    let limits = RateLimitStore.inMemory()
    let http = ScriptedHTTP([
      .respond(HTTPResponse(status: 429, headers: ["Retry-After": "Fri, 31 Dec 9999 23:59:59 GMT"]))
    ])
    let source = ImageSource.http(http: http.client, rateLimits: limits, clock: RecordingClock(), now: now.closure)
    let error = await #expect(throws: ImageError.self) { try await source.fetch(url, nil) }
    let window = ImageSource.rateLimitWindow.seconds
    #expect(error?.code == .rateLimited && error?.retryAt == now.value + window)
    #expect(limits.load("images:127.0.0.1:9")?.blockedUntil == now.value + window)
  }

  @Test func aPauseSavedLongAgo_endsOneWindowAfterItWasSeen() async throws {
    let now = TestNow()
    let limits = RateLimitStore.inMemory()
    try limits.save(
      "images:127.0.0.1:9",
      RateLimitState(limit: nil, remaining: 0, observedAt: now.value - 7_200, blockedUntil: .distantFuture))
    let http = ScriptedHTTP([.respond(HTTPResponse(status: 200, body: Data([1])))])
    let source = ImageSource.http(http: http.client, rateLimits: limits, clock: RecordingClock(), now: now.closure)
    #expect(try await source.fetch(url, nil) == .downloaded(Data([1]), etag: nil, maxAge: nil))
  }

  @Test func theRequest_carriesTheCap_andATransportRefusal_isTooLarge_notRetried() async throws {
    let http = ScriptedHTTP([.fail(NetworkError(.badResponse, host: "127.0.0.1:9", detail: .tooLarge(1024)))])
    let source = ImageSource.http(
      http: http.client, rateLimits: .inMemory(), clock: RecordingClock(), maximumBytes: 1024)
    let error = await #expect(throws: ImageError.self) { try await source.fetch(url, nil) }
    #expect(error?.code == .tooLarge && error?.limit == 1024)
    #expect(http.requests.map(\.maximumBodyBytes) == [1024])
    expectAll(http.requests) { $0.refusesEncodedBody }
  }

  @Test func aCompressedPicture_isADamagedOne_notRetried() async throws {
    let http = ScriptedHTTP([.fail(NetworkError(.badResponse, host: "127.0.0.1:9", detail: .compressed("gzip")))])
    let source = ImageSource.http(http: http.client, rateLimits: .inMemory(), clock: RecordingClock())
    let error = await #expect(throws: ImageError.self) { try await source.fetch(url, nil) }
    #expect(error?.code == .corrupt && error?.detail?.contains("'gzip'") == true)
    #expect(http.requests.count == 1)
  }

  @Test func aTimedOutPicture_isTriedOnceMore_only() async throws {
    let timeout = NetworkError(.timeout, host: "127.0.0.1:9", timeLimit: .seconds(2))
    let http = ScriptedHTTP([.fail(timeout), .fail(timeout), .fail(timeout)])
    let source = ImageSource.http(http: http.client, rateLimits: .inMemory(), clock: RecordingClock(), random: { 0 })
    let error = await #expect(throws: ImageError.self) { try await source.fetch(url, nil) }
    #expect(error?.code == .unreachable)
    #expect(http.requests.count == 2)
  }

  @Test func oversizedBody_isRefused() async throws {
    let http = ScriptedHTTP([.respond(HTTPResponse(status: 200, body: Data(count: 2048)))])
    let source = ImageSource.http(http: http.client, rateLimits: .inMemory(), maximumBytes: 1024)
    let error = await #expect(throws: ImageError.self) { try await source.fetch(url, nil) }
    #expect(error?.code == .tooLarge && error?.limit == 1024)
  }

  @Test func maxAge_readsCacheControl() {
    #expect(ImageSource.maxAge("public, max-age=600, immutable") == 600)
    #expect(ImageSource.maxAge("no-cache") == 0)
    #expect(ImageSource.maxAge(nil) == nil)
  }
}
