import Core
import CoreUI

/// A tab with an empty root, standing in for the gallery: photo pages open over it.
struct HomeModule: FeatureModule {
  let id = "test.home"
  let version: SemanticVersion = "1.0.0"
  let displayName = "Test home"
  var requires: [ServiceKey] { [] }
  var provides: [ServiceKey] { [] }

  func register(into registrar: ModuleRegistrar) throws {
    registrar.tab("home", title: LocalizedText(en: "Home", de: "Start"), order: 10, with: { _ in () }) { _, context in
      HomeCoordinator(navigation: context.navigation)
    }
  }
}

@MainActor
final class HomeCoordinator: Coordinator {
  override func start() async {
    navigation?.push(HomeScreen())
  }
}

@MainActor
final class HomeScreen: Screen {
  func render(_ context: RenderContext) -> ScreenFrame {
    ScreenFrame(title: "Home", body: .text("Home"))
  }

  func handle(_ input: ScreenInput) -> Bool { false }
}
