import Core
import TestExpectations
import Testing

/// A kind of contribution the registry has never heard of plugs in without changing the registry.
struct ContributionKindTests {
  @Test func newKind_isCollectedPerModuleInBootOrder() throws {
    let registry = try PluginRegistry(modules: [
      TestModule("detail", requires: [ServiceKey(ServiceA.self)]) { registrar in
        registrar.contribute(Shortcut(key: "p", url: "mosaic://photo/random"))
      },
      TestModule("gallery", provides: [.service(ServiceA.self)]) { registrar in
        registrar.contribute(Shortcut(key: "g"))
        registrar.contribute(Shortcut(key: "f", url: "mosaic://favorites"))
      },
    ])

    let shortcuts = registry.contributions(Shortcut.self)
    expectEqual(shortcuts.map(\.moduleID), ["gallery", "gallery", "detail"])
    expectEqual(shortcuts.map(\.value.key), ["g", "f", "p"])
    expectEqual(shortcuts.map(\.value.url), ["mosaic://gallery", "mosaic://favorites", "mosaic://photo/random"])
  }

  @Test func kindNobodyContributed_isEmpty() throws {
    let registry = try PluginRegistry(modules: [TestModule("gallery") { $0.contribute(Badge(name: "new")) }])

    expectEmpty(registry.contributions(Shortcut.self))
    expectEqual(registry.contributions(Badge.self).map(\.value.name), ["new"])
  }

  @Test func clashingKeys_areRefusedNamingBothModules() {
    let error = expectCoreError(.duplicateContribution, Payload(module: "detail", value: "g → mosaic://photo/abc")) {
      _ = try PluginRegistry(modules: [
        TestModule("gallery") { $0.contribute(Shortcut(key: "g")) },
        TestModule("detail") { $0.contribute(Shortcut(key: "g", url: "mosaic://photo/abc")) },
      ])
    }
    expectMessage(of: error, mentioning: ["'gallery'", "'detail'", "clashes with 'g → mosaic://gallery'"])
  }

  @Test func nilKeys_neverClash() throws {
    let registry = try PluginRegistry(modules: [
      TestModule("gallery") { $0.contribute(Shortcut(key: nil)) },
      TestModule("detail") { $0.contribute(Shortcut(key: nil)) },
    ])

    expectEqual(registry.contributions(Shortcut.self).count, 2)
  }

  @Test func sameKeyInTwoKinds_doesNotClash() throws {
    let registry = try PluginRegistry(modules: [
      TestModule("gallery") { registrar in
        registrar.contribute(Badge(name: "g"))
        registrar.contribute(Shortcut(key: "g"))
      }
    ])

    expectEqual(registry.contributions(Badge.self).count, 1)
    expectEqual(registry.contributions(Shortcut.self).count, 1)
  }

  @Test func kindValidation_runsOverEachContribution() {
    expectCoreError(.invalidURL, Payload(module: "detail", value: "https://example.com")) {
      _ = try PluginRegistry(modules: [
        TestModule("gallery") { $0.contribute(Shortcut(key: "g")) },
        TestModule("detail") { $0.contribute(Shortcut(key: "x", url: "https://example.com")) },
      ])
    }
  }

  @Test func kindValidation_seesEveryModulesContributionsTogether() throws {
    _ = try PluginRegistry(modules: [
      TestModule("gallery") { registrar in
        registrar.contribute(Shortcut(key: "a"))
        registrar.contribute(Shortcut(key: "b"))
      },
      TestModule("detail") { $0.contribute(Shortcut(key: "c")) },
    ])

    expectCoreError(.duplicateContribution, Payload(module: "detail", value: "d → mosaic://gallery")) {
      _ = try PluginRegistry(modules: [
        TestModule("gallery") { registrar in
          registrar.contribute(Shortcut(key: "a"))
          registrar.contribute(Shortcut(key: "b"))
        },
        TestModule("detail") { registrar in
          registrar.contribute(Shortcut(key: "c"))
          registrar.contribute(Shortcut(key: "d"))
        },
      ])
    }
  }

  @Test func contributed_keepsModuleAndValue() {
    let contributed = Contributed(moduleID: "gallery", value: Badge(name: "new"))

    expectEqual(contributed.moduleID, "gallery")
    expectEqual(contributed.value.name, "new")
    expectEqual(contributed.value.uniquenessKey, "new")
  }
}
