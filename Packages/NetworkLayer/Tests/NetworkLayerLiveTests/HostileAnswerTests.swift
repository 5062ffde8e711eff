import Core
import Foundation
import Models
import NetworkLayer
import TestExpectations
import Testing

@testable import NetworkLayerLive

/// What a hostile server sends, through the real clients and transport over a scripted network: every number
/// bounded, every text scrubbed, one server's answers and pauses kept apart from another's.
@Suite struct HostileAnswerTests {
  func photos(
    _ http: ScriptedHTTP, base: URL = Fixtures.base, key: String? = "k-12345678", now: TestNow = TestNow(),
    limits: RateLimitStore = .inMemory(), cache: ResponseCache = .inMemory()
  ) -> PhotoClient {
    let transport = ServiceTransport(
      service: .unsplash(baseURL: base), http: http.client, clock: RecordingClock(), now: now.closure,
      random: { 0.5 }, rateLimits: limits, cache: cache)
    return PhotoClient.unsplash(key: APIKey(key), transport: transport)
  }

  // MARK: Finding 2 — sizes

  @Test func aListLongerThanThePage_isCutToThePageSize() async throws {
    let http = ScriptedHTTP([Fixtures.ok(Fixtures.photosJSON((0..<500).map { "p\($0)" }))])
    let page = try await photos(http).listPhotos(1, 30).value
    #expect(page.photos.count == 30)
    #expect(page.photos.last?.id == "p29")
  }

  @Test func aRefusedAnswer_isNeverSaved() async throws {
    let cache = ResponseCache.inMemory()
    let tooLarge = ScriptedHTTP.Step.fail(
      NetworkError(.badResponse, host: "127.0.0.1:9", detail: .tooLarge(ResponseLimits.list), path: "/photos"))
    let http = ScriptedHTTP([tooLarge])
    let error = await #expect(throws: NetworkError.self) { try await photos(http, cache: cache).listPhotos(1, 30) }
    #expect(error?.code == .badResponse)
    #expect(error?.detail == .tooLarge(ResponseLimits.list))
    #expect(error?.service == "Unsplash")
    #expect(error?.variable == "MOSAIC_UNSPLASH_BASE_URL")
    #expect(cache.load("\(Fixtures.unsplashKey) GET /photos?page=1&per_page=30") == nil)
    #expect(http.requests.count == 1, "a refused answer is not asked again")
    #expect(http.requests.first?.maximumBodyBytes == ResponseLimits.list)
  }

  // MARK: Finding 4 — numbers from a server or a caller

  @Test(arguments: ["9223372036854775807", "99999999999999999999", "-5"])
  func anyTotal_neverTraps(total: String) async throws {
    let http = ScriptedHTTP([Fixtures.ok(Fixtures.photosJSON(["a"]), headers: ["X-Total": total])])
    let page = try await photos(http).listPhotos(100_000, 30).value
    #expect(page.photos.count == 1)
  }

  @Test func anyPageNumber_neverTraps_andIsBoundedBeforeItIsSent() async throws {
    let http = ScriptedHTTP([Fixtures.ok(Fixtures.photosJSON([]), headers: ["X-Total": "9223372036854775807"])])
    _ = try await photos(http).listPhotos(Int.max, Int.max)
    #expect(http.requests.first?.url.query == "page=1000000&per_page=30")
  }

  // MARK: Finding 9 — pauses and saved answers belong to one origin

  @Test func anExtremeRetryAfter_pausesAtMostTheServicesWindow() async throws {
    let now = TestNow()
    let http = ScriptedHTTP([Fixtures.status(429, "{}", headers: ["Retry-After": "99999999999"])])
    let error = await #expect(throws: NetworkError.self) { try await photos(http, now: now).listPhotos(1, 30) }
    #expect(error?.code == .rateLimited)
    #expect(error?.retryAt == now.value.addingTimeInterval(3600))
  }

