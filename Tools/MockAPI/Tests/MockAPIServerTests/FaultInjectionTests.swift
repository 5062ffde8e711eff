import EmbeddedCatalog
import Foundation
import Hummingbird
import MockAPIServer
import Models
import Testing

@Suite struct FaultInjectionTests {
  typealias H = RouterHarness

  /// The statuses of `count` Unsplash requests under `settings`.
  static func statuses(_ settings: FaultSettings, count: Int = 40) async throws -> [Int] {
    try await H.run(MockAPIConfiguration(faults: settings)) { client, _ throws in
      var statuses: [Int] = []
      for _ in 0..<count {
        statuses.append(try await client.get("/photos/random", headers: H.unsplashAuth).status.code)
      }
      return statuses
    }
  }

  @Test func faults_followTheSeededGeneratorInRequestOrder() async throws {
    let settings = FaultSettings(seed: 7, errorRate: 0.5, errorStatus: 503, unsplashBudget: 100)
    let statuses = try await Self.statuses(settings)
    var random = SplitMix64(seed: 7)
    let expected = (0..<40).map { _ in random.nextUnitInterval() < 0.5 ? 503 : 200 }
    #expect(statuses == expected)
    #expect(try await Self.statuses(settings) == statuses)
    var other = settings
    other.seed = 8
    #expect(try await Self.statuses(other) != statuses)
  }

  @Test func postingFaults_restartsTheSequenceFromTheSeed() async throws {
    try await H.run { client, mock throws in
      var runs: [[Int]] = []
      for _ in 0..<2 {
        _ = try await client.post("/_faults", json: #"{"errorRate":0.5,"seed":3}"#)
        var statuses: [Int] = []
        for _ in 0..<20 { statuses.append(try await client.get("/v2/everything?q=a", headers: H.newsAuth).status.code) }
        runs.append(statuses)
      }
      #expect(runs[0] == runs[1])
      #expect(Set(runs[0]) == [200, 500])
      #expect(mock.stats.faulted == 2 * runs[0].filter { $0 == 500 }.count)
    }
  }

  @Test func injectedErrors_speakEachServicesDialect() async throws {
    let settings = FaultSettings(errorRate: 1, errorStatus: 503, retryAfter: 7)
    try await H.run(MockAPIConfiguration(faults: settings)) { client, _ throws in
      let unsplash = try await client.get("/photos", headers: H.unsplashAuth)
      #expect(unsplash.status.code == 503)
      #expect(unsplash.text == #"{"errors":["Service Unavailable"]}"#)
      #expect(unsplash.header("Retry-After") == "7")
      let news = try await client.get("/v2/top-headlines?country=us", headers: H.newsAuth)
      #expect(news.status.code == 503)
      let object = try #require(news.json as? [String: String])
      #expect(object["status"] == "error")
      #expect(object["code"] == "unexpectedError")
      let image = try await client.get("/img/\(H.photos.photos[0].id)")
      #expect(image.status.code == 503)
      #expect(image.header("Content-Type")?.hasPrefix("text/plain") == true)
    }
  }

  @Test func malformedBodies_are200AndDoNotDecode() async throws {
    try await H.run(MockAPIConfiguration(faults: FaultSettings(malformedRate: 1))) { client, mock throws in
      let photos = try await client.get("/photos", headers: H.unsplashAuth)
      #expect(photos.status == .ok)
      #expect(throws: (any Error).self) { try UnsplashJSON.decoder.decode([Photo].self, from: photos.data) }
      #expect(photos.header("X-Ratelimit-Remaining") == "49")
      let news = try await client.get("/v2/everything?q=a", headers: H.newsAuth)
      #expect(news.status == .ok)
      #expect(throws: (any Error).self) { try NewsJSON.decoder.decode(ArticlesResponse.self, from: news.data) }
      let image = try await client.get("/img/\(H.photos.photos[0].id)")
      #expect(!image.bytes.starts(with: PNGEncoder.signature))
      #expect(mock.stats.faulted == 3)
    }
  }

  @Test func latency_delaysButAnswersHonestly() async throws {
    try await H.run(MockAPIConfiguration(faults: FaultSettings(latencyMs: 5))) { client, mock throws in
      #expect(try await client.get("/photos", headers: H.unsplashAuth).status == .ok)
      #expect(mock.stats.faulted == 0)
    }
  }
}
