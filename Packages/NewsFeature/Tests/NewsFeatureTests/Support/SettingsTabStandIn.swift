import Core
import CoreUI

/// Stands in for the settings feature's tab, which the product shows after the reader's: the news screens are
/// drawn (and their golden screens kept) with the tab bar the product has, without importing another feature.
struct SettingsTabStandIn: FeatureModule {
  let id = "settings"
  let version: SemanticVersion = "1.0.0"
  let displayName = "Settings"
  var requires: [ServiceKey] { [] }
  var provides: [ServiceKey] { [] }

  struct Destination: Core.Destination {}

  func register(into registrar: ModuleRegistrar) throws {
    registrar.tab(
      "settings", title: LocalizedText(en: "Settings", de: "Einstellungen"), order: 90, shortcut: ",",
      hosts: [Destination.self]
    ) { _ in
      ()
    } coordinator: { _, context in
      StandInCoordinator(context: context)
    }
  }

  @MainActor
  final class StandInCoordinator: Coordinator {
    init(context: ScreenContext) { super.init(navigation: context.navigation) }
    override func start() async { navigation?.push(EmptyScreen()) }
  }

  @MainActor
  final class EmptyScreen: Screen {
    func render(_ context: RenderContext) -> ScreenFrame { ScreenFrame(title: "Settings", body: .text("")) }
    func handle(_ input: ScreenInput) -> Bool { false }
  }
}
