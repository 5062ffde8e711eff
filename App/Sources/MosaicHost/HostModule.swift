import Core
import CoreCLI
import DataLayer

/// The host's own commands, a module like the others: `mosaic features` (what every module contributed),
/// `mosaic open URL` (a route's destination, shown by its presenter), `mosaic config` (the configuration file)
/// and `mosaic ui` (the terminal app over every module's tabs and screens). They reach the registry through the
/// services it registers (``Core/RegistryContents``, ``Core/Router``), so the host parses and runs them as it
/// runs every module's commands.
///
/// ```swift
/// let registry = try PluginRegistry(modules: [HostModule(), ServicesModule(), …], hostServices: MosaicHost.hostServices)
/// ```
public struct HostModule: FeatureModule {
  public let id = "host"
  public let version: SemanticVersion = "1.0.0"
  public let displayName = "Host commands"

  public func displayName(in language: Language) -> String {
    language.pick(en: displayName, de: "Host-Befehle")
  }

  public init() {}

  public var requires: [ServiceKey] {
    [
      ServiceKey(RegistryContents.self), ServiceKey(Router.self), ServiceKey(HostTerminal.self),
      ServiceKey(HostConfiguration.self),
    ]
  }

  public var provides: [ServiceKey] { [] }

  /// Where the app remembers the tab used last, how it hears that another process changed the data, and the
  /// settings it follows while it runs.
  public var uses: [ServiceKey] {
    [ServiceKey(CacheStore.self), ServiceKey(DataChangesClient.self), ServiceKey(SettingsClient.self)]
  }

  public func register(into registrar: ModuleRegistrar) throws {
    registrar.command(FeaturesCommand.self) { resolver in try resolver.resolve(RegistryContents.self) }
    registrar.command(OpenCommand.self) { resolver in try resolver.resolve(Router.self) }
    registrar.command(UICommand.self) { resolver in
      UICommand.Dependencies(
        contents: try resolver.resolve(), router: try resolver.resolve(), terminal: try resolver.resolve(),
        configuration: try resolver.resolve(),
        cache: try resolver.resolveIfRegistered(CacheStore.self),
        changes: try resolver.resolveIfRegistered(DataChangesClient.self),
        settings: try resolver.resolveIfRegistered(SettingsClient.self))
    }
    registrar.command(ConfigCommand.self) { resolver in try resolver.resolve(HostConfiguration.self).config }
  }
}
