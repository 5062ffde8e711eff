import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Foundation
import Models
import NetworkLayer
import NetworkLayerTestSupport

@testable import GalleryFeature

/// One run of the `mosaic` host in miniature: a registry with ``GalleryModule`` over the fakes, registered
/// as host services, with commands run in-process against a captured console.
///
/// Two hosts over the same ``cache`` are two runs of `mosaic`: the listing one remembers, the other reads.
struct TestHost {
  let service: FakePhotoService
  let favorites: FavoritesClient
  let cache: CacheStore
  /// The photo search history the host serves, as the App's services serve the database's.
  let photoSearches: PhotoSearchHistoryClient
  let registry: PluginRegistry

  init(
    service: FakePhotoService, favorites: FavoritesClient, cache: CacheStore,
    photoSearches: PhotoSearchHistoryClient = .inMemory()
  ) throws {
    self.service = service
    self.favorites = favorites
    self.cache = cache
    self.photoSearches = photoSearches
    registry = try PluginRegistry(
      modules: [GalleryModule()],
      serving: [.value(service.client), .value(favorites), .value(cache), .value(photoSearches)])
  }

  /// Parses `mosaic gallery <arguments>` and runs it as the host would.
  @discardableResult
  func gallery(_ arguments: [String] = [], style: TextStyle = TextStyle()) async throws -> CapturedConsole {
    try await registry.run(GalleryCommand.self, arguments, style: style)
  }

  /// Parses `mosaic favorites <arguments>` (the group picks the subcommand) and runs it.
  @discardableResult
  func favorites(_ arguments: [String], style: TextStyle = TextStyle()) async throws -> CapturedConsole {
    try await registry.run(FavoritesCommand.self, arguments, style: style)
  }

  /// The feed the module provides to other features.
  func feed() throws -> PhotoFeedClient {
    try registry.container.resolve(PhotoFeedClient.self, requestedBy: "test")
  }

  /// The sections every module put on a photo's detail page.
  var detailSections: SectionController<Photo> {
    registry.sections.controller(for: .detail)
  }

  /// The listing `mosaic gallery` last remembered.
  func listing() async throws -> LastListing? {
    try await cache.load(LastListing.self, named: LastListing.cacheName)
  }

  /// Remembers `page` of `perPage` from the fake as the last listing, as `mosaic gallery` would.
  func remember(page: Int, perPage: Int, source: String = "embedded") async throws {
    try await cache.remember(service.page(page, perPage: perPage), source: source)
  }
}

extension CacheStore {
  /// Saves `page` as the last gallery listing, from `source`.
  func remember(_ page: PhotoPage, source: String = "embedded") async throws {
    try await save(
      LastListing(
        source: source, page: page.page, perPage: page.perPage, hasMore: !page.isLast,
        photoIDs: page.photos.map(\.id), savedAt: Date(timeIntervalSince1970: 1_760_000_000)),
      named: LastListing.cacheName)
  }
}

/// Runs `body` with a booted ``TestHost`` and always shuts the registry down.
func withTestHost(
  _ service: FakePhotoService,
  favorites: FavoritesClient = .inMemory(),
  cache: CacheStore = .inMemory(),
  photoSearches: PhotoSearchHistoryClient = .inMemory(),
  isolation: isolated (any Actor)? = #isolation,
  _ body: (TestHost) async throws -> Void
) async throws {
  let host = try TestHost(service: service, favorites: favorites, cache: cache, photoSearches: photoSearches)
  try await withBootedRegistry(host.registry) { try await body(host) }
}
