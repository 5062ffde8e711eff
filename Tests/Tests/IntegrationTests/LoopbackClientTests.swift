import Core
import Foundation
import Models
import MosaicTestSupport
import NetworkLayer
import NetworkLayerLive
import TestExpectations
import Testing

/// The real URLSession clients against `mosaic-mock-api` on loopback: every status and fault ends in the
/// service's answer, a typed one-sentence error, or a successful retry.
@Suite struct LoopbackClientTests {
  static let key = "loopback-key-\(UUID().uuidString)"

  func photos(
    _ server: MockServer, key: String? = key, retry: RetryPolicy = .fast, timeout: Duration = .seconds(5)
  )
    throws -> PhotoClient
  {
    let base = try #require(URL(string: server.baseURL))
    let transport = ServiceTransport(service: .unsplash(baseURL: base), http: .urlSession(), retry: retry)
    return .unsplash(key: APIKey(key), transport: transport, timeout: timeout)
  }

  @Test func ok_pagesWithLinkAndTotal_andDecodesRealShapedPhotos() async throws {
    try await withMockServer(["--unsplash-key", Self.key]) { server in
      let client = try photos(server)
      let first = try await client.listPhotos(1, 30)
      #expect(first.value.photos.count == 30)
      #expect(first.value.total == 342)
      #expect(first.value.hasMore)
      #expect(first.freshness == .live)
      let last = try await client.listPhotos(12, 30).value
      #expect(last.photos.count == 12)
      #expect(!last.hasMore)
      let photo = try await client.photo(last.photos[0].id).value
      // The photo's own page adds what a listing leaves out (location, EXIF, tags, counts, the photographer's bio).
      #expect(
        photo.with(location: nil, exif: nil, tags: nil, views: nil, downloads: nil, user: last.photos[0].user)
          == last.photos[0])
      #expect(photo.views != nil && photo.user.id == last.photos[0].user.id)
      #expect(photo.urls.thumb.absoluteString.hasPrefix(server.baseURL + "/img/"))
    }
  }

  @Test func wrongKey_is401_unauthorized() async throws {
    try await withMockServer(["--unsplash-key", Self.key]) { server in
      let error = await #expect(throws: NetworkError.self) { try await photos(server, key: "wrong").listPhotos(1, 30) }
      #expect(error?.code == .unauthorized)
      #expect(error?.status == 401)
      #expect(error?.keySent == true)
      #expect(error?.serviceMessage?.contains("OAuth error") == true, "\(String(describing: error))")
      #expect(error?.message.contains("wrong") == false, "the key never appears in the message")
    }
  }

  @Test func spentBudget_is403PlainText_rateLimited_andStopsCalling() async throws {
    try await withMockServer(["--unsplash-budget", "1"]) { server in
      let client = try photos(server)
      _ = try await client.listPhotos(1, 30)
      let error = await #expect(throws: NetworkError.self) { try await client.listPhotos(2, 30) }
      #expect(error?.code == .rateLimited)
      #expect(error?.retryAt != nil)
      let before = try await server.stats().requests.unsplash
      await #expect(throws: NetworkError.self) { try await client.listPhotos(3, 30) }
      let after = try await server.stats().requests.unsplash
      #expect(after == before, "no request while the budget is spent")
    }
  }

  @Test func unknownPhoto_is404_notFound() async throws {
    try await withMockServer { server in
      let error = await #expect(throws: NetworkError.self) { try await photos(server).photo("no-such-id") }
      #expect(error?.code == .notFound)
      #expect(error?.status == 404)
      #expect(error?.value == "no-such-id")
      #expect(error?.serviceMessage == "Couldn't find Photo")
    }
  }

  @Test func persistent500_isRetried_thenReported() async throws {
    try await withMockServer(["--error-rate", "1", "--error-status", "500"]) { server in
      let error = await #expect(throws: NetworkError.self) { try await photos(server).listPhotos(1, 30) }
      #expect(error?.code == .httpStatus)
      #expect(error?.status == 500)
      #expect(error?.path == "/photos?page=1&per_page=30")
      let requests = try await server.stats().requests.unsplash
      #expect(requests == RetryPolicy.fast.maxAttempts)
    }
  }

  @Test func occasional500s_areRetriedToSuccess() async throws {
    try await withMockServer(["--error-rate", "0.3", "--seed", "7"]) { server in
      let client = try photos(server, retry: RetryPolicy(maxAttempts: 6, baseDelay: .milliseconds(5)))
      for page in 1...12 {
        #expect(try await client.listPhotos(page, 30).value.page == page)
      }
      let faulted = try await server.stats().faulted
      #expect(faulted > 0, "the seed must inject at least one fault")
    }
  }

  @Test func malformedJSON_isABadResponse() async throws {
    try await withMockServer(["--malformed-rate", "1"]) { server in
      let error = await #expect(throws: NetworkError.self) { try await photos(server).listPhotos(1, 30) }
      #expect(error?.code == .badResponse)
      #expect(error?.service == "Unsplash")
    }
  }

  @Test(arguments: ["--drop-rate", "--truncate-rate"])
  func brokenConnections_areTransportFailures(flag: String) async throws {
    try await withMockServer([flag, "1"]) { server in
      let error = await #expect(throws: NetworkError.self) { try await photos(server).listPhotos(1, 30) }
      expectEqual(error.map { [.transport, .badResponse].contains($0.code) }, true, "\(String(describing: error))")
      #expect(error?.service == "Unsplash")
    }
  }

  @Test func slowAnswer_beyondTheTimeLimit_isATimeout() async throws {
    // An answer 30 times later than the limit: on a starved machine the limit still ends the wait first.
    try await withMockServer(["--latency-ms", "9000"]) { server in
      let error = await #expect(throws: NetworkError.self) {
        try await photos(server, retry: .none, timeout: .milliseconds(300)).listPhotos(1, 30)
      }
      #expect(error?.code == .timeout, "\(String(describing: error))")
    }
  }

  @Test func drippedBody_arrivesWhole() async throws {
    try await withMockServer(["--drip-ms", "2"]) { server in
      let page = try await photos(server).listPhotos(1, 5).value
      #expect(page.photos.count == 5)
    }
  }

  @Test func news_errorsCarryNewsAPIsCode() async throws {
    try await withMockServer(["--news-key", Self.key, "--news-budget", "2"]) { server in
      let base = try #require(URL(string: server.baseURL))
      func news(_ key: String) -> NewsClient {
        .newsAPI(
          key: APIKey(key),
          transport: ServiceTransport(service: .newsAPI(baseURL: base), http: .urlSession(), retry: .none))
      }
      let wrong = await #expect(throws: NetworkError.self) { try await news("nope").sources() }
      #expect(wrong?.code == .unauthorized)
      #expect(wrong?.serviceMessage?.hasPrefix("apiKeyInvalid") == true, "\(String(describing: wrong))")
      let tooFar = await #expect(throws: NetworkError.self) {
        try await news(Self.key).topHeadlines(HeadlinesQuery(category: .business, page: 6, pageSize: 20))
      }
      #expect(tooFar?.detail == .resultLimit(100), "\(String(describing: tooFar))")
      #expect(tooFar?.serviceMessage?.hasPrefix("maximumResultsReached") == true)
      _ = try await news(Self.key).topHeadlines(HeadlinesQuery(category: .business, page: 1, pageSize: 12))
      let spent = await #expect(throws: NetworkError.self) { try await news(Self.key).sources() }
      #expect(spent?.code == .rateLimited)
    }
  }
}

extension RetryPolicy {
  /// Three quick attempts, so fault tests finish in milliseconds.
  static let fast = RetryPolicy(maxAttempts: 3, baseDelay: .milliseconds(5), maxDelay: .milliseconds(20))
}
