import Core
import Synchronization
import TestExpectations
import Testing

/// What the registry collected, resolved like a service by a module that shows it (the host's `features`).
struct RegistryContentsTests {
  @Test func aModulesFactory_resolvesTheContents_andSeesEveryModulesContributions() throws {
    let listing = Mutex<Deferred<[String]>?>(nil)
    let registry = try PluginRegistry(modules: [
      TestModule("shortcuts") { registrar in registrar.contribute(Shortcut(key: "g", url: "mosaic://gallery")) },
      TestModule("lister", requires: [ServiceKey(RegistryContents.self)]) { registrar in
        let made = registrar.deferred { resolver in
          let contents = try resolver.resolve(RegistryContents.self)
          return contents.summaries.map(\.id) + contents.contributions(Shortcut.self).map(\.value.name)
        }
        listing.withLock { $0 = made }
      },
    ])

    let names = try listing.withLock { $0 }?.value()

    expectEqual(names, ["shortcuts", "lister", "g → mosaic://gallery"])
    expectEqual(registry.contents.modules.map(\.id), registry.modules.map(\.id))
  }
}
