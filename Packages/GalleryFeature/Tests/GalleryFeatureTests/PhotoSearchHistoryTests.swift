import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import NetworkLayerTestSupport
import TestExpectations
import Testing

@testable import GalleryFeature

/// The photo search history through the gallery: `gallery --search` joins the history the host serves (the
/// database's `PhotoSearchHistoryClient` in `mosaic`), `--history` lists it, `--forget TEXT` removes one; a host
/// without one keeps the searches of the run.
struct PhotoSearchHistoryTests {
  @Test func gallerySearch_joinsTheHostsHistory_whichHistoryListsAndForgetEdits() async throws {
    let searches = PhotoSearchHistoryClient.inMemory()
    try await withTestHost(try FakePhotoService(count: 40), photoSearches: searches) { host in
      _ = try await host.gallery(["--search", "Chen"])
      _ = try await host.gallery(["--search", "p003"])
      _ = try await host.gallery(["--page", "2"])
      // What the host serves holds them: the database in `mosaic`, so `export` carries them.
      try await expectEqual(searches.history.list().map(\.text), ["p003", "Chen"])
      let listed = try await host.gallery(["--history", "--json"]).json()
      let texts = try requireValue(listed["history"]).elements.map { $0["text"] }
      expectEqual(texts, [.string("p003"), .string("Chen")])
      let text = try await host.gallery(["--history"]).lines
      expectEqual(text.first, "2 recent photo searches, newest first")
      let forgot = try await host.gallery(["--forget", "chen"])
      expectEqual(forgot.lines, ["Forgot the search 'chen'."])
      try await expectEqual(searches.history.list().map(\.text), ["p003"])
    }
  }

  @Test func aSearchThatIsCleaned_isRecordedAsSent() async throws {
    let searches = PhotoSearchHistoryClient.inMemory()
    try await withTestHost(try FakePhotoService(count: 10), photoSearches: searches) { host in
      _ = try await host.gallery(["--search", "  misty\u{1B}[2J   lake "])
      try await expectEqual(searches.history.list().map(\.text), ["misty lake"])
    }
  }

  @Test func aHostWithoutAHistory_stillSearches() async throws {
    let service = try FakePhotoService(count: 10)
    let registry = try PluginRegistry(
      modules: [GalleryModule()],
      serving: [.value(service.client), .value(FavoritesClient.inMemory()), .value(CacheStore.inMemory())])
    try await withBootedRegistry(registry) {
      let lines = try await registry.run(GalleryCommand.self, ["--search", "Chen"]).lines
      expectEqual(lines.first?.contains("matching 'Chen'"), true)
    }
  }

  @Test func historyWithSearch_isRefused() async throws {
    try await withTestHost(try FakePhotoService(count: 4)) { host in
      await expectThrows((any Error).self) { try await host.gallery(["--history", "--search", "fog"]) }
    }
  }
}
