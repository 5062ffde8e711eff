import Foundation
import NetworkLayerLive
import TestExpectations
import Testing

extension HostRuns {
  /// Issue 19: an image host's 429 paused pictures until the year 5195, `cache clear` kept the pause and
  /// `mosaic doctor` said nothing of it.
  @Suite struct ImageHostPauseTests {
    let sandbox = HostSandbox()

    var limits: RateLimitStore {
      RateLimitStore.file(
        at: sandbox.root.appendingPathComponent("cache/mosaic").appendingPathComponent(
          ServiceTransport.rateLimitFileName))
    }

    func doctor() async throws -> (status: Int32, document: [String: Any]) {
      let result = await sandbox.run(["doctor", "--offline", "--json"])
      let document = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
      return (result.status, try #require(document, "\(result.output)\(result.errors)"))
    }

    @Test func aPausedImageHost_isADoctorProblem_cappedAtAnHour_andCacheClearEndsIt() async throws {
      defer { sandbox.remove() }
      let seen = Date()
      try limits.save(
        "images:127.0.0.1:9",
        RateLimitState(
          limit: nil, remaining: 0, observedAt: seen, blockedUntil: Date(timeIntervalSince1970: 101_000_000_000)))
      let (status, document) = try await doctor()
      #expect(status == 1)
      let problems = try #require(document["problems"] as? [String])
      expectSome(problems, "\(problems)") { $0.hasPrefix("Pictures from '127.0.0.1:9' are paused until") }
      let rows = try #require(document["rateLimits"] as? [[String: Any]])
      let row = try requireValue(rows.first { $0["service"] as? String == "images" })
      #expect(row["origin"] as? String == "127.0.0.1:9")
      let until = try #require((row["blockedUntil"] as? String).flatMap(ISO8601DateFormatter().date(from:)))
      #expect(until <= seen.addingTimeInterval(3_601), "the pause is capped at the window")

      let cleared = await sandbox.run(["cache", "clear", "images"])
      #expect(cleared.status == 0, "\(cleared.errors)")
      #expect(limits.load("images:127.0.0.1:9") == nil)
      let after = try await doctor()
      #expect(after.status == 0, "\(after.document["problems"] ?? "")")
    }
  }
}
