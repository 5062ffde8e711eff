import Core
import CoreCLI
import DataLayer
import Models
import NetworkLayer
import TerminalGraphics

/// The photo gallery: the paged grid (`mosaic gallery`), favorites (`mosaic favorites`), a photographer's photos
/// (`mosaic photographer USERNAME`), their `mosaic://` routes, the "more photos" section of a photo's detail page, and the photo feed other
/// features move along.
///
/// ```swift
/// let registry = try PluginRegistry(modules: [ServicesModule(), GalleryModule()], hostServices: [...])
/// ```
public struct GalleryModule: FeatureModule {
  public let id = "gallery"
  public let version: SemanticVersion = "1.0.0"
  public let displayName = "Photo gallery"

  public func displayName(in language: Language) -> String {
    language.pick(en: displayName, de: "Fotogalerie")
  }

  private let clock: any Clock<Duration>

  /// - Parameter clock: Times the photo search's debounce in the terminal app.
  public init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  public var requires: [ServiceKey] {
    [ServiceKey(PhotoClient.self), ServiceKey(FavoritesClient.self), ServiceKey(CacheStore.self)]
  }

  public var provides: [ServiceKey] { [ServiceKey(PhotoFeedClient.self)] }

  /// The image pipeline and the terminal, when a module provides them: `--thumbnails` draws the grid. The photo
  /// search history (the database's, which the host's services register); without one a host keeps the searches
  /// of one run only.
  public var uses: [ServiceKey] {
    [ServiceKey(ImageClient.self), ServiceKey(TerminalEnvironment.self), ServiceKey(PhotoSearchHistoryClient.self)]
  }

  /// The photo search history `resolver` has, else one in memory.
  static func searchHistory(_ resolver: Resolver) throws -> SearchHistoryClient {
    try resolver.resolveIfRegistered(PhotoSearchHistoryClient.self)?.history ?? SearchHistoryClient.inMemory()
  }

  public func register(into registrar: ModuleRegistrar) throws {
    let feed = registrar.deferred { resolver in
      GalleryFeed(photos: try resolver.resolve(), cache: try resolver.resolve())
    }
    let favorites = registrar.deferred { resolver in
      FavoritesPresenter(favorites: try resolver.resolve(), photos: try resolver.resolve())
    }
    registrar.register(PhotoFeedClient.self, scope: .singleton) { _ in try feed.value().feedClient }
    registrar.command(GalleryCommand.self) { resolver in try Self.searchHistory(resolver) }
    registrar.command(FavoritesCommand.self) { _ in try favorites.value() }
    try registrar.route("gallery", summary: "The gallery feed; ?page=N&per_page=N pick the page") { match in
      GalleryDestination(
        page: try match.integer("page", in: 1...GalleryDestination.maximumPage) ?? 1,
        perPage: try match.integer("per_page", "perPage", in: 1...PhotoClient.maximumPerPage)
          ?? PhotoClient.maximumPerPage)
    }
    try registrar.route("favorites", summary: "The favorite photos, newest first") { _ in FavoritesDestination() }
    let presenter: @Sendable (Resolver) throws -> GalleryPresenter = { resolver in
      GalleryPresenter(
        feed: try feed.value(), favorites: try resolver.resolve(),
        thumbnails: ThumbnailGrid(
          images: try resolver.resolveIfRegistered(ImageClient.self),
          terminal: try resolver.resolveIfRegistered(TerminalEnvironment.self) ?? .unknown))
    }
    registrar.present(GalleryDestination.self, with: presenter) { presenter, destination, options, context in
      try await presenter.show(destination, options: options, in: context)
    }
    registrar.command(PhotographerCommand.self)
    try registrar.route("user/:username", summary: "A photographer's photos; ?page=N picks the page") { match in
      PhotographerDestination(
        username: try match.required("username"),
        page: try match.integer("page", in: 1...GalleryDestination.maximumPage) ?? 1)
    }
    registrar.present(PhotographerDestination.self, with: presenter) { presenter, destination, options, context in
      try await presenter.show(destination, options: options, in: context)
    }
    registrar.present(FavoritesDestination.self, by: favorites) { presenter, _, options, context in
      try await presenter.list(json: options.json, in: context)
    }
    registrar.section(MorePhotosSection.self, in: .detail) { resolver in
      MorePhotosSection(feed: try feed.value(), favorites: try resolver.resolve())
    }
    registerScreens(into: registrar, feed: feed, clock: clock)
  }
}
