import Core
import CoreCLI
import DataLayer
import DetailFeature
import GalleryFeature
import NetworkLayer
import NewsFeature
import SettingsFeature

/// Stands in for the App's services module: provides what the feature modules require, with factories the
/// boot never calls.
struct StubServicesModule: FeatureModule {
  struct NotBuilt: Error {}

  let id = "services"
  let version = SemanticVersion(1, 0, 0)
  let displayName = "Services"
  var requires: [ServiceKey] { [] }
  var provides: [ServiceKey] {
    [
      ServiceKey(PhotoClient.self), ServiceKey(NewsClient.self), ServiceKey(FavoritesClient.self),
      ServiceKey(CacheStore.self), ServiceKey(SavedArticlesClient.self), ServiceKey(SearchHistoryClient.self),
      ServiceKey(SettingsClient.self), ServiceKey(DesktopClient.self), ServiceKey(ReadArticlesClient.self),
      ServiceKey(NewsFeedsClient.self),
    ]
  }

  func register(into registrar: ModuleRegistrar) throws {
    registrar.register(PhotoClient.self) { _ in throw NotBuilt() }
    registrar.register(NewsClient.self) { _ in throw NotBuilt() }
    registrar.register(FavoritesClient.self) { _ in throw NotBuilt() }
    registrar.register(CacheStore.self) { _ in throw NotBuilt() }
    registrar.register(SavedArticlesClient.self) { _ in throw NotBuilt() }
    registrar.register(SearchHistoryClient.self) { _ in throw NotBuilt() }
    registrar.register(SettingsClient.self) { _ in throw NotBuilt() }
    registrar.register(ReadArticlesClient.self) { _ in throw NotBuilt() }
    registrar.register(DesktopClient.self) { _ in throw NotBuilt() }
    registrar.register(NewsFeedsClient.self) { _ in throw NotBuilt() }
  }
}

/// Builds, validates, boots and shuts down a registry with every feature module once.
func bootRegistry() async throws {
  let modules: [any FeatureModule] = [
    StubServicesModule(), GalleryModule(), DetailModule(), NewsModule(), SettingsModule(),
  ]
  let registry = try PluginRegistry(modules: modules)
  try await registry.boot()
  await registry.shutdown()
}
