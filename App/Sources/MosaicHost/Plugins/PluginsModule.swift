import Core
import CoreCLI
import DataLayer
import Foundation
import NetworkLayer
import NetworkLayerLive
import PluginHostLive
import PluginKit

/// Plugins in the host: provides the ``PluginHostLive/PluginSupervisor`` every plugin's proxy module runs through
/// (built on first use from the data folder; it starts nothing itself), shows a plugin route's destination (as output,
/// and as a screen in `mosaic ui`), adds
/// `mosaic plugins`, and ends every plugin process at shutdown. The proxies themselves come from
/// ``InstalledPlugins``, read before the registry is built.
///
/// ```swift
/// PluginRegistry(modules: CompositionRoot.modules + InstalledPlugins.proxies(arguments: args, environment: env))
/// ```
public struct PluginsModule: FeatureModule {
  public let id = "plugins"
  public let version: SemanticVersion = "1.0.0"
  public let displayName = "Plugins"

  public func displayName(in language: Language) -> String { language.pick(en: displayName, de: "Plugins") }

  public init() {}

  /// The host's services plugins may call: the rate-limit memory for their HTTP, their store, and the person's
  /// data they may read when their manifest declares it.
  public var requires: [ServiceKey] {
    [
      ServiceKey(HostConfiguration.self), ServiceKey(RateLimitStore.self), ServiceKey(PluginStorageClient.self),
      ServiceKey(FavoritesClient.self), ServiceKey(SavedArticlesClient.self), ServiceKey(SettingsClient.self),
    ]
  }
  public var provides: [ServiceKey] { [ServiceKey(PluginSupervisor.self)] }
  /// The image pipeline, for the pictures of plugin route pages' items.
  public var uses: [ServiceKey] { [ServiceKey(ImageClient.self)] }

  public func register(into registrar: ModuleRegistrar) throws {
    registrar.register(PluginSupervisor.self, scope: .singleton) { resolver in
      let configuration = try resolver.resolve(HostConfiguration.self)
      let http = PluginHTTP(
        http: .urlSession(), rateLimits: try resolver.resolve(), timeout: configuration.services.requestTimeout)
      return PluginSupervisor(
        store: InstalledPlugins.store(in: configuration.locations.dataDirectory),
        limits: try Self.limits(configuration.environment),
        services: .live(
          http: http, storage: try resolver.resolve(), favorites: try resolver.resolve(), saved: try resolver.resolve(),
          settings: try resolver.resolve()))
    }
    registrar.present(PluginDestination.self) { resolver in
      try resolver.resolve(PluginSupervisor.self)
    } present: {
      supervisor, destination, options, context in
      try await destination.present(with: supervisor, options: options, in: context)
    }
    registrar.pluginRouteScreens { resolver in
      .live(try resolver.resolve(PluginSupervisor.self), images: try resolver.resolveIfRegistered(ImageClient.self))
    }
    registrar.command(PluginsCommand.self) { resolver in
      let configuration = try resolver.resolve(HostConfiguration.self)
      let home = configuration.environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
      return PluginAdmin(
        supervisor: try resolver.resolve(PluginSupervisor.self),
        protectedFolders: [home, configuration.locations.dataDirectory].compactMap { $0 })
    }
  }

  /// The variable that sets how long a plugin may take to answer, in seconds.
  static let timeoutVariable = "MOSAIC_PLUGIN_TIMEOUT"

  /// The standard limits, with `MOSAIC_PLUGIN_TIMEOUT` (1 to 120 seconds) as the deadline per request.
  static func limits(_ environment: [String: String]) throws -> PluginLimits {
    var limits = PluginLimits.standard
    guard let text = environment[timeoutVariable] else { return limits }
    guard let seconds = Int(text), (1...120).contains(seconds) else {
      throw HostError(.invalidSetting, variable: timeoutVariable, value: String(text.prefix(40)), range: 1...120)
    }
    limits.requestSeconds = seconds
    return limits
  }

  public func shutdown(_ context: ModuleContext) async {
    (try? context.resolver.resolve(PluginSupervisor.self))?.shutdown()
  }
}
