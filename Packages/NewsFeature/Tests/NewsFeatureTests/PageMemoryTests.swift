import DataLayer
import Foundation
import Models
import Synchronization
import Testing

@testable import NewsFeature

/// What each page of a feed or search listed, across runs: what a later page leaves out, and its bounds.
@Suite struct PageMemoryTests {
  /// The time the memory reads, moved by the test.
  final class Now: Sendable {
    let date = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
  }

  let cache = CacheStore.inMemory()
  let now = Now()

  var memory: PageMemory {
    let now = self.now
    return PageMemory(cache: cache, now: { now.date.withLock { $0 } })
  }

  @Test func aLaterPage_getsWhatTheEarlierPagesShowed_only() async throws {
    try await memory.remember(["a", "b"], page: 1, in: .feed(.techcrunch))
    try await memory.remember(["c"], page: 2, in: .feed(.techcrunch))
    try await memory.remember(["z"], page: 1, in: .feed(.business))
    #expect(await memory.listedBefore(1, in: .feed(.techcrunch)).isEmpty)
    #expect(await memory.listedBefore(2, in: .feed(.techcrunch)) == ["a", "b"])
    #expect(await memory.listedBefore(3, in: .feed(.techcrunch)) == ["a", "b", "c"])
    #expect(await memory.listedBefore(2, in: .search("techcrunch")).isEmpty)
  }

  @Test func listingAPageAgain_replacesWhatItShowed() async throws {
    try await memory.remember(["a", "b"], page: 1, in: .search("Lunar "))
    try await memory.remember(["x"], page: 1, in: .search("lunar"))
    #expect(await memory.listedBefore(2, in: .search("LUNAR")) == ["x"])
  }

  @Test func aPageOlderThanTheHorizon_isForgotten() async throws {
    try await memory.remember(["a"], page: 1, in: .feed(.wsj))
    now.date.withLock { $0 += PageMemory.horizon + 1 }
    #expect(await memory.listedBefore(2, in: .feed(.wsj)).isEmpty)
  }

  @Test func itIsBounded_whateverIsAsked() async throws {
    for listing in 0..<(PageMemory.listingLimit + 5) {
      for page in 1...(PageMemory.pageLimit + 5) {
        let ids = (0..<(PageMemory.idLimit + 10)).map { "\(listing)-\(page)-\($0)" }
        try await memory.remember(ids, page: page, in: .search("q\(listing)"))
      }
    }
    let newest = await memory.listedBefore(1_000, in: .search("q\(PageMemory.listingLimit + 4)"))
    #expect(newest.count == PageMemory.pageLimit * PageMemory.idLimit)
    #expect(await memory.listedBefore(1_000, in: .search("q0")).isEmpty, "the oldest listings went")
    let bytes = try #require(try await cache.load(PageMemory.name)).count
    #expect(bytes < 200_000, "\(bytes) bytes")
  }
}
