import Foundation
import NetworkLayer
import Testing

@testable import NetworkLayerLive

@Suite struct URLSessionClientTests {
  @Test func aRefusedConnection_isATransportError() async throws {
    // Port 9 (discard) is closed on loopback here; nothing listens on it in tests.
    let request = HTTPRequest(url: URL(test: "http://127.0.0.1:9/photos"), timeout: .seconds(5))
    let error = await #expect(throws: NetworkError.self) { try await HTTPClient.urlSession().send(request) }
    #expect(error?.code == .transport)
    #expect(error?.host == "127.0.0.1:9")
    #expect(error?.service == nil)
    #expect(error?.detail != nil)
  }
}
