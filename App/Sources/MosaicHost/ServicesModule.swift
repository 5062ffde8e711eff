import ArticleExtraction
import ArticleExtractionLive
import Core
import CoreCLI
import DataLayer
import DataLayerLive
import Foundation
import Logging
import MosaicConfig
import NetworkLayer
import NetworkLayerLive
import PluginHostLive

/// The platform services every feature builds on, made from the run's ``HostConfiguration``: the clients of
/// the remote services in its list (each the real service with retries, one rate-limit memory and saved
/// answers, or its offline stand-in such as an embedded catalog), the one SQLite database and the stores in it
/// (favorites, saved articles, search history, settings), the cache store, and the desktop (opening pages,
/// notifications). Also contributes `mosaic doctor`, which lists and probes every service of the list, and
/// `mosaic export` and `mosaic import` over every store of the database.
public struct ServicesModule: FeatureModule {
  public let id = "services"
  public let version: SemanticVersion = "1.0.0"
  public let displayName = "Platform services"

  public func displayName(in language: Language) -> String {
    language.pick(en: displayName, de: "Plattformdienste")
  }

  /// The remote services, in the order `mosaic doctor` lists them. The host reads their descriptors before boot,
  /// so a misconfigured base URL of any of them is refused in one sentence before a command runs.
  public let remoteServices: [RemoteService]
  /// The stores of the one database, in the order `mosaic import` writes their sections.
  public let stores: [StoreDefinition]
  /// What every service is reached through, and the doctor's probes.
  let http: HTTPClient

  /// The module with `services` (by default the composition root's) reached through `http`, and the database
  /// of `stores`.
  public init(
    services: [RemoteService] = CompositionRoot.services, stores: [StoreDefinition] = StoreDefinition.standard,
    http: HTTPClient = .urlSession()
  ) {
    self.remoteServices = services
    self.stores = stores
    self.http = http
  }

  public var requires: [ServiceKey] { [ServiceKey(HostConfiguration.self)] }

  public var provides: [ServiceKey] {
    remoteServices.compactMap(\.client) + stores.map(\.client) + [
      ServiceKey(CacheStore.self), ServiceKey(RateLimitStore.self), ServiceKey(DatabaseHandle.self),
      ServiceKey(DesktopClient.self), ServiceKey(DataChangesClient.self), ServiceKey(ArticlePageFetcher.self),
      ServiceKey(UserTimerClient.self),
    ]
  }

  public func register(into registrar: ModuleRegistrar) throws {
    try Self.checkUnique(stores)
    let stores = stores
    registrar.register(DatabaseHandle.self, scope: .singleton) { resolver in
      DatabaseHandle(locations: try resolver.resolve(HostConfiguration.self).locations, stores: stores)
    }
    for store in stores {
      store.register(into: registrar) { resolver in try resolver.resolve(DatabaseHandle.self) }
    }
    registrar.register(DataChangesClient.self, scope: .singleton) { resolver in
      try resolver.resolve(DatabaseHandle.self).changes()
    }
    registrar.register(DesktopClient.self, scope: .singleton) { resolver in
      .live(environment: try resolver.resolve(HostConfiguration.self).environment)
    }
    registrar.register(UserTimerClient.self, scope: .singleton) { resolver in
      .live(environment: try resolver.resolve(HostConfiguration.self).environment)
    }
    registrar.register(CacheStore.self, scope: .singleton) { resolver in
      .directory(try resolver.resolve(HostConfiguration.self).locations.cacheStoreDirectory)
    }
    registrar.register(RateLimitStore.self, scope: .singleton) { resolver in
      let cache = try resolver.resolve(HostConfiguration.self).locations.cacheDirectory
      return .file(at: cache.appendingPathComponent(ServiceTransport.rateLimitFileName))
    }
    try Self.checkUnique(remoteServices)
    let http = http
    for service in remoteServices {
      service.register(registrar) { resolver, descriptor in
        let configuration = try resolver.resolve(HostConfiguration.self)
        guard let endpoint = configuration.services[descriptor] else { return nil }
        let rateLimits: RateLimitStore = try resolver.resolve()
        return ServiceConnection(
          endpoint: endpoint,
          transport: Self.transport(endpoint, configuration, rateLimits: rateLimits, http: http),
          timeout: configuration.services.requestTimeout, rateLimits: rateLimits)
      }
    }
    // The reader's pages: the embedded catalog's articles from its own text (their addresses are made up),
    // every other article's page from the web, with no key or cookie.
    registrar.register(ArticlePageFetcher.self, scope: .singleton) { _ in
      .embedded(otherwise: .live())
    }
    registrar.command(DoctorCommand.self) { resolver in
      let configuration = try resolver.resolve(HostConfiguration.self)
      // A supervisor of its own for the installed plugins' handshakes (each plugin started and ended again), so
      // that the doctor depends on no module's boot order.
      let plugins = PluginSupervisor(
        store: InstalledPlugins.store(in: configuration.locations.dataDirectory),
        limits: try PluginsModule.limits(configuration.environment))
      return DoctorChecks(
        configuration: configuration, database: try resolver.resolve(), rateLimits: try resolver.resolve(),
        http: http, plugins: plugins)
    }
    registrar.command(ExportCommand.self) { resolver in try resolver.resolve(DatabaseHandle.self) }
    registrar.command(ImportCommand.self) { resolver in try resolver.resolve(DatabaseHandle.self) }
  }

  public func shutdown(_ context: ModuleContext) async {
    try? context.resolver.resolve(DatabaseHandle.self).close()
  }

  private static func transport(
    _ endpoint: ServiceConfiguration.Endpoint, _ configuration: HostConfiguration, rateLimits: RateLimitStore,
    http: HTTPClient
  ) -> ServiceTransport {
    .live(
      service: endpoint.descriptor, cacheDirectory: configuration.locations.cacheDirectory, rateLimits: rateLimits,
      http: http, logger: Logger(label: "mosaic.\(endpoint.descriptor.id)"))
  }

  /// Two stores of one name would share their migrations' owner, two of one client would hide one: refused
  /// when the registry is built.
  private static func checkUnique(_ stores: [StoreDefinition]) throws {
    var names: Set<String> = []
    var clients: Set<ServiceKey> = []
    for store in stores where !names.insert(store.name).inserted || !clients.insert(store.client).inserted {
      throw CoreError(
        .duplicateContribution,
        "Two stores have the name '\(store.name)' or the client '\(store.client)'; give each store of the list "
          + "its own name and client.", module: "services", value: store.name)
    }
  }

  /// Two services of one id would share their saved answers and rate-limit memory: refused when the registry
  /// is built, before anything runs.
  private static func checkUnique(_ services: [RemoteService]) throws {
    var seen: Set<String> = []
    for service in services where !seen.insert(service.descriptor.id).inserted {
      throw CoreError(
        .duplicateContribution,
        "Two remote services have the id '\(service.descriptor.id)'; give each service of the list its own id.",
        module: "services", value: service.descriptor.id)
    }
  }
}
