import Foundation
import Testing

@testable import NetworkLayer

@Suite struct DiskStoresTests {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-net-\(UUID().uuidString)")
  }

  func permissions(_ url: URL) throws -> Int {
    try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
  }

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
    let url = directory.appendingPathComponent("rate-limits.json")
    let state = RateLimitState(limit: 50, remaining: 3, observedAt: Date(timeIntervalSince1970: 5), blockedUntil: nil)
    try RateLimitStore.file(at: url).save("unsplash", state)
    try RateLimitStore.file(at: url).save(
      "newsapi", RateLimitState(limit: nil, remaining: 0, observedAt: .distantPast, blockedUntil: .distantFuture))
    #expect(RateLimitStore.file(at: url).load("unsplash") == state)
    #expect(RateLimitStore.file(at: url).load("newsapi")?.remaining == 0)
    #expect(try permissions(url) == 0o600)
  }

  @Test func liveTransport_rememberRateLimits_inTheCacheDirectory() async throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let http = ScriptedHTTP([Fixtures.ok(Data("[]".utf8), headers: ["X-Ratelimit-Remaining": "0"])])
    let transport = ServiceTransport.live(
      service: .unsplash(baseURL: Fixtures.base), cacheDirectory: directory, http: http.client)
    _ = try await PhotoClient.unsplash(key: nil, transport: transport).listPhotos(1, 30)
    let again = ServiceTransport.live(
      service: .unsplash(baseURL: Fixtures.base), cacheDirectory: directory, http: http.client)
    let error = await #expect(throws: NetworkError.self) {
      try await PhotoClient.unsplash(key: nil, transport: again).listPhotos(2, 30)
    }
    #expect(error?.kind == .rateLimited)
    #expect(http.requests.count == 1)
  }
}
