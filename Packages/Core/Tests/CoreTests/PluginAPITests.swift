import Core
import TestExpectations
import Testing

/// A module that keeps every default of ``FeatureModule``.
private struct PlainModule: FeatureModule {
  let id = "plain"
  let version: SemanticVersion = "1.0.0"
  let displayName = "Plain"
  let requires: [ServiceKey] = []
  let provides: [ServiceKey] = []
  func register(into registrar: ModuleRegistrar) {}
}

struct PluginAPITests {
  @Test func version_isTwo() {
    expectEqual(PluginAPI.version, SemanticVersion(2, 0, 0))
    expectEqual(PluginAPI.id, "mosaic.plugin-api")
  }

  @Test func defaultRequirement_isTheCurrentMajor_andIsAccepted() async throws {
    expectEqual(PlainModule().moduleRequirements, [.pluginAPI("2.0.0"..<"3.0.0")])

    let registry = try PluginRegistry(modules: [PlainModule()])
    try await registry.boot()
    await registry.shutdown()
    expectEqual(registry.modules.map(\.id), ["plain"])
  }

  @Test(arguments: ["1.0.0"..<"2.0.0", "2.1.0"..<"3.0.0", "3.0.0"..<"4.0.0", "0.1.0"..<"1.0.0"])
  func requirementExcludingThisAPI_isRefused(versions: Range<SemanticVersion>) {
    let range = "\(versions.lowerBound)..<\(versions.upperBound)"

    expectCoreError(.pluginAPIMismatch, Payload(module: "news", value: range)) {
      _ = try PluginRegistry(modules: [TestModule("gallery"), TestModule("news", requirements: [.pluginAPI(versions)])])
    }
  }

  @Test func moduleBuiltForOneX_isRefusedInOneSentenceNamingIt() {
    let error = expectCoreError(.pluginAPIMismatch, Payload(module: "news")) {
      _ = try PluginRegistry(modules: [TestModule("news", requirements: [.pluginAPI("1.0.0"..<"2.0.0")])])
    }

    expectMessage(of: error, mentioning: ["Module 'news' was built for plugin API 1.x", "implements 2.0.0"])
    expectEqual(error?.message.contains(". "), false)
    expectEqual(error?.message.hasSuffix("from the composition root."), true)
  }

  @Test(arguments: ["2.0.0"..<"3.0.0", "1.0.0"..<"3.0.0", "2.0.0"..<"2.0.1"])
  func requirementIncludingThisAPI_isAccepted(versions: Range<SemanticVersion>) throws {
    let registry = try PluginRegistry(modules: [TestModule("news", requirements: [.pluginAPI(versions)])])

    expectEqual(registry.modules.map(\.id), ["news"])
  }

  @Test func pluginAPIRequirement_isNotAModuleDependency() throws {
    let registry = try PluginRegistry(modules: [
      TestModule("late", requirements: [.pluginAPI("2.0.0"..<"3.0.0"), .module("early", "1.0.0"..<"2.0.0")]),
      TestModule("early"),
    ])

    expectEqual(registry.modules.map(\.id), ["early", "late"])
  }

  @Test func requirementDescription_namesModuleAndRange() {
    expectEqual(ModuleRequirement.module("gallery", "1.0.0"..<"2.0.0").description, "'gallery' 1.0.0..<2.0.0")
    expectEqual(ModuleRequirement.pluginAPI("2.0.0"..<"3.0.0").moduleID, PluginAPI.id)
  }
}
