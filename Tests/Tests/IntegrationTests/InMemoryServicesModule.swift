import Core
import DataLayer
import NetworkLayer

/// Stands in for the App's services module with in-process values: the embedded catalog (or `photos`),
/// favorites and a cache in memory. Registries built from one value share its favorites and cache, as
/// successive `mosaic` runs share the files.
struct InMemoryServicesModule: FeatureModule {
  let id = "test-services"
  let version: SemanticVersion = "1.0.0"
  let displayName = "In-memory services"
  var photos: PhotoClient = .embedded()
  var favorites: FavoritesClient = .inMemory()
  var cache: CacheStore = .inMemory()
  var requires: [ServiceKey] { [] }
  var provides: [ServiceKey] {
    [ServiceKey(PhotoClient.self), ServiceKey(FavoritesClient.self), ServiceKey(CacheStore.self)]
  }

  func register(into registrar: ModuleRegistrar) {
    let (photos, favorites, cache) = (self.photos, self.favorites, self.cache)
    registrar.register(PhotoClient.self, scope: .singleton) { _ in photos }
    registrar.register(FavoritesClient.self, scope: .singleton) { _ in favorites }
    registrar.register(CacheStore.self, scope: .singleton) { _ in cache }
  }
}