  @Test func aStoredPauseUntilTheYear9999_endsOneWindowAfterItWasSeen() async throws {
    let now = TestNow()
    let limits = RateLimitStore.inMemory()
    try limits.save(
      Fixtures.unsplashKey,
      RateLimitState(limit: nil, remaining: 0, observedAt: now.value, blockedUntil: .distantFuture))
    let http = ScriptedHTTP([Fixtures.ok(Fixtures.photosJSON(["a"]))])
    let error = await #expect(throws: NetworkError.self) {
      try await photos(http, now: now, limits: limits).listPhotos(1, 30)
    }
    #expect(error?.retryAt == now.value.addingTimeInterval(3600))
    now.advance(by: 3601)
    #expect(try await photos(http, now: now, limits: limits).listPhotos(1, 30).value.photos.count == 1)
  }

  @Test func aPauseForOneServer_neverBlocksAnother_norDoItsSavedAnswersStandIn() async throws {
    let limits = RateLimitStore.inMemory()
    let cache = ResponseCache.inMemory()
    let serverA = URL(test: "http://127.0.0.1:9/")
    let serverB = URL(test: "http://127.0.0.1:10/")
    let a = ScriptedHTTP([
      Fixtures.ok(Fixtures.photosJSON(["from-a"])), Fixtures.status(429, "{}", headers: ["Retry-After": "99999"]),
    ])
    _ = try await photos(a, base: serverA, limits: limits, cache: cache).listPhotos(1, 30)
    _ = try? await photos(a, base: serverA, limits: limits, cache: cache).listPhotos(2, 30)
    #expect(limits.load("unsplash http://127.0.0.1:9")?.blockedUntil != nil)

    let b = ScriptedHTTP([Fixtures.refused, Fixtures.refused, Fixtures.refused, Fixtures.refused])
    let error = await #expect(throws: NetworkError.self) {
      try await photos(b, base: serverB, limits: limits, cache: cache).listPhotos(1, 30)
    }
    #expect(error?.code == .transport, "server B is asked, and A's saved page does not stand in for it")
    #expect(b.requests.count == 4)
  }

  // MARK: Finding 11 — error text

  @Test func anErrorBodyEchoingTheKey_becomesABoundedScrubbedSentence() async throws {
    let echo =
      "{\"errors\":[\"\\u001b]0;owned\\u0007Bad header: Client-ID k-12345678\\n"
      + String(repeating: "x", count: 100_000)
      + "\"]}"
    let http = ScriptedHTTP([Fixtures.status(400, echo)])
    let error = await #expect(throws: NetworkError.self) { try await photos(http).listPhotos(1, 30) }
    let said = try #require(error?.serviceMessage)
    #expect(said.count <= 161)
    #expect(!said.contains("k-12345678") && !said.contains("k-1234"))
    expectNone(said.unicodeScalars) { $0.value < 0x20 }
    #expect(said.hasPrefix("Bad header: <redacted>"))
    #expect(error?.message.contains("k-1234") == false)
  }

  @Test func aPlainTextRateLimitEchoingTheKey_isRedacted() async throws {
    let http = ScriptedHTTP([Fixtures.status(429, "Slow down, k-12345678!\u{1B}[2J")])
    let error = await #expect(throws: NetworkError.self) { try await photos(http).listPhotos(1, 30) }
    #expect(error?.serviceMessage == "Slow down, <redacted>!")
  }

  // MARK: Finding 15 — numbers that do not fit

  @Test(arguments: [("1e400", "1e400"), ("99999999999999999999", "99999999999999999999"), ("1e20", "1e20")])
  func aNumberThatDoesNotFit_isNamed_notCalledInvalidJSON(number: String, named: String) async throws {
    let json = String(decoding: Fixtures.photosJSON(["a"]), as: UTF8.self)
      .replacingOccurrences(of: "\"width\":5245", with: "\"width\":\(number)")
    let http = ScriptedHTTP([Fixtures.ok(Data(json.utf8))])
    let error = await #expect(throws: NetworkError.self) { try await photos(http).listPhotos(1, 30) }
    #expect(error?.code == .badResponse)
    #expect(error?.detail == .numberOutOfRange(named))
  }

  // MARK: Issue 19 — sizes no photo has

  static func impossiblyWide() -> Data {
    let json = String(decoding: Fixtures.photosJSON(["a", "b"]), as: UTF8.self)
    let wide = json.replacingOccurrences(of: "\"width\":5245", with: "\"width\":9223372036854775807")
    return Data(wide.utf8)
  }

  @Test func aPhotoOfImpossibleSize_isBadData_namedAndNeverSaved() async throws {
    let cache = ResponseCache.inMemory()
    let http = ScriptedHTTP([Fixtures.ok(Self.impossiblyWide())])
    let error = await #expect(throws: NetworkError.self) { try await photos(http, cache: cache).listPhotos(1, 30) }
    #expect(error?.code == .badResponse)
    #expect(error?.detail == .impossibleValue(field: "0.width", value: "9223372036854775807"))
    #expect(error?.message.contains("'0.width' holds '9223372036854775807'") == true)
    let key = ServiceDescriptor.unsplash(baseURL: Fixtures.base).stateKey + " GET /photos?page=1&per_page=30"
    #expect(cache.load(key) == nil)
  }

  @Test func anImpossibleAnswerSavedBefore_neverStandsIn() async throws {
    let cache = ResponseCache.inMemory()
    let key = ServiceDescriptor.unsplash(baseURL: Fixtures.base).stateKey + " GET /photos?page=1&per_page=30"
    try cache.store(
      CachedResponse(key: key, savedAt: Date(), response: HTTPResponse(status: 200, body: Self.impossiblyWide())))
    let http = ScriptedHTTP(Array(repeating: .fail(NetworkError(.transport, host: "127.0.0.1:9")), count: 4))
    let error = await #expect(throws: NetworkError.self) { try await photos(http, cache: cache).listPhotos(1, 30) }
    #expect(error?.code == .transport, "the saved answer with an impossible width is not shown")
  }

  // MARK: Finding 17 — ids that would address another path

  @Test(arguments: [
    ".", "..", "", " ", "../..", String(repeating: "a", count: 129), "a\u{1B}b", "a\u{202E}b", "a\u{9B}b",
  ])
  func anIdThatCannotNameAPhoto_isRefused_withoutARequest(id: String) async throws {
    let http = ScriptedHTTP([])
    let error = await #expect(throws: NetworkError.self) { try await photos(http).photo(id) }
    if id == "../.." {
      // Not a dot segment itself: it travels escaped, as one segment.
      #expect(http.requests.first?.url.absoluteString == "http://127.0.0.1:9/photos/..%2F..")
    } else {
      #expect(error?.code == .invalidPhotoID)
      #expect(http.requests.isEmpty)
    }
  }

  @Test(arguments: [
    ("a/b", "a%2Fb"), ("a?b", "a%3Fb"), ("a#b", "a%23b"), ("a%2Fb", "a%252Fb"), ("%2e%2e", "%252e%252e"),
  ])
  func anIdWithPathCharacters_travelsAsOneEscapedSegment(id: String, segment: String) async throws {
    let http = ScriptedHTTP([Fixtures.status(404, "{\"errors\":[\"Couldn't find Photo\"]}")])
    _ = try? await photos(http).photo(id)
    #expect(http.requests.first?.url.absoluteString == "http://127.0.0.1:9/photos/\(segment)")
  }
}
