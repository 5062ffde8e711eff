import CoreTestSupport
import DataLayer
import Foundation
import Testing

@Suite struct FeedStoreTests {
  static let feed = GalleryFeed(
    source: "embedded", page: 3, perPage: 30, hasMore: true, photoIDs: ["a", "b", "c"],
    savedAt: Date(timeIntervalSinceReferenceDate: 760_000_000.123_456))

  @Test func file_roundTripsAndIsOwnerOnly() async throws {
    try await withTemporaryDirectory { root in
      let url = root.appendingPathComponent("gallery-feed.json")
      let store = FeedStore.file(at: url)

      try await store.save(Self.feed)

      #expect(try await store.load() == Self.feed)
      #expect(try await FeedStore.file(at: url).load() == Self.feed)
      #expect(try permissions(of: url) == 0o600)
    }
  }

  @Test func file_saveReplacesTheLastFeed() async throws {
    try await withTemporaryDirectory { root in
      let store = FeedStore.file(at: root.appendingPathComponent("gallery-feed.json"))
      let next = GalleryFeed(
        source: "https://api.unsplash.com", page: 1, perPage: 10, hasMore: false, photoIDs: [], savedAt: .now)
      try await store.save(Self.feed)
      try await store.save(next)
      #expect(try await store.load() == next)
    }
  }

  @Test func file_absent_loadsNil() async throws {
    try await withTemporaryDirectory { root in
      let loaded = try await FeedStore.file(at: root.appendingPathComponent("gallery-feed.json")).load()
      #expect(loaded == nil)
    }
  }

  @Test(arguments: ["not json", "{\"page\": 1}", ""])
  func file_corrupt_loadsNilAndKeepsTheFile(_ contents: String) async throws {
    try await withTemporaryDirectory { root in
      let url = root.appendingPathComponent("gallery-feed.json")
      try Data(contents.utf8).write(to: url)

      #expect(try await FeedStore.file(at: url).load() == nil)
      #expect(try Data(contentsOf: url) == Data(contents.utf8))
    }
  }

  @Test func inMemory_roundTrips() async throws {
    let store = FeedStore.inMemory()
    #expect(try await store.load() == nil)
    try await store.save(Self.feed)
    #expect(try await store.load() == Self.feed)
  }

  @Test func failing_throwsNamingTheClosure() async throws {
    await #expect(throws: DataLayerError.unexpectedCallMessage("FeedStore.load")) { try await FeedStore.failing.load() }
    await #expect(throws: DataLayerError.unexpectedCallMessage("FeedStore.save")) {
      try await FeedStore.failing.save(Self.feed)
    }
  }
}

extension DataLayerError {
  static func unexpectedCallMessage(_ name: String) -> DataLayerError {
    DataLayerError(
      .unexpectedCall, "\(name) was called but this test did not expect it; give the test a client that implements it.")
  }
}
