import ArticleExtraction
import ArticleExtractionLive
import Core
import CoreCLI
import DataLayer
import DataLayerLive
import Foundation
import Logging
import NetworkLayer
import NetworkLayerLive

/// The platform services every feature builds on, made from the run's ``HostConfiguration``: photos
/// and news (embedded catalogs, or the real services with retries, one rate-limit memory and saved
/// answers), the one SQLite database and the stores in it (favorites, saved articles, search history,
/// settings), the cache store, and the desktop (opening pages, notifications). Also contributes
/// `mosaic doctor`, and `mosaic export` and `mosaic import` over every store of the database.
public struct ServicesModule: FeatureModule {
  public let id = "services"
  public let version: SemanticVersion = "1.0.0"
  public let displayName = "Platform services"

  public func displayName(in language: Language) -> String {
    language.pick(en: displayName, de: "Plattformdienste")
  }

  public init() {}

  public var requires: [ServiceKey] { [ServiceKey(HostConfiguration.self)] }

  public var provides: [ServiceKey] {
    [
      ServiceKey(PhotoClient.self), ServiceKey(NewsClient.self), ServiceKey(FavoritesClient.self),
      ServiceKey(CacheStore.self), ServiceKey(RateLimitStore.self), ServiceKey(DatabaseHandle.self),
      ServiceKey(SavedArticlesClient.self), ServiceKey(SearchHistoryClient.self), ServiceKey(SettingsClient.self),
      ServiceKey(DesktopClient.self), ServiceKey(DataChangesClient.self), ServiceKey(ArticlePageFetcher.self),
    ]
  }

  public func register(into registrar: ModuleRegistrar) throws {
    registrar.register(DatabaseHandle.self, scope: .singleton) { resolver in
      DatabaseHandle(locations: try resolver.resolve(HostConfiguration.self).locations)
    }
    registrar.register(FavoritesClient.self, scope: .singleton) { resolver in
      try resolver.resolve(DatabaseHandle.self).favorites
    }
    registrar.register(DataChangesClient.self, scope: .singleton) { resolver in
      try resolver.resolve(DatabaseHandle.self).changes()
    }
    registrar.register(SavedArticlesClient.self, scope: .singleton) { resolver in
      try resolver.resolve(DatabaseHandle.self).savedArticles
    }
    registrar.register(SearchHistoryClient.self, scope: .singleton) { resolver in
      try resolver.resolve(DatabaseHandle.self).searchHistory
    }
    registrar.register(SettingsClient.self, scope: .singleton) { resolver in
      try resolver.resolve(DatabaseHandle.self).settings
    }
    registrar.register(DesktopClient.self, scope: .singleton) { resolver in
      .live(environment: try resolver.resolve(HostConfiguration.self).environment)
    }
    registrar.register(CacheStore.self, scope: .singleton) { resolver in
      .directory(try resolver.resolve(HostConfiguration.self).locations.cacheStoreDirectory)
    }
    registrar.register(RateLimitStore.self, scope: .singleton) { resolver in
      let cache = try resolver.resolve(HostConfiguration.self).locations.cacheDirectory
      return .file(at: cache.appendingPathComponent(ServiceTransport.rateLimitFileName))
    }
    registrar.register(PhotoClient.self, scope: .singleton) { resolver in
      let configuration = try resolver.resolve(HostConfiguration.self)
      guard let endpoint = configuration.services.unsplash else { return .embedded() }
      return .unsplash(
        key: endpoint.key, transport: Self.transport(endpoint, configuration, rateLimits: try resolver.resolve()),
        timeout: configuration.services.requestTimeout)
    }
    // The reader's pages: the embedded catalog's articles from its own text (their addresses are made up),
    // every other article's page from the web, with no key or cookie.
    registrar.register(ArticlePageFetcher.self, scope: .singleton) { _ in
      .embedded(otherwise: .live())
    }
    registrar.register(NewsClient.self, scope: .singleton) { resolver in
      let configuration = try resolver.resolve(HostConfiguration.self)
      guard let endpoint = configuration.services.newsAPI else { return .embedded() }
      return .newsAPI(
        key: endpoint.key, transport: Self.transport(endpoint, configuration, rateLimits: try resolver.resolve()),
        timeout: configuration.services.requestTimeout)
    }
    registrar.command(DoctorCommand.self) { resolver in
      DoctorChecks(
        configuration: try resolver.resolve(), database: try resolver.resolve(), rateLimits: try resolver.resolve(),
        http: .urlSession())
    }
    registrar.command(ExportCommand.self) { resolver in try resolver.resolve(DatabaseHandle.self) }
    registrar.command(ImportCommand.self) { resolver in try resolver.resolve(DatabaseHandle.self) }
  }

  public func shutdown(_ context: ModuleContext) async {
    try? context.resolver.resolve(DatabaseHandle.self).close()
  }

  private static func transport(
    _ endpoint: ServiceConfiguration.Endpoint, _ configuration: HostConfiguration, rateLimits: RateLimitStore
  ) -> ServiceTransport {
    .live(
      service: endpoint.descriptor, cacheDirectory: configuration.locations.cacheDirectory, rateLimits: rateLimits,
      logger: Logger(label: "mosaic.\(endpoint.descriptor.id)"))
  }
}
