import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import NetworkLayerTestSupport
import Testing

@testable import GalleryFeature

/// The photo search history: kept in the cache store with the news history's rules; `gallery --search` joins
/// it, `--history` lists it, `--forget TEXT` removes one.
@Suite struct PhotoSearchHistoryTests {
  @Test func record_keepsTheNewestFirst_oneEntryPerSearchIgnoringCase_andSurvivesANewClient() async throws {
    let cache = CacheStore.inMemory()
    let history = PhotoSearchHistory.client(in: cache)
    try await history.record("fog")
    try await history.record("lake")
    try await history.record("FOG")
    #expect(try await history.list().map(\.text) == ["FOG", "lake"])
    // Another process (a new client over the same store) sees it.
    #expect(try await PhotoSearchHistory.client(in: cache).list().map(\.text) == ["FOG", "lake"])
    #expect(try await history.delete("fog"))
    #expect(try await history.list().map(\.text) == ["lake"])
    #expect(try await history.clear() == 1)
    #expect(try await history.list().isEmpty)
  }

  @Test func record_keepsAtMostTheLimit() async throws {
    let history = PhotoSearchHistory.client(in: .inMemory())
    for index in 0..<(SearchHistoryClient.limit + 5) { try await history.record("search \(index)") }
    let texts = try await history.list().map(\.text)
    #expect(texts.count == SearchHistoryClient.limit)
    #expect(texts.first == "search \(SearchHistoryClient.limit + 4)")
  }

  @Test func gallerySearch_joinsTheHistory_whichHistoryListsAndForgetEdits() async throws {
    let cache = CacheStore.inMemory()
    try await withTestHost(try FakePhotoService(count: 40), cache: cache) { host in
      _ = try await host.gallery(["--search", "Chen"])
      _ = try await host.gallery(["--search", "p003"])
      _ = try await host.gallery(["--page", "2"])
      let listed = try await host.gallery(["--history", "--json"]).json()
      let texts = try #require(listed["history"]).elements.map { $0["text"] }
      #expect(texts == [.string("p003"), .string("Chen")])
      let text = try await host.gallery(["--history"]).lines
      #expect(text.first == "2 recent photo searches, newest first")
      let forgot = try await host.gallery(["--forget", "chen"])
      #expect(forgot.lines == ["Forgot the search 'chen'."])
      #expect(try await PhotoSearchHistory.client(in: cache).list().map(\.text) == ["p003"])
    }
  }

  @Test func historyWithSearch_isRefused() async throws {
    try await withTestHost(try FakePhotoService(count: 4)) { host in
      await #expect(throws: (any Error).self) { try await host.gallery(["--history", "--search", "fog"]) }
    }
  }
}
