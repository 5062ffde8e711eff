import EmbeddedCatalog
import Foundation
import Hummingbird
import MockAPIServer
import Models
import Testing

@Suite struct ControlRoutesTests {
  typealias H = RouterHarness

  @Test func faults_roundTripThroughPostAndGet() async throws {
    try await H.run { client, mock throws in
      let defaults = try await client.get("/_faults")
      #expect(try JSONDecoder().decode(FaultSettings.self, from: defaults.data) == FaultSettings())
      let posted = try await client.post("/_faults", json: #"{"errorRate":0.2,"errorStatus":503,"seed":5}"#)
      #expect(posted.status == .ok)
      let expected = FaultSettings(seed: 5, errorRate: 0.2, errorStatus: 503)
      #expect(try JSONDecoder().decode(FaultSettings.self, from: posted.data) == expected)
      let read = try await client.get("/_faults")
      #expect(try JSONDecoder().decode(FaultSettings.self, from: read.data) == expected)
      #expect(mock.faultSettings == expected)
    }
  }

  @Test(arguments: [#"{"errorRate":2}"#, #"{"bogus":1}"#, "not json", #"{"errorStatus":302}"#])
  func faults_refuseBadSettingsWith400AndKeepTheOldOnes(body: String) async throws {
    try await H.run { client, mock throws in
      let response = try await client.post("/_faults", json: body)
      #expect(response.status == .badRequest)
      #expect(((response.json as? [String: String])?["error"])?.isEmpty == false)
      #expect(mock.faultSettings == FaultSettings())
    }
  }

  @Test func stats_countAPIRequestsPerServiceButNotControlRoutes() async throws {
    try await H.run { client, _ throws in
      _ = try await client.get("/photos")
      _ = try await client.get("/photos", headers: H.unsplashAuth)
      _ = try await client.get("/v2/everything?q=a", headers: H.newsAuth)
      _ = try await client.get("/img/\(H.photos.photos[0].id)?w=8")
      _ = try await client.get("/_faults")
      let stats = try JSONDecoder().decode(MockAPIStats.self, from: try await client.get("/_stats").data)
      #expect(stats == MockAPIStats(requests: ["unsplash": 2, "news": 1, "images": 1], faulted: 0))
      let raw = try await client.get("/_stats").text
      #expect(raw == #"{"faulted":0,"requests":{"images":1,"news":1,"unsplash":2}}"#)
    }
  }

  @Test func reset_restoresLaunchSettingsBudgetsAndCounters() async throws {
    let launch = FaultSettings(unsplashBudget: 3)
    try await H.run(MockAPIConfiguration(faults: launch)) { client, mock throws in
      _ = try await client.post("/_faults", json: #"{"unsplashBudget":1}"#)
      _ = try await client.get("/photos", headers: H.unsplashAuth)
      #expect(try await client.get("/photos", headers: H.unsplashAuth).status == .forbidden)
      let reset = try await client.execute(uri: "/_reset", method: .post)
      #expect(try JSONDecoder().decode(FaultSettings.self, from: reset.data) == launch)
      #expect(mock.stats == MockAPIStats())
      let fresh = try await client.get("/photos", headers: H.unsplashAuth)
      #expect(fresh.header("X-Ratelimit-Remaining") == "2")
    }
  }

  @Test func controlRoutes_areNeverFaulted() async throws {
    try await H.run(MockAPIConfiguration(faults: FaultSettings(errorRate: 1))) { client, mock throws in
      #expect(try await client.get("/_stats").status == .ok)
      #expect(try await client.get("/_faults").status == .ok)
      #expect(try await client.get("/photos", headers: H.unsplashAuth).status == .internalServerError)
      #expect(mock.stats.faulted == 1)
    }
  }
}
