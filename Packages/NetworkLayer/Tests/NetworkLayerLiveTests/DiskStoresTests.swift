import Foundation
import NetworkLayer
import SecureFiles
import Testing

@testable import NetworkLayerLive

@Suite struct DiskStoresTests {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-net-\(UUID().uuidString)")
  }

  func permissions(_ url: URL) throws -> Int {
    try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
  }

  var rateLimitFile: URL { directory.appendingPathComponent(ServiceTransport.rateLimitFileName) }

  @Test func responseCache_roundTripsAnAnswer_inAUserOnlyFile() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = ResponseCache.directory(directory.appendingPathComponent("responses"))
    let response = HTTPResponse(
      status: 200, headers: ["Link": "<x>; rel=\"next\"", "Set-Cookie": "session=1", "X-Total": "9"],
      body: Data("[1,2]".utf8))
    let saved = CachedResponse(
      key: "unsplash GET /photos?page=1", savedAt: Date(timeIntervalSince1970: 1_000), response: response)
    try cache.store(saved)
    let loaded = try #require(cache.load("unsplash GET /photos?page=1"))
    #expect(loaded == saved)
    #expect(loaded.headers["set-cookie"] == nil)
    #expect(loaded.response.header("X-Total") == "9")
    let file = directory.appendingPathComponent("responses").appendingPathComponent(
      ResponseCache.fileName(for: saved.key))
    #expect(try permissions(file) == 0o600)
    #expect(try permissions(directory.appendingPathComponent("responses")) == 0o700)
    #expect(cache.load("unsplash GET /photos?page=2") == nil)
  }

  @Test func responseCache_ignoresAFileThatIsNotItsOwn() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = ResponseCache.directory(directory)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("not json".utf8).write(to: directory.appendingPathComponent(ResponseCache.fileName(for: "k")))
    #expect(cache.load("k") == nil)
  }

  @Test func rateLimitStore_file_keepsEachService_acrossInstances() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let state = RateLimitState(limit: 50, remaining: 3, observedAt: Date(timeIntervalSince1970: 5), blockedUntil: nil)
    try RateLimitStore.file(at: rateLimitFile).save("unsplash", state)
    try RateLimitStore.file(at: rateLimitFile).save(
      "newsapi", RateLimitState(limit: nil, remaining: 0, observedAt: .distantPast, blockedUntil: .distantFuture))
    #expect(RateLimitStore.file(at: rateLimitFile).load("unsplash") == state)
    #expect(RateLimitStore.file(at: rateLimitFile).load("newsapi")?.remaining == 0)
    #expect(try permissions(rateLimitFile) == 0o600)
  }

  @Test func rateLimitStore_listsEveryState_andForgetsByPrefix() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let state = RateLimitState(limit: nil, remaining: 0, observedAt: Date(timeIntervalSince1970: 5), blockedUntil: nil)
    for store in [RateLimitStore.file(at: rateLimitFile), .inMemory()] {
      for key in ["unsplash https://api.unsplash.com", "images:a.example", "images:127.0.0.1:9"] {
        try store.save(key, state)
      }
      #expect(Set(store.all().keys) == ["unsplash https://api.unsplash.com", "images:a.example", "images:127.0.0.1:9"])
      try store.forget("images:")
      #expect(Array(store.all().keys) == ["unsplash https://api.unsplash.com"])
      #expect(store.load("images:a.example") == nil)
      try store.forget("images:")
    }
    #expect(RateLimitStore.file(at: rateLimitFile).load("unsplash https://api.unsplash.com") == state)
  }

  @Test func rateLimitStore_file_thatCannotBeWritten_throwsASecureFileError() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data().write(to: directory.appendingPathComponent("blocker"))
    let store = RateLimitStore.file(at: directory.appendingPathComponent("blocker/rate-limits.json"))
    let error = #expect(throws: SecureFileError.self) {
      try store.save("unsplash", RateLimitState(limit: 1, remaining: 1, observedAt: .distantPast, blockedUntil: nil))
    }
    #expect(error?.code == .directoryBlocked)
    #expect(store.load("unsplash") == nil)
  }

  @Test func liveTransports_shareTheInjectedStore_acrossServicesAndRuns() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let limits = RateLimitStore.file(at: rateLimitFile)
    let http = ScriptedHTTP([
      Fixtures.ok(Data("[]".utf8), headers: ["X-Ratelimit-Remaining": "0"]),
      Fixtures.ok(Data("{\"status\":\"ok\",\"sources\":[]}".utf8), headers: ["X-Ratelimit-Remaining": "7"]),
    ])
    let unsplash = ServiceTransport.live(
      service: .unsplash(baseURL: Fixtures.base), cacheDirectory: directory, rateLimits: limits, http: http.client)
    let newsAPI = ServiceTransport.live(
      service: .newsAPI(baseURL: Fixtures.base), cacheDirectory: directory, rateLimits: limits, http: http.client)
    _ = try await PhotoClient.unsplash(key: nil, transport: unsplash).listPhotos(1, 30)
    _ = try await NewsClient.newsAPI(key: nil, transport: newsAPI).sources()
    #expect(limits.load(Fixtures.unsplashKey)?.remaining == 0)
    #expect(limits.load(Fixtures.newsKey)?.remaining == 7)

    // What `mosaic doctor` and the next run read: the same file, through the store they are given.
    let nextRun = ServiceTransport.live(
      service: .unsplash(baseURL: Fixtures.base), cacheDirectory: directory,
      rateLimits: .file(at: rateLimitFile), http: http.client)
    let error = await #expect(throws: NetworkError.self) {
      try await PhotoClient.unsplash(key: nil, transport: nextRun).listPhotos(2, 30)
    }
    #expect(error?.code == .rateLimited)
    #expect(http.requests.count == 2)
  }

  @Test func liveTransport_keepsRateLimitsOnlyInTheStoreItIsGiven() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let limits = RateLimitStore.inMemory()
    let http = ScriptedHTTP([Fixtures.ok(Data("[]".utf8), headers: ["X-Ratelimit-Remaining": "4"])])
    let transport = ServiceTransport.live(
      service: .unsplash(baseURL: Fixtures.base), cacheDirectory: directory, rateLimits: limits, http: http.client)
    _ = try await PhotoClient.unsplash(key: nil, transport: transport).listPhotos(1, 30)
    #expect(limits.load(Fixtures.unsplashKey)?.remaining == 4)
    #expect(FileManager.default.fileExists(atPath: rateLimitFile.path) == false)
    let saved = directory.appendingPathComponent(ServiceTransport.responsesDirectoryName)
    #expect(try FileManager.default.contentsOfDirectory(atPath: saved.path).count == 1)
  }
}
