import Core
import CoreCLI
import CoreTestSupport
import CoreUI
import CoreUITestSupport
import DataLayer
import Foundation

@testable import SettingsFeature

/// One run of `mosaic` in miniature: a registry with ``SettingsModule`` (and a home tab to open the sheet
/// over) on in-memory settings and a recording desktop; commands run in-process against a captured console.
struct TestHost {
  let settings: SettingsClient
  let desktop: RecordingDesktop
  let registry: PluginRegistry

  init(settings: SettingsClient = .inMemory(), desktop: RecordingDesktop = RecordingDesktop()) throws {
    self.settings = settings
    self.desktop = desktop
    registry = try PluginRegistry(
      modules: [HomeModule(), SettingsModule()], serving: [.value(settings), .value(desktop.client)])
  }

  /// Parses `mosaic settings <arguments>` and runs it.
  @discardableResult
  func settings(_ arguments: [String] = [], language: Language = .english) async throws -> CapturedConsole {
    try await registry.run(SettingsCommand.self, arguments, style: TextStyle(language: language))
  }
}

/// Runs `body` with a booted ``TestHost`` and always shuts the registry down.
func withTestHost(
  _ host: TestHost, isolation: isolated (any Actor)? = #isolation, _ body: (TestHost) async throws -> Void
) async throws {
  try await withBootedRegistry(host.registry) { try await body(host) }
}

/// A JSON document printed by a command.
func json(_ console: CapturedConsole) throws -> [String: Any] {
  guard let object = try JSONSerialization.jsonObject(with: Data(console.output.utf8)) as? [String: Any] else {
    throw TestHostError("not a JSON object: \(console.output)")
  }
  return object
}

/// A tab with an empty root before the settings tab, as the product has its features' tabs: `,` opens the
/// sheet over it.
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
