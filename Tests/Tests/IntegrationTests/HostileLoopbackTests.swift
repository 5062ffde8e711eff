import Foundation
import MosaicTestSupport
import NetworkLayer
import NetworkLayerLive
import Testing

/// `HTTPClient.urlSession()` itself against `mosaic-mock-api --hostile …`: the deadline a drip cannot stretch,
/// the body cap on inflated bytes, and the redirect policy, in-process where the errors' payloads show.
@Suite struct HostileLoopbackTests {
  static let key = "hostile-loopback-\(UUID().uuidString)"

  func request(_ server: MockServer, _ path: String = "/photos", timeout: Duration = .seconds(20)) throws -> HTTPRequest
  {
    let url = try #require(URL(string: server.baseURL + path))
    return HTTPRequest(url: url, headers: ["Authorization": "Client-ID \(Self.key)"], timeout: timeout)
  }

  @Test func aDrip_endsAtTheTotalDeadline() async throws {
    try await withMockServer(["--hostile", "drip-bytes", "--hostile-interval-ms", "50"]) { server in
      let clock = ContinuousClock()
      let start = clock.now
      let error = await #expect(throws: NetworkError.self) {
        try await HTTPClient.urlSession().send(try request(server, timeout: .seconds(1)))
      }
      #expect(error?.code == .timeout)
      #expect(error?.timeLimit == .seconds(1))
      // The drip would take minutes (a page at one byte per 50 ms); a generous bound still tells a total
      // deadline from one restarted by every byte, on a loaded machine too.
      #expect(clock.now - start < .seconds(60), "the deadline is total, not per byte")
    }
  }

  @Test func aGzipBomb_isRefusedAtTheCap_countedAfterInflating() async throws {
    try await withMockServer(["--hostile", "gzip-bomb", "--hostile-bytes", "50000000"]) { server in
      var request = try request(server)
      request.maximumBodyBytes = 1_000_000
      let error = await #expect(throws: NetworkError.self) { try await HTTPClient.urlSession().send(request) }
      #expect(error?.code == .badResponse)
      #expect(error?.detail == .tooLarge(1_000_000))
    }
  }

  @Test func anErrorAnswer_keepsOnlyAnExcerpt() async throws {
    try await withMockServer(["--hostile", "echo-key", "--hostile-bytes", "5000000"]) { server in
      let response = try await HTTPClient.urlSession().send(try request(server))
      #expect(response.status == 400)
      #expect(response.body.count == ResponseLimits.errorBody)
    }
  }

  @Test func aRedirectToAnotherOrigin_isRefused_beforeAnyRequestReachesIt() async throws {
    try await withMockServer(["--hostile", "redirect-other-origin"]) { server in
      let error = await #expect(throws: NetworkError.self) {
        try await HTTPClient.urlSession().send(try request(server, "/photos?page=3"))
      }
      let witness = try await server.witness()
      #expect(error?.code == .redirectRefused)
      #expect(error?.value == witness.baseURL)
      #expect(error?.path == "/photos?page=3")
      #expect(witness.requests == 0)
    }
  }

  @Test func redirectsWithinTheOrigin_areFollowed_unlessThePolicySaysNone() async throws {
    try await withMockServer(["--hostile", "redirect-same-origin"]) { server in
      let followed = try await HTTPClient.urlSession().send(try request(server, "/photos?per_page=2"))
      #expect(followed.status == 200)
      let error = await #expect(throws: NetworkError.self) {
        try await HTTPClient.urlSession(redirects: .none).send(try request(server))
      }
      #expect(error?.code == .redirectRefused)
    }
  }

  @Test func cancellingTheCaller_endsTheExchange() async throws {
    try await withMockServer(["--hostile", "silence"]) { server in
      let request = try request(server, timeout: .seconds(60))
      let task = Task { try await HTTPClient.urlSession().send(request) }
      task.cancel()
      await #expect(throws: CancellationError.self) { try await task.value }
    }
  }
}
