import Core
import CoreCLI
import CoreUI

extension SettingsModule {
  /// The settings sheet as the last tab; `,` opens it from anywhere.
  func registerScreens(into registrar: ModuleRegistrar) {
    registrar.tab(
      "settings", title: LocalizedText(en: "Settings", de: "Einstellungen"), order: 90, shortcut: ",",
      hosts: [SettingsDestination.self]
    ) { resolver in
      SettingsScreenDependencies(
        settings: try resolver.resolve(), desktop: try resolver.resolve(),
        timer: try resolver.resolveIfRegistered(NotificationTimerClient.self))
    } coordinator: { dependencies, context in
      SettingsCoordinator(dependencies: dependencies, context: context)
    }
  }
}
