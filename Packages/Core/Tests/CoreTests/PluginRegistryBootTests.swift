import Core
import TestExpectations
import Testing

struct PluginRegistryBootTests {
  private static let serviceA = ServiceKey(ServiceA.self)
  private static let serviceB = ServiceKey(ServiceB.self)

  @Test func bootOrder_putsProvidersFirstOtherwiseCompositionOrder() throws {
    let registry = try PluginRegistry(modules: [
      TestModule("detail", requires: [Self.serviceB]),
      TestModule("news"),
      TestModule("gallery", requires: [Self.serviceA], provides: [.service(ServiceB.self)]),
      TestModule("photos", provides: [.service(ServiceA.self)]),
      TestModule("settings"),
    ])

    expectEqual(registry.modules.map { $0.id }, ["news", "photos", "gallery", "detail", "settings"])
  }

  @Test func bootOrder_followsModuleRequirements() throws {
    let registry = try PluginRegistry(modules: [
      TestModule("detail", requirements: [.module("gallery", "1.0.0"..<"2.0.0")]),
      TestModule("gallery", version: "1.4.2"),
    ])

    expectEqual(registry.modules.map { $0.id }, ["gallery", "detail"])
  }

  @Test func bootOrder_withoutDependencies_isCompositionOrder() throws {
    let ids = ["zeta", "alpha", "mu"]
    let registry = try PluginRegistry(modules: ids.map { TestModule($0) })

    expectEqual(registry.modules.map { $0.id }, ids)
  }

  @Test func boot_runsEveryWillBootBeforeAnyDidBoot_andShutdownReverses() async throws {
    let log = HookLog()
    let registry = try PluginRegistry(modules: [
      TestModule("detail", requires: [Self.serviceA], log: log),
      TestModule("photos", provides: [.service(ServiceA.self)], log: log),
      TestModule("news", log: log),
    ])

    try await registry.boot()
    await registry.shutdown()

    expectEqual(
      log.entries,
      [
        "willBoot photos", "willBoot detail", "willBoot news",
        "didBoot photos", "didBoot detail", "didBoot news",
        "shutdown news", "shutdown detail", "shutdown photos",
      ])
  }

  @Test func willBootFailure_shutsDownStartedModulesInReverse() async throws {
    let log = HookLog()
    let registry = try PluginRegistry(modules: [
      TestModule("one", log: log), TestModule("two", log: log), TestModule("three", log: log, failing: .willBoot),
      TestModule("four", log: log),
    ])

    let error = await expectCoreError(.bootFailed, Payload(module: "three")) { try await registry.boot() }
    expectMessage(of: error, mentioning: ["Module 'three' could not start", "willBoot of 'three' failed on purpose"])
    expectEqual(
      log.entries,
      [
        "willBoot one", "willBoot two", "willBoot three", "shutdown two", "shutdown one",
      ])
  }

  @Test func didBootFailure_shutsDownEveryStartedModuleInReverse() async throws {
    let log = HookLog()
    let registry = try PluginRegistry(modules: [
      TestModule("one", log: log), TestModule("two", log: log, failing: .didBoot), TestModule("three", log: log),
    ])

    let error = await expectCoreError(.bootFailed, Payload(module: "two")) { try await registry.boot() }
    expectMessage(of: error, mentioning: ["Module 'two' could not finish starting", "didBoot of 'two' failed"])
    expectEqual(
      log.entries,
      [
        "willBoot one", "willBoot two", "willBoot three", "didBoot one", "didBoot two",
        "shutdown three", "shutdown two", "shutdown one",
      ])
  }

  @Test func bootTwice_isRefused_untilShutdown() async throws {
    let log = HookLog()
    let registry = try PluginRegistry(modules: [TestModule("a", log: log)])
    try await registry.boot()
    let error = await expectCoreError(.bootFailed) { try await registry.boot() }
    expectNil(error?.module)
    await registry.shutdown()
    try await registry.boot()
    await registry.shutdown()
    expectEqual(log.entries.filter { $0.hasPrefix("shutdown") }.count, 2)
  }

  @Test func shutdownTwice_isHarmless() async throws {
    let log = HookLog()
    let registry = try PluginRegistry(modules: [TestModule("one", log: log), TestModule("two", log: log)])

    try await registry.boot()
    await registry.shutdown()
    await registry.shutdown()

    expectEqual(log.entries.filter { $0.hasPrefix("shutdown") }, ["shutdown two", "shutdown one"])
  }

  @Test func shutdownAfterFailedBoot_doesNothingMore() async throws {
    let log = HookLog()
    let registry = try PluginRegistry(modules: [TestModule("one", log: log), TestModule("two", failing: .willBoot)])

    await expectThrows(CoreError.self) { try await registry.boot() }
    await registry.shutdown()

    expectEqual(log.entries, ["willBoot one", "shutdown one"])
  }

  @Test func shutdownBeforeBoot_runsNoHook() async throws {
    let log = HookLog()
    let registry = try PluginRegistry(modules: [TestModule("one", log: log)])

    await registry.shutdown()

    expectEmpty(log.entries)
  }

  @Test func hooks_resolveOnBehalfOfTheirModule() async throws {
    let seen = HookLog()
    let registry = try PluginRegistry(modules: [
      TestModule("photos", provides: [.service(ServiceA.self)]),
      TestModule(
        "gallery", requires: [Self.serviceA], uses: [ServiceKey(ServiceB.self)],
        onDidBoot: { context in
          _ = try context.resolver.resolve(ServiceA.self)
          seen.record(.didBoot, "\(context.moduleID) as \(context.resolver.requester)")
          _ = try context.resolver.resolve(ServiceB.self)
        }),
    ])

    let error = await expectCoreError(.bootFailed, Payload(module: "gallery")) { try await registry.boot() }
    // The hook's own error survives only as text inside the boot failure's sentence.
    expectMessage(of: error, mentioning: ["'ServiceB'", "asked for by 'gallery'"])
    expectEqual(seen.entries, ["didBoot gallery as gallery"])
  }
}
