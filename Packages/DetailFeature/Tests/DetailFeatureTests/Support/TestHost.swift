import ArgumentParser
import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import Models
import NetworkLayer
import NetworkLayerTestSupport
import Testing

@testable import DetailFeature

/// The `mosaic` host in miniature: a container with the fakes registered as host services, a booted
/// registry with ``DetailModule`` and ``ExtrasModule``, and commands run in-process against a captured
/// console.
struct TestHost {
  let service: FakePhotoService
  let favorites: FavoritesClient
  let feeds: FeedStore
  let registry: PluginRegistry

  fileprivate init(service: FakePhotoService, favorites: FavoritesClient, feeds: FeedStore) throws {
    self.service = service
    self.favorites = favorites
    self.feeds = feeds
    registry = try PluginRegistry(
      modules: [DetailModule(), ExtrasModule()],
      serving: [.value(service.client), .value(favorites), .value(feeds)])
  }

  /// A navigator over the same fakes.
  var navigator: FeedNavigator {
    FeedNavigator(photos: service.client, favorites: favorites, feeds: feeds)
  }

  /// Parses `mosaic photo <arguments>`, runs it as the host would, and returns what it wrote.
  @discardableResult
  func photo(_ arguments: [String], console: CapturedConsole = CapturedConsole()) async throws -> CapturedConsole {
    try await registry.run(PhotoCommand.parse(arguments), console: console)
  }

  /// Remembers a gallery listing of `page` (of `perPage`) as `mosaic gallery` would.
  func rememberListing(page: Int, perPage: Int, source: String = "embedded") async throws {
    let listed = service.page(page, perPage: perPage)
    try await feeds.save(
      GalleryFeed(
        source: source, page: page, perPage: perPage, hasMore: !listed.isLast, photoIDs: listed.photos.map(\.id),
        savedAt: Date(timeIntervalSince1970: 1_760_000_000)))
  }
}

/// Runs `body` with a booted ``TestHost`` and always shuts the registry down.
func withTestHost(
  _ service: FakePhotoService,
  favorites: FavoritesClient = .inMemory(),
  feeds: FeedStore = .inMemory(),
  isolation: isolated (any Actor)? = #isolation,
  _ body: (TestHost) async throws -> Void
) async throws {
  let host = try TestHost(service: service, favorites: favorites, feeds: feeds)
  try await withBootedRegistry(host.registry) { try await body(host) }
}
