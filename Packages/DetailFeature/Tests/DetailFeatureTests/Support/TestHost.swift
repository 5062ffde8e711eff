import Core
import CoreCLI
import CoreTestSupport
import DataLayer
import Models
import NetworkLayer
import NetworkLayerTestSupport

@testable import DetailFeature

/// One run of the `mosaic` host in miniature: a registry with ``DetailModule`` (and, standing in for the
/// gallery, ``ExtrasModule``) over the fakes, registered as host services; commands run in-process against a
/// captured console.
struct TestHost {
  let service: FakePhotoService
  let favorites: FavoritesClient
  let registry: PluginRegistry

  /// - Parameters:
  ///   - feed: The feed a module like the gallery would provide; `nil` for a composition without one.
  ///   - extras: The module adding a section to the photo page; `nil` for none.
  init(
    service: FakePhotoService, favorites: FavoritesClient, feed: PhotoFeedClient?, extras: ExtrasModule?,
    desktop: DesktopClient? = nil
  ) throws {
    self.service = service
    self.favorites = favorites
    let modules: [any FeatureModule] = [DetailModule()] + (extras.map { [$0] } ?? [])
    let feedService: [HostService] = (feed.map { [.value($0)] } ?? []) + (desktop.map { [.value($0)] } ?? [])
    registry = try PluginRegistry(
      modules: modules, serving: [.value(service.client), .value(favorites)] + feedService)
  }

  /// Parses `mosaic photo <arguments>` and runs it as the host would.
  @discardableResult
  func photo(
    _ arguments: [String], style: TextStyle = TextStyle(), console: CapturedConsole = CapturedConsole()
  ) async throws -> CapturedConsole {
    try await registry.run(PhotoCommand.self, arguments, style: style, console: console)
  }

  /// The photo page's sections from every module.
  var sections: SectionController<Photo> {
    registry.sections.controller(for: .detail)
  }

  /// A view model over the host's services and sections, as the photo screen builds it.
  @MainActor
  func model(language: Language = .english) throws -> PhotoDetailViewModel {
    let feed = try registry.container.resolver(for: "test").resolveIfRegistered(PhotoFeedClient.self)
    return PhotoDetailViewModel(
      photos: service.client, favorites: favorites, feed: feed, sections: sections, language: language)
  }
}

/// Runs `body` with a booted ``TestHost`` and always shuts the registry down.
func withTestHost(
  _ service: FakePhotoService,
  favorites: FavoritesClient = .inMemory(),
  feed: PhotoFeedClient? = nil,
  extras: ExtrasModule? = ExtrasModule(),
  desktop: DesktopClient? = nil,
  isolation: isolated (any Actor)? = #isolation,
  _ body: (TestHost) async throws -> Void
) async throws {
  let host = try TestHost(service: service, favorites: favorites, feed: feed, extras: extras, desktop: desktop)
  try await withBootedRegistry(host.registry) { try await body(host) }
}
