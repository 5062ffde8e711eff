import Core
import CoreUI

/// Runs the settings tab: the sheet at its root, over its own view model.
@MainActor
final class SettingsCoordinator: Coordinator {
  private let dependencies: SettingsScreenDependencies
  private let context: ScreenContext

  init(dependencies: SettingsScreenDependencies, context: ScreenContext) {
    self.dependencies = dependencies
    self.context = context
    super.init(navigation: context.navigation)
  }

  override func start() async {
    let model = SettingsViewModel(
      settings: dependencies.settings, desktop: dependencies.desktop, timer: dependencies.timer)
    navigation?.push(SettingsSheetScreen(model: model, environment: context.environment))
  }

  override func show(_ destination: any Destination) async -> Bool {
    destination is SettingsDestination
  }
}
