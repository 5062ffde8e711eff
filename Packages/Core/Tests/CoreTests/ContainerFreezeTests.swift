import Core
import TestExpectations
import Testing

private final class Box: Sendable {
  let value: Int

  init(_ value: Int = 0) {
    self.value = value
  }
}

private struct A: Sendable {}
private struct B: Sendable {}
private struct Missing: Sendable {}

/// The container after ``Container/freeze()``: the same answers from the lock-free table, and no more
/// registrations.
struct ContainerFreezeTests {
  @Test func resolveAfterFreeze_returnsTheSingletonMadeBefore_andOneMadeAfter() throws {
    let container = Container()
    let made = Counter()
    try container.register(Box.self, scope: .singleton) { _ in Box(made.increment()) }
    try container.register(Box.self, name: "late", scope: .singleton) { _ in Box(made.increment()) }
    let before = try container.resolve(Box.self, requestedBy: "test")

    container.freeze()

    #expect(try container.resolve(Box.self, requestedBy: "test") === before)
    let late = try container.resolve(Box.self, name: "late", requestedBy: "test")
    #expect(try container.resolve(Box.self, name: "late", requestedBy: "test") === late)
    expectEqual(made.value, 2)
  }

  @Test func registerAfterFreeze_isRefusedWithATypedError_andKeepsTheRegistrationBefore() throws {
    let container = Container()
    try container.register(Int.self) { _ in 1 }
    expectFalse(container.isFrozen)

    container.freeze()

    expectTrue(container.isFrozen)
    let error = expectCoreError(.containerFrozen, Payload(module: "late module", service: "Int")) {
      try container.register(Int.self, registeredBy: "late module") { _ in 2 }
    }
    expectMessage(of: error, mentioning: ["'late module' registered 'Int'", "register(into:)", "before boot()"])
    expectCoreError(.containerFrozen, Payload(service: "String(\"name\")")) {
      try container.register(String.self, name: "name", value: "value")
    }
    try expectEqual(container.resolve(Int.self, requestedBy: "test"), 1)
    expectFalse(container.isRegistered(String.self, name: "name"))
  }

  @Test func freezingTwice_changesNothing() throws {
    let container = Container()
    try container.register(Box.self, scope: .singleton) { _ in Box(1) }
    container.freeze()
    let first = try container.resolve(Box.self, requestedBy: "test")

    container.freeze()

    #expect(try container.resolve(Box.self, requestedBy: "test") === first)
    expectEqual(container.registeredServices.map(\.key), [ServiceKey(Box.self)])
  }

  @Test func frozen_keepsTransientNamedAndWeakScopes() throws {
    let container = Container()
    let made = Counter()
    try container.register(Box.self) { _ in Box(made.increment()) }
    try container.register(Box.self, name: "weak", scope: .weak) { _ in Box(made.increment()) }
    try container.register(Int.self, name: "one") { _ in 1 }
    try container.register(Int.self, name: "two") { _ in 2 }
    container.freeze()

    #expect(try container.resolve(Box.self, requestedBy: "test") !== container.resolve(Box.self, requestedBy: "test"))
    try expectEqual(container.resolve(Int.self, name: "one", requestedBy: "test"), 1)
    try expectEqual(container.resolve(Int.self, name: "two", requestedBy: "test"), 2)
    do {
      let held = try container.resolve(Box.self, name: "weak", requestedBy: "test")
      #expect(try container.resolve(Box.self, name: "weak", requestedBy: "test") === held)
    }
    let count = made.value
    _ = try container.resolve(Box.self, name: "weak", requestedBy: "test")
    expectEqual(made.value, count + 1, "made again once nobody held it")
  }

  @Test func frozen_stillExplainsMissingServicesAndCycles() throws {
    let container = Container()
    try container.register(A.self) { resolver in
      _ = try resolver.resolve(B.self)
      return A()
    }
    try container.register(B.self) { resolver in
      _ = try resolver.resolve(A.self)
      return B()
    }
    container.freeze()

    let missing = expectCoreError(.serviceNotRegistered, Payload(service: "Missing", value: "gallery command")) {
      _ = try container.resolve(Missing.self, requestedBy: "gallery command")
    }
    expectMessage(of: missing, mentioning: ["registrar.register(Missing.self)"])
    expectCoreError(.dependencyCycle, Payload(service: "A", value: "A -> B -> A")) {
      _ = try container.resolve(A.self, requestedBy: "test")
    }
    try expectNil(container.resolver(for: "test").resolveIfRegistered(Missing.self))
  }

  @Test func frozenTable_findsEachOfManyServicesOfOneType() throws {
    let container = Container()
    for index in 0..<1_000 {
      try container.register(Int.self, name: "n\(index)") { _ in index }
    }
    try container.register(Int.self) { _ in -1 }
    container.freeze()

    for index in 0..<1_000 {
      try expectEqual(container.resolve(Int.self, name: "n\(index)", requestedBy: "test"), index)
    }
    try expectEqual(container.resolve(Int.self, requestedBy: "test"), -1)
    expectFalse(container.isRegistered(Int.self, name: "n1000"))
  }

  @Test func concurrentResolves_whileFreezing_allSucceed_withOneSingleton() async throws {
    let container = Container()
    let made = Counter()
    try container.register(Box.self, scope: .singleton) { _ in Box(made.increment()) }

    let identities = try await withThrowingTaskGroup(of: ObjectIdentifier?.self) { group in
      group.addTask {
        container.freeze()
        return nil
      }
      for _ in 0..<1_000 {
        group.addTask { ObjectIdentifier(try container.resolve(Box.self, requestedBy: "task")) }
      }
      var identities: Set<ObjectIdentifier> = []
      for try await identity in group {
        if let identity { identities.insert(identity) }
      }
      return identities
    }

    expectEqual(identities.count, 1)
    expectEqual(made.value, 1)
    expectTrue(container.isFrozen)
  }

  @Test func boot_freezesTheRegistrysContainer_andALaterRegistryOverItIsRefused() async throws {
    let registry = try PluginRegistry(modules: [TestModule("gallery", provides: [.service(ServiceA.self)])])
    expectFalse(registry.container.isFrozen, "modules register until boot")

    try await registry.boot()

    expectTrue(registry.container.isFrozen)
    try expectEqual(registry.container.resolve(ServiceA.self, requestedBy: "test"), ServiceA())
    expectCoreError(.containerFrozen, Payload(module: "news", service: "ServiceB")) {
      _ = try PluginRegistry(
        modules: [TestModule("news", provides: [.service(ServiceB.self)])], container: registry.container)
    }
    await registry.shutdown()
  }
}
