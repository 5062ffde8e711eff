import Core
import DataLayer
import NetworkLayer

/// The services the gallery needs, in memory: the embedded catalog, favorites and a cache.
struct BenchServices: FeatureModule {
  let id = "bench.services"
  let version: SemanticVersion = "1.0.0"
  let displayName = "Benchmark services"
  var requires: [ServiceKey] { [] }
  var provides: [ServiceKey] {
    [ServiceKey(PhotoClient.self), ServiceKey(FavoritesClient.self), ServiceKey(CacheStore.self)]
  }

  func register(into registrar: ModuleRegistrar) throws {
    registrar.register(PhotoClient.self, scope: .singleton) { _ in .embedded() }
    registrar.register(FavoritesClient.self, scope: .singleton) { _ in .inMemory() }
    registrar.register(CacheStore.self, scope: .singleton) { _ in .inMemory() }
  }
}
