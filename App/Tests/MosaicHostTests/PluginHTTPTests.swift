import Core
import Foundation
import NetworkLayerLive
import PluginKit
import Synchronization
import TestExpectations
import Testing

@testable import MosaicHost

/// A plugin's GET through the host's transport, with the network faked in-process: only the plugin's headers
/// travel, the body is capped, a status other than 2xx is the typed `httpStatus`, and a spent budget pauses that
/// plugin's calls to that origin without another request.
@Suite struct PluginHTTPTests {
  final class Network: Sendable {
    let sent = Mutex<[HTTPRequest]>([])
    let answer: HTTPResponse

    init(_ answer: HTTPResponse) { self.answer = answer }

    var client: HTTPClient {
      HTTPClient { request in
        self.sent.withLock { $0.append(request) }
        return self.answer
      }
    }
  }

  static let url = URL(string: "https://api.example.com/v1/today?city=Berlin") ?? URL(fileURLWithPath: "/")

  @Test func get_sendsOnlyThePluginsHeaders_andCapsTheBody() async throws {
    let network = Network(HTTPResponse(status: 200, headers: ["Content-Type": "text/plain"], body: Data("sunny".utf8)))
    let http = PluginHTTP(http: network.client, rateLimits: .inMemory(), timeout: .seconds(5))
    let result = try await http.get("weather", Self.url, ["Accept": "text/plain"], .english)
    #expect(result == HostCallResult(status: 200, contentType: "text/plain", body: "sunny"))
    let request = try requireValue(network.sent.withLock { $0.first })
    #expect(request.headers == ["Accept": "text/plain"], "no header of the host's was added")
    #expect(request.url == Self.url)
    #expect(request.maximumBodyBytes == PluginHTTP.maximumBodyBytes)
    #expect(request.timeout == .seconds(5))
  }

  @Test func anErrorStatus_isTheTypedHTTPStatus() async {
    let network = Network(HTTPResponse(status: 404, body: Data("no such city".utf8)))
    let http = PluginHTTP(http: network.client, rateLimits: .inMemory(), timeout: .seconds(5))
    await #expect {
      _ = try await http.get("weather", Self.url, [:], .english)
    } throws: { error in
      (error as? HostCallError)?.code == .httpStatus && (error as? HostCallError)?.status == 404
    }
  }

  @Test func aSpentBudget_pausesThatPluginsCallsToThatOrigin() async throws {
    let limits = RateLimitStore.inMemory()
    let spent = Network(HTTPResponse(status: 429, headers: ["Retry-After": "600"]))
    await #expect(throws: HostCallError.self) {
      _ = try await PluginHTTP(http: spent.client, rateLimits: limits, timeout: .seconds(5))
        .get("weather", Self.url, [:], .english)
    }
    let later = Network(HTTPResponse(status: 200, body: Data("sunny".utf8)))
    let http = PluginHTTP(http: later.client, rateLimits: limits, timeout: .seconds(5))
    await #expect {
      _ = try await http.get("weather", Self.url, [:], .english)
    } throws: { error in
      (error as? HostCallError)?.code == .network
    }
    expectTrue(later.sent.withLock { $0.isEmpty }, "the paused origin was asked again")
    #expect(try await http.get("other", Self.url, [:], .english).body == "sunny", "another plugin is not paused")
  }
}
