import Foundation
import NetworkLayer
import Testing

@Suite struct FetchedTests {
  let outage = NetworkError(.transport, host: "api.unsplash.com", detail: .notConnected)

  @Test func live_isNotStale() {
    #expect(Fetched(1).isStale == false)
    #expect(Fetched(1).freshness == .live)
  }

  @Test func map_keepsTheFreshness_andTheReason() {
    let savedAt = Date(timeIntervalSince1970: 1_000)
    let fetched = Fetched([1, 2, 3], freshness: .cached(savedAt: savedAt, reason: outage))
    let counted = fetched.map(\.count)
    #expect(counted.value == 3)
    #expect(counted.isStale)
    #expect(counted.freshness == .cached(savedAt: savedAt, reason: outage))
  }
}
