import CoreTestSupport
import DataLayer
import Foundation
import Models
import ModelsTestSupport
import NetworkLayer
import Synchronization
import Testing

@testable import NewsFeature

/// Two watches of one person (`news watch` in two shells, or the app's and the timer's) saving `news-watch.json` at
/// the same time: every headline either one saw is in the memory at the end, and every poll is counted.
@Suite struct WatchMemorySharingTests {
  /// A news service that answers every request with one headline never served before, and remembers its ids.
  final class FreshHeadlines: Sendable {
    let name: String
    private let served = Mutex<[String]>([])

    init(_ name: String) { self.name = name }

    var ids: [String] { served.withLock { $0 } }

    var client: NewsClient {
      NewsClient(
        provider: .embedded,
        topHeadlines: { _ in try self.next() },
        everything: { _ in try self.next() },
        sources: { Fetched(SourcesResponse(sources: [])) })
    }

    private func next() throws -> Fetched<ArticlesResponse> {
      let article = try served.withLock { served in
        let article = try Article.fixture("\(name)-\(served.count)")
        served.append(article.shortID)
        return article
      }
      return Fetched(ArticlesResponse(totalResults: 1, articles: [article]))
    }
  }

  /// A clock whose pauses end at once: the watches poll as fast as they can.
  struct ImmediateClock: Clock {
    var now: ContinuousClock.Instant { ContinuousClock.now }
    var minimumResolution: Duration { .zero }
    func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
      try Task.checkCancellation()
      await Task.yield()
    }
  }

  @Test func twoWatchesSavingAtOnce_loseNothing() async throws {
    let polls = 60
    try await withTemporaryDirectory { root in
      let services = [FreshHeadlines("first"), FreshHeadlines("second")]
      try await withThrowingTaskGroup(of: Void.self) { group in
        for service in services {
          // Each watch its own store on the one directory, as two processes have.
          let watcher = HeadlineWatcher(
            news: service.client, settings: .inMemory(Settings(notifications: false)),
            desktop: RecordingDesktop().client, cache: .directory(root), clock: ImmediateClock())
          group.addTask { try await watcher.run(every: .seconds(1), polls: polls) { _ in } }
        }
        try await group.waitForAll()
      }
      let data = try #require(try await CacheStore.directory(root).load(HeadlineWatcher.memoryName))
      let memory = WatchMemory.decode(data)
      let seen = Set(memory.seen.values.joined())
      for service in services {
        #expect(service.ids.count == polls)
        let lost = service.ids.filter { !seen.contains($0) }.count
        #expect(lost == 0, "\(service.name): \(lost) of \(polls) headlines lost")
      }
      #expect(memory.next == 2 * polls, "every poll of both watches is counted")
    }
  }

  /// What a poll saves goes into the memory as another watch left it: its fresh ids first, the other watch's ids and
  /// the poll's own kept, each feed to the limit, one more poll counted, the later poll time.
  @Test func aPoll_isRecordedIntoTheMemoryAsStoredNow() {
    let read = WatchMemory(seen: ["business": ["b1", "b0"], "wsj": ["w0"]], next: 4, lastPoll: 100)
    var poll = read
    poll.seen["business"] = ["b3", "b1", "b0"]
    poll.next = 5
    poll.lastPoll = 200
    let stored = WatchMemory(seen: ["business": ["b2", "b1", "b0"], "apple": ["a0"]], next: 7, lastPoll: 300)

    let merged = stored.recording(poll, of: "business", fresh: ["b3"], limit: 3)

    #expect(
      merged.seen == ["business": ["b3", "b2", "b1"], "apple": ["a0"], "wsj": ["w0"]],
      "the other watch's 'b2' and 'apple' stay; the poll's 'wsj', gone from the store, is kept")
    #expect(merged.next == 8)
    #expect(merged.lastPoll == 300)
  }

  @Test func aFailedPollOfANewFeed_leavesItNeverPolled() {
    let merged = WatchMemory(next: Int.max).recording(WatchMemory(next: 0), of: "business", fresh: [], limit: 120)
    #expect(merged.seen["business"] == nil, "a feed with no entry is polled first again, and only records")
    #expect(merged.next == 0)
  }
}
