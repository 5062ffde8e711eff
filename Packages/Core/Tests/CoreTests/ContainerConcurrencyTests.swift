import Core
import TestExpectations
import Testing

private final class Shared: Sendable {}

struct ContainerConcurrencyTests {
  @Test func concurrentSingletonResolves_buildOneInstance() async throws {
    let container = Container()
    let made = Counter()
    try container.register(Shared.self, scope: .singleton) { _ in
      made.increment()
      return Shared()
    }

    let identities = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
      for _ in 0..<1_000 {
        group.addTask { ObjectIdentifier(try container.resolve(Shared.self, requestedBy: "task")) }
      }
      var identities: Set<ObjectIdentifier> = []
      for try await identity in group {
        identities.insert(identity)
      }
      return identities
    }

    expectEqual(identities.count, 1)
    expectEqual(made.value, 1)
  }

  @Test func concurrentTransientResolves_whileRegistering_allSucceed() async throws {
    let container = Container()
    try container.register(String.self) { _ in "stable" }

    let resolved = try await withThrowingTaskGroup(of: Int.self) { group in
      group.addTask {
        for index in 0..<1_000 {
          try container.register(Int.self, name: "n\(index)") { _ in index }
        }
        return 0
      }
      for _ in 0..<1_000 {
        group.addTask { try container.resolve(String.self, requestedBy: "task") == "stable" ? 1 : 0 }
      }
      return try await group.reduce(0, +)
    }

    expectEqual(resolved, 1_000)
    expectEqual(container.registeredServices.count, 1_001)
    try expectEqual(container.resolve(Int.self, name: "n999", requestedBy: "test"), 999)
  }
}
