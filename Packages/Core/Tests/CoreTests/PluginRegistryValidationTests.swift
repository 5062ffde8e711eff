import Core
import TestExpectations
import Testing

/// Refusals about the module graph: ids, services, versions and cycles.
struct PluginRegistryValidationTests {
  private static let serviceA = ServiceKey(ServiceA.self)
  private static let serviceB = ServiceKey(ServiceB.self)

  @Test(arguments: ["", "Gallery", "my module", "photo_detail", "détail", "gallery/"])
  func invalidID_isRefused(id: String) {
    expectCoreError(.invalidModule, Payload(module: id)) {
      _ = try PluginRegistry(modules: [TestModule(id)])
    }
  }

  @Test(arguments: ["gallery", "photo-detail", "mosaic.news2"])
  func validID_isAccepted(id: String) throws {
    try expectEqual(PluginRegistry(modules: [TestModule(id)]).modules.map { $0.id }, [id])
  }

  @Test func duplicateID_isRefused() {
    expectCoreError(.duplicateModule, Payload(module: "gallery")) {
      _ = try PluginRegistry(modules: [TestModule("gallery"), TestModule("detail"), TestModule("gallery")])
    }
  }

  @Test func requiredServiceNobodyProvides_isRefusedWithTheFix() {
    let error = expectCoreError(.missingService, Payload(module: "detail", service: "ServiceA")) {
      _ = try PluginRegistry(modules: [TestModule("gallery"), TestModule("detail", requires: [Self.serviceA])])
    }
    expectMessage(of: error, mentioning: ["add a module that provides it", "or remove 'detail'"])
  }

  @Test func serviceProvidedTwice_isRefusedNamingTheFirstProvider() {
    let error = expectCoreError(.duplicateService, Payload(module: "backup", service: "ServiceA")) {
      _ = try PluginRegistry(modules: [
        TestModule("photos", provides: [.service(ServiceA.self)]),
        TestModule("backup", provides: [.service(ServiceA.self)]),
      ])
    }
    expectMessage(of: error, mentioning: ["module 'photos' already provides"])
  }

  @Test func serviceProvidedByHostAndModule_isRefused() {
    let error = expectCoreError(.duplicateService, Payload(module: "photos", service: "ServiceA")) {
      _ = try PluginRegistry(
        modules: [TestModule("photos", provides: [.service(ServiceA.self)])], hostServices: [Self.serviceA])
    }
    expectMessage(of: error, mentioning: ["the host already provides"])
  }

  @Test func sameTypeUnderTwoNames_isNotADuplicate() throws {
    let registry = try PluginRegistry(modules: [
      TestModule("photos", provides: [.service(ServiceA.self)]),
      TestModule("backup", provides: [.service(ServiceA.self, name: "backup")]),
    ])

    expectEqual(registry.summaries.map(\.provides), [["ServiceA"], ["ServiceA(\"backup\")"]])
  }

  @Test func requiredModuleMissing_isRefused() {
    expectCoreError(.versionMismatch, Payload(module: "detail", value: "gallery")) {
      _ = try PluginRegistry(modules: [TestModule("detail", requirements: [.module("gallery", "1.0.0"..<"2.0.0")])])
    }
  }

  @Test func requiredModuleWithWrongVersion_isRefused() {
    let error = expectCoreError(.versionMismatch, Payload(module: "detail", value: "gallery")) {
      _ = try PluginRegistry(modules: [
        TestModule("gallery", version: "2.1.0"),
        TestModule("detail", requirements: [.module("gallery", "1.0.0"..<"2.0.0")]),
      ])
    }
    expectMessage(of: error, mentioning: ["'gallery' 1.0.0..<2.0.0", "'gallery' is 2.1.0"])
  }

  @Test func serviceCycleBetweenModules_isRefusedWithPath() {
    expectCoreError(.moduleCycle, Payload(module: "a", value: "a -> b -> a")) {
      _ = try PluginRegistry(modules: [
        TestModule("a", requires: [Self.serviceB], provides: [.service(ServiceA.self)]),
        TestModule("b", requires: [Self.serviceA], provides: [.service(ServiceB.self)]),
      ])
    }
  }

  @Test func requirementCycleBetweenModules_isRefusedWithPath() {
    expectCoreError(.moduleCycle, Payload(module: "a", value: "a -> b -> c -> a")) {
      _ = try PluginRegistry(modules: [
        TestModule("a", requirements: [.module("b", "1.0.0"..<"2.0.0")]),
        TestModule("b", requirements: [.module("c", "1.0.0"..<"2.0.0")]),
        TestModule("c", requirements: [.module("a", "1.0.0"..<"2.0.0")]),
      ])
    }
  }

  @Test func moduleRequiringWhatItProvides_isNotACycle() throws {
    let module = TestModule("self-served", requires: [Self.serviceA], provides: [.service(ServiceA.self)])

    try expectEqual(PluginRegistry(modules: [module]).modules.count, 1)
  }

  @Test func hostServices_satisfyRequirements() throws {
    let registry = try PluginRegistry(
      modules: [TestModule("gallery", requires: [Self.serviceA])], hostServices: [Self.serviceA])

    expectEqual(registry.modules.map { $0.id }, ["gallery"])
    expectEqual(registry.summaries.first?.requires, ["ServiceA"])
  }

  @Test func promisedHostServiceNotRegistered_refusesBoot() async throws {
    let log = HookLog()
    let registry = try PluginRegistry(
      modules: [TestModule("gallery", requires: [Self.serviceA], log: log)], hostServices: [Self.serviceA])

    await expectCoreError(.bootFailed, Payload(service: "ServiceA")) { try await registry.boot() }
    expectEmpty(log.entries)

    try registry.container.register(ServiceA.self) { _ in ServiceA() }
    try await registry.boot()
    await registry.shutdown()
    expectEqual(log.entries, ["willBoot gallery", "didBoot gallery", "shutdown gallery"])
  }
}
