import Core
import Testing

/// Refusals about the module graph: ids, services, versions and cycles.
@Suite struct PluginRegistryValidationTests {
  private static let serviceA = ServiceKey(ServiceA.self)
  private static let serviceB = ServiceKey(ServiceB.self)

  @Test(arguments: ["", "Gallery", "my module", "photo_detail", "détail", "gallery/"])
  func invalidID_isRefused(id: String) {
    expectCoreError(
      .invalidModule, mentioning: ["'Test module \(id)'", "the id '\(id)'", "lowercase letters, digits, '.' and '-'"]
    ) {
      _ = try PluginRegistry(modules: [TestModule(id)])
    }
  }

  @Test(arguments: ["gallery", "photo-detail", "mosaic.news2"])
  func validID_isAccepted(id: String) throws {
    #expect(try PluginRegistry(modules: [TestModule(id)]).modules.map { $0.id } == [id])
  }

  @Test func duplicateID_isRefused() {
    expectCoreError(.duplicateModule, mentioning: ["the id 'gallery'", "give each module its own id"]) {
      _ = try PluginRegistry(modules: [TestModule("gallery"), TestModule("detail"), TestModule("gallery")])
    }
  }

  @Test func requiredServiceNobodyProvides_isRefused() {
    expectCoreError(
      .missingService,
      mentioning: ["Module 'detail' requires 'ServiceA'", "add a module that provides it", "or remove 'detail'"]
    ) {
      _ = try PluginRegistry(modules: [TestModule("gallery"), TestModule("detail", requires: [Self.serviceA])])
    }
  }

  @Test func serviceProvidedTwice_isRefused() {
    expectCoreError(
      .duplicateService,
      mentioning: ["Module 'backup' provides 'ServiceA'", "module 'photos' already provides", "register the second"]
    ) {
      _ = try PluginRegistry(modules: [
        TestModule("photos", provides: [.service(ServiceA.self)]),
        TestModule("backup", provides: [.service(ServiceA.self)]),
      ])
    }
  }

  @Test func serviceProvidedByHostAndModule_isRefused() {
    expectCoreError(.duplicateService, mentioning: ["Module 'photos' provides 'ServiceA'", "the host already"]) {
      _ = try PluginRegistry(
        modules: [TestModule("photos", provides: [.service(ServiceA.self)])], hostServices: [Self.serviceA]
      )
    }
  }

  @Test func sameTypeUnderTwoNames_isNotADuplicate() throws {
    let registry = try PluginRegistry(modules: [
      TestModule("photos", provides: [.service(ServiceA.self)]),
      TestModule("backup", provides: [.service(ServiceA.self, name: "backup")]),
    ])

    #expect(registry.summaries.map(\.provides) == [["ServiceA"], ["ServiceA(\"backup\")"]])
  }

  @Test func requiredModuleMissing_isRefused() {
    expectCoreError(
      .versionMismatch,
      mentioning: ["Module 'detail' requires module 'gallery' 1.0.0..<2.0.0", "not in the composition root", "App/"]
    ) {
      _ = try PluginRegistry(modules: [
        TestModule("detail", requirements: [.module("gallery", "1.0.0"..<"2.0.0")])
      ])
    }
  }

  @Test func requiredModuleWithWrongVersion_isRefused() {
    expectCoreError(
      .versionMismatch,
      mentioning: ["Module 'detail' requires module 'gallery' 1.0.0..<2.0.0", "'gallery' is 2.1.0", "fit together"]
    ) {
      _ = try PluginRegistry(modules: [
        TestModule("gallery", version: "2.1.0"),
        TestModule("detail", requirements: [.module("gallery", "1.0.0"..<"2.0.0")]),
      ])
    }
  }

  @Test func pluginAPIRequirementNotMet_isRefused() {
    expectCoreError(
      .versionMismatch,
      mentioning: ["Module 'news' needs plugin API 2.0.0..<3.0.0", "implements 1.0.0", "built for plugin API 1"]
    ) {
      _ = try PluginRegistry(modules: [TestModule("news", requirements: [.pluginAPI("2.0.0"..<"3.0.0")])])
    }
  }

  @Test func defaultRequirement_isCurrentPluginAPIMajor() {
    struct Plain: FeatureModule {
      let id = "plain"
      let version: SemanticVersion = "1.0.0"
      let displayName = "Plain"
      let requires: [ServiceKey] = []
      let provides: [ServiceKey] = []
      func register(into registrar: ModuleRegistrar) {}
    }

    #expect(Plain().moduleRequirements == [.pluginAPI("1.0.0"..<"2.0.0")])
    #expect(PluginAPI.version == "1.0.0")
  }

  @Test func serviceCycleBetweenModules_isRefusedWithPath() {
    expectCoreError(.moduleCycle, mentioning: ["(a -> b -> a)", "move the shared service into a lower module"]) {
      _ = try PluginRegistry(modules: [
        TestModule("a", requires: [Self.serviceB], provides: [.service(ServiceA.self)]),
        TestModule("b", requires: [Self.serviceA], provides: [.service(ServiceB.self)]),
      ])
    }
  }

  @Test func requirementCycleBetweenModules_isRefusedWithPath() {
    expectCoreError(.moduleCycle, mentioning: ["(a -> b -> c -> a)", "drop one of the requirements"]) {
      _ = try PluginRegistry(modules: [
        TestModule("a", requirements: [.module("b", "1.0.0"..<"2.0.0")]),
        TestModule("b", requirements: [.module("c", "1.0.0"..<"2.0.0")]),
        TestModule("c", requirements: [.module("a", "1.0.0"..<"2.0.0")]),
      ])
    }
  }

  @Test func moduleRequiringWhatItProvides_isNotACycle() throws {
    let module = TestModule("self-served", requires: [Self.serviceA], provides: [.service(ServiceA.self)])

    #expect(try PluginRegistry(modules: [module]).modules.count == 1)
  }

  @Test func hostServices_satisfyRequirements() throws {
    let registry = try PluginRegistry(
      modules: [TestModule("gallery", requires: [Self.serviceA])], hostServices: [Self.serviceA]
    )

    #expect(registry.modules.map { $0.id } == ["gallery"])
    #expect(registry.summaries.first?.requires == ["ServiceA"])
  }

  @Test func promisedHostServiceNotRegistered_refusesBoot() async throws {
    let log = HookLog()
    let registry = try PluginRegistry(
      modules: [TestModule("gallery", requires: [Self.serviceA], log: log)], hostServices: [Self.serviceA]
    )

    await expectCoreError(.bootFailed, mentioning: ["'ServiceA'", "register it on the registry's container"]) {
      try await registry.boot()
    }
    #expect(log.entries.isEmpty)

    registry.container.register(ServiceA.self) { _ in ServiceA() }
    try await registry.boot()
    await registry.shutdown()
    #expect(log.entries == ["willBoot gallery", "didBoot gallery", "shutdown gallery"])
  }
}
