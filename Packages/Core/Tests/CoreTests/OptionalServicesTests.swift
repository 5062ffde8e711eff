import Core
import TestExpectations
import Testing

/// `uses`: services a module takes when some module provides them and does without otherwise.
struct OptionalServicesTests {
  struct Watching: FeatureModule {
    let id = "watching"
    let version: SemanticVersion = "1.0.0"
    let displayName = "Watching"
    var requires: [ServiceKey] { [] }
    var provides: [ServiceKey] { [] }
    var uses: [ServiceKey] { [ServiceKey(ServiceA.self)] }
    func register(into registrar: ModuleRegistrar) throws {}
  }

  @Test func aUsedService_bootsItsProviderFirst_evenWhenListedLater() throws {
    let registry = try PluginRegistry(modules: [Watching(), TestModule("photos", provides: [.service(ServiceA.self)])])

    expectEqual(registry.modules.map(\.id), ["photos", "watching"])
  }

  @Test func aUsedServiceNobodyProvides_isNoError() throws {
    let registry = try PluginRegistry(modules: [Watching()])

    expectEqual(registry.modules.map(\.id), ["watching"])
    expectFalse(registry.container.isRegistered(ServiceA.self))
  }

  @Test func theSummary_listsWhatAModuleUses() throws {
    let registry = try PluginRegistry(modules: [Watching()])

    expectEqual(registry.summaries.first?.uses, ["ServiceA"])
    expectEqual(registry.summaries.first?.requires, [])
  }
}
