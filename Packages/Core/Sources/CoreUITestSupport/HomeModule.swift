import Core
import CoreUI

/// A tab with an empty root, standing in for a feature's tab in a test host: a feature's screens, pages and
/// sheets open over it, as they open over the product's other tabs.
///
/// ```swift
/// let registry = try PluginRegistry(modules: [HomeModule(), SettingsModule()], serving: [.value(settings)])
/// ```
public struct HomeModule: FeatureModule {
  public let id = "test.home"
  public let version: SemanticVersion = "1.0.0"
  public let displayName = "Test home"
  public var requires: [ServiceKey] { [] }
  public var provides: [ServiceKey] { [] }

  public init() {}

  public func register(into registrar: ModuleRegistrar) throws {
    registrar.tab("home", title: LocalizedText(en: "Home", de: "Start"), order: 10, with: { _ in () }) { _, context in
      HomeCoordinator(navigation: context.navigation)
    }
  }
}

/// The home tab's coordinator: its root is ``HomeScreen``.
@MainActor
public final class HomeCoordinator: Coordinator {
  override public func start() async {
    navigation?.push(HomeScreen())
  }
}

/// An empty screen titled "Home" that handles no input.
@MainActor
public final class HomeScreen: Screen {
  public init() {}

  public func render(_ context: RenderContext) -> ScreenFrame {
    ScreenFrame(title: "Home", body: .text("Home"))
  }

  public func handle(_ input: ScreenInput) -> Bool { false }
}
