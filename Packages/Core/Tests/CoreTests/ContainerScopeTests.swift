import Core
import TestExpectations
import Testing

/// A reference type whose identity shows whether two resolves shared an instance.
private final class Box: Sendable {
  let value: Int

  init(_ value: Int = 0) {
    self.value = value
  }
}

struct ContainerScopeTests {
  @Test func transient_givesNewInstanceEachTime() throws {
    let container = Container()
    let made = Counter()
    try container.register(Box.self) { _ in Box(made.increment()) }

    let first = try container.resolve(Box.self, requestedBy: "test")
    let second = try container.resolve(Box.self, requestedBy: "test")

    #expect(first !== second)
    expectEqual([first.value, second.value], [1, 2])
  }

  @Test func singleton_givesOneInstancePerContainer() throws {
    let made = Counter()
    let containers = [Container(), Container()]
    for container in containers {
      try container.register(Box.self, scope: .singleton) { _ in Box(made.increment()) }
    }

    let first = try containers[0].resolve(Box.self, requestedBy: "test")
    let again = try containers[0].resolve(Box.self, requestedBy: "test")
    let other = try containers[1].resolve(Box.self, requestedBy: "test")

    #expect(first === again)
    #expect(first !== other)
    expectEqual(made.value, 2)
  }

  @Test func registeredValue_isSharedSingleton() throws {
    let container = Container()
    let box = Box(7)
    try container.register(Box.self, value: box)

    #expect(try container.resolve(Box.self, requestedBy: "test") === box)
    expectEqual(container.registeredServices.map { "\($0.key) \($0.scope)" }, ["Box singleton"])
  }

  @Test func weak_sharesWhileHeldAndRecreatesAfterRelease() throws {
    let container = Container()
    let made = Counter()
    try container.register(Box.self, scope: .weak) { _ in Box(made.increment()) }

    do {
      let first = try container.resolve(Box.self, requestedBy: "test")
      let second = try container.resolve(Box.self, requestedBy: "test")
      #expect(first === second)
      expectEqual(made.value, 1)
    }
    // Both holders are gone, so the container no longer keeps the instance alive.
    let third = try container.resolve(Box.self, requestedBy: "test")

    expectEqual(third.value, 2)
    expectEqual(made.value, 2)
  }

  @Test func weak_withValueType_throwsInvalidRegistration() throws {
    let container = Container()
    try container.register(Int.self, scope: .weak, registeredBy: "numbers") { _ in 42 }

    let error = expectCoreError(.invalidRegistration, Payload(module: "numbers", service: "Int")) {
      _ = try container.resolve(Int.self, requestedBy: "test")
    }
    expectMessage(of: error, mentioning: ["weak scope", "value type", "register it as transient or singleton"])
  }

  @Test func registrationForASubclassKey_thatMakesTheBaseClass_throwsInvalidRegistration() throws {
    class Animal: @unchecked Sendable {}
    final class Dog: Animal, @unchecked Sendable {}
    let container = Container()
    // The key is the runtime metatype (Dog), the factory makes the static type (Animal).
    let dogs: Animal.Type = Dog.self
    try container.register(dogs, registeredBy: "pets") { _ in Animal() }

    let error = expectCoreError(.invalidRegistration, Payload(module: "pets", service: "Dog")) {
      _ = try container.resolve(Dog.self, requestedBy: "test")
    }
    expectMessage(of: error, mentioning: ["does not make a 'Dog'", "register(Dog.self)"])
  }

  @Test func namedRegistrations_ofOneType_areSeparate() throws {
    let container = Container()
    try container.register(String.self) { _ in "default" }
    try container.register(String.self, name: "cache") { _ in "/tmp/cache" }
    try container.register(String.self, name: "data") { _ in "/tmp/data" }

    try expectEqual(container.resolve(String.self, requestedBy: "test"), "default")
    try expectEqual(container.resolve(String.self, name: "cache", requestedBy: "test"), "/tmp/cache")
    try expectEqual(container.resolve(String.self, name: "data", requestedBy: "test"), "/tmp/data")
    expectTrue(container.isRegistered(String.self, name: "cache"))
    expectFalse(container.isRegistered(String.self, name: "logs"))
    expectEqual(ServiceKey(String.self, name: "cache").description, "String(\"cache\")")
  }

  @Test func laterRegistration_replacesEarlierOneAndItsSingleton() throws {
    let container = Container()
    try container.register(Box.self, scope: .singleton) { _ in Box(1) }
    let before = try container.resolve(Box.self, requestedBy: "test")

    try container.register(Box.self, scope: .singleton) { _ in Box(2) }
    let after = try container.resolve(Box.self, requestedBy: "test")

    expectEqual(before.value, 1)
    expectEqual(after.value, 2)
    expectEqual(container.registeredServices.count, 1)
  }

  @Test func resolveIfRegistered_returnsNilOnlyWhenMissing() throws {
    let container = Container()
    try container.register(Int.self) { _ in 3 }
    try container.register(String.self) { _ in throw TestFailure(description: "no strings today") }
    let resolver = container.resolver(for: "test")

    try expectEqual(resolver.resolveIfRegistered(Int.self), 3)
    try expectNil(resolver.resolveIfRegistered(Double.self))
    try expectNil(resolver.resolveIfRegistered(Int.self, name: "other"))
    #expect(throws: TestFailure(description: "no strings today")) {
      _ = try resolver.resolveIfRegistered(String.self)
    }
  }

  @Test func factory_receivesResolverForItsDependencies() throws {
    let container = Container()
    try container.register(Int.self) { _ in 20 }
    try container.register(String.self) { resolver in
      "\(try resolver.resolve(Int.self) + 1) asked by \(resolver.requester)"
    }

    try expectEqual(container.resolve(String.self, requestedBy: "test"), "21 asked by String")
  }
}
