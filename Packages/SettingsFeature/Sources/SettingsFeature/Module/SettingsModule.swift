import Core
import CoreCLI
import DataLayer

/// The product's settings (the seed news app's settings sheet): `mosaic settings` and `mosaic://settings`.
/// A module of its own, so the product keeps its settings without the news reader; the values themselves
/// live in the container's ``DataLayer/SettingsClient``, which every feature (and the host, for the
/// language and colors of every command) reads.
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

  public func register(into registrar: ModuleRegistrar) throws {
    let screen = registrar.deferred { resolver in
      SettingsPresenter(settings: try resolver.resolve(), desktop: try resolver.resolve())
    }
    registrar.command(SettingsCommand.self) { _ in try screen.value() }
    try registrar.route("settings", summary: "Theme, language and notifications") { _ in SettingsDestination() }
    registrar.present(SettingsDestination.self, with: { _ in try screen.value() }) { screen, _, options, context in
      try await screen.show(json: options.json, in: context)
    }
    registerScreens(into: registrar)
  }
}
