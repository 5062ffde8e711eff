import ArgumentParser
import Core
import CoreCLI
import DataLayer
import Foundation
import Models
import NetworkLayer
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
    let container = Container()
    container.register(PhotoClient.self, value: service.client)
    container.register(FavoritesClient.self, value: favorites)
    container.register(FeedStore.self, value: feeds)
    registry = try PluginRegistry(
      modules: [DetailModule(), ExtrasModule()],
      hostServices: [ServiceKey(PhotoClient.self), ServiceKey(FavoritesClient.self), ServiceKey(FeedStore.self)],
      container: container
    )
  }

  /// A navigator over the same fakes.
  var navigator: FeedNavigator {
    FeedNavigator(photos: service.client, favorites: favorites, feeds: feeds)
  }

  /// Parses `mosaic photo <arguments>`, runs it as the host would, and returns what it wrote.
  @discardableResult
  func photo(_ arguments: [String], console: CapturedConsole = CapturedConsole()) async throws -> CapturedConsole {
    let command = try PhotoCommand.parse(arguments)
    let context = CommandContext(
      resolver: registry.container.resolver(for: PhotoCommand.moduleCommandName), console: console.console,
      registry: registry)
    try await command.run(in: context)
    return console
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
  try await host.registry.boot()
  do {
    try await body(host)
  } catch {
    await host.registry.shutdown()
    throw error
  }
  await host.registry.shutdown()
}

extension CapturedConsole {
  /// The result stream split into lines, without the final empty one.
  var lines: [String] {
    output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  /// The result stream read as one JSON document.
  func json() throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(output.utf8))
  }
}

extension JSONValue {
  /// The elements when this is an array, else empty.
  var elements: [JSONValue] {
    if case .array(let elements) = self { elements } else { [] }
  }

  /// The member names when this is an object, else empty.
  var keys: Set<String> {
    if case .object(let object) = self { Set(object.keys) } else { [] }
  }
}
