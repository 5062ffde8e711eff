import Core
import CoreCLI
import DataLayer

/// The product's settings (the seed news app's settings sheet): `mosaic settings`, `mosaic://settings` and the
/// settings tab of the terminal app. A feature of its own, so the product keeps its settings whatever other
/// features it has; the values themselves live in the container's ``DataLayer/SettingsClient``, which every
/// feature (and the host, for the language and colors of every command) reads.
///
/// ```swift
/// let registry = try PluginRegistry(modules: [ServicesModule(), SettingsModule()], hostServices: [...])
/// ```
public struct SettingsModule: FeatureModule {
  public let id = "settings"
  public let version: SemanticVersion = "1.0.0"
  public let displayName = "Settings"

  public func displayName(in language: Language) -> String {
    language.pick(en: displayName, de: "Einstellungen")
  }

  public init() {}

  public var requires: [ServiceKey] { [ServiceKey(SettingsClient.self), ServiceKey(DesktopClient.self)] }
  public var provides: [ServiceKey] { [] }
  /// The timer a module offers for notifications while no `mosaic` runs (News's `news watch --once`): the sheet
  /// offers to install it once notifications are on.
  public var uses: [ServiceKey] { [ServiceKey(NotificationTimerClient.self)] }

  public func register(into registrar: ModuleRegistrar) throws {
    let presenter = registrar.deferred { resolver in
      SettingsPresenter(settings: try resolver.resolve(), desktop: try resolver.resolve())
    }
    registrar.command(SettingsCommand.self) { _ in try presenter.value() }
    try registrar.route("settings", summary: "Theme, language and notifications") { _ in SettingsDestination() }
    registrar.present(SettingsDestination.self, by: presenter) { presenter, _, options, context in
      try await presenter.show(json: options.json, in: context)
    }
    registerScreens(into: registrar)
  }
}
