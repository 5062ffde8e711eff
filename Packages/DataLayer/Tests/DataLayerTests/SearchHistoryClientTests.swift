import DataLayer
import Foundation
import ModelsTestSupport
import Testing

@Suite struct SearchHistoryClientTests {
  @Test func record_isNewestFirst_deduplicatedIgnoringCase_andKeepsTwenty() async throws {
    let clock = TestClock()
    let history = SearchHistoryClient.inMemory(now: clock.now)
    for index in 0..<25 {
      try await history.record("query \(index)")
      clock.advance(by: 1)
    }
    try await history.record("QUERY 24")
    try await history.record("   ")

    let texts = try await history.list().map(\.text)
    #expect(texts.count == SearchHistoryClient.limit)
    #expect(texts.first == "QUERY 24")
    #expect(texts[1] == "query 23")
    #expect(!texts.contains("query 4"))
  }

  @Test func delete_andClear() async throws {
    let history = SearchHistoryClient.inMemory()
    try await history.record("apple")
    try await history.record("bank")
    #expect(try await history.delete("APPLE"))
    #expect(try await history.delete("apple") == false)
    #expect(try await history.clear() == 1)
    #expect(try await history.list().isEmpty)
  }
}
