import Core
import TestExpectations
import Testing

// Small types named so that cycle paths read exactly "A -> B -> A".
private struct A: Sendable {}
private struct B: Sendable {}
private struct C: Sendable {}
private struct Missing: Sendable {}
private struct Needy: Sendable {}

struct ContainerErrorTests {
  @Test func missingService_namesTypeAndRequester() {
    expectCoreError(.serviceNotRegistered, Payload(service: "Missing", value: "gallery command")) {
      _ = try Container().resolve(Missing.self, requestedBy: "gallery command")
    }
  }

  @Test func missingService_sentenceSaysHowToRegisterIt() {
    let error = expectCoreError(.serviceNotRegistered) {
      _ = try Container().resolve(Missing.self, requestedBy: "gallery command")
    }

    expectMessage(
      of: error,
      mentioning: ["'Missing'", "asked for by 'gallery command'", "registrar.register(Missing.self)", "`provides`"])
    expectEqual(error?.message(in: .german), error?.message(in: .english))
  }

  @Test func missingService_insideFactory_namesServiceBeingBuilt() throws {
    let container = Container()
    try container.register(Needy.self) { resolver in
      _ = try resolver.resolve(Missing.self)
      return Needy()
    }

    expectCoreError(.serviceNotRegistered, Payload(service: "Missing", value: "Needy")) {
      _ = try container.resolve(Needy.self, requestedBy: "gallery command")
    }
  }

  @Test func missingNamedService_namesTheName() {
    expectCoreError(.serviceNotRegistered, Payload(service: "Missing(\"backup\")", value: "test")) {
      _ = try Container().resolve(Missing.self, name: "backup", requestedBy: "test")
    }
  }

  @Test func twoServiceCycle_reportsWholePath() throws {
    let container = Container()
    try container.register(A.self) { resolver in
      _ = try resolver.resolve(B.self)
      return A()
    }
    try container.register(B.self) { resolver in
      _ = try resolver.resolve(A.self)
      return B()
    }

    let error = expectCoreError(.dependencyCycle, Payload(service: "A", value: "A -> B -> A")) {
      _ = try container.resolve(A.self, requestedBy: "test")
    }
    expectMessage(of: error, mentioning: ["(A -> B -> A)", "break the cycle"])
  }

  @Test func threeServiceCycle_reportsWholePath() throws {
    let container = Container()
    try container.register(A.self, scope: .singleton) { resolver in
      _ = try resolver.resolve(B.self)
      return A()
    }
    try container.register(B.self) { resolver in
      _ = try resolver.resolve(C.self)
      return B()
    }
    try container.register(C.self, scope: .singleton) { resolver in
      _ = try resolver.resolve(A.self)
      return C()
    }

    expectCoreError(.dependencyCycle, Payload(service: "A", value: "A -> B -> C -> A")) {
      _ = try container.resolve(A.self, requestedBy: "test")
    }
    expectCoreError(.dependencyCycle, Payload(service: "B", value: "B -> C -> A -> B")) {
      _ = try container.resolve(B.self, requestedBy: "test")
    }
  }

  @Test func selfCycle_reportsPath() throws {
    let container = Container()
    try container.register(A.self) { resolver in
      _ = try resolver.resolve(A.self)
      return A()
    }

    expectCoreError(.dependencyCycle, Payload(service: "A", value: "A -> A")) {
      _ = try container.resolve(A.self, requestedBy: "test")
    }
  }

  @Test func factoryError_passesThroughUnchanged() throws {
    let container = Container()
    let failure = TestFailure(description: "disk is full")
    try container.register(A.self) { _ in throw failure }
    try container.register(B.self) { resolver in
      _ = try resolver.resolve(A.self)
      return B()
    }

    #expect(throws: failure) { _ = try container.resolve(A.self, requestedBy: "test") }
    #expect(throws: failure) { _ = try container.resolve(B.self, requestedBy: "test") }
  }

  @Test func failedSingletonFactory_isRetriedOnNextResolve() throws {
    let container = Container()
    let attempts = Counter()
    try container.register(Int.self, scope: .singleton) { _ in
      if attempts.increment() == 1 { throw TestFailure(description: "first try fails") }
      return attempts.value
    }

    #expect(throws: TestFailure(description: "first try fails")) {
      _ = try container.resolve(Int.self, requestedBy: "test")
    }
    try expectEqual(container.resolve(Int.self, requestedBy: "test"), 2)
    try expectEqual(container.resolve(Int.self, requestedBy: "test"), 2)
  }
}
