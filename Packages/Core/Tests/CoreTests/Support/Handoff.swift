import Core
import Synchronization
import TestExpectations
import Testing

/// Carries a value out of a module's `register(into:)`, where only the registrar can make it.
///
/// ```swift
/// let handoff = Handoff<Deferred<Int>>()
/// _ = try PluginRegistry(modules: [TestModule("maker") { handoff.put($0.deferred { _ in 1 }) }])
/// ```
final class Handoff<Value: Sendable>: Sendable {
  private let stored = Mutex<Value?>(nil)

  func put(_ value: Value) {
    stored.withLock { $0 = value }
  }

  var value: Value? { stored.withLock { $0 } }
}

/// A ``Deferred`` made the way modules make them: by module `moduleID`'s registrar over `container`.
func makeDeferred<Value: Sendable>(
  by moduleID: String = "maker", uses: [ServiceKey] = [], in container: Container = Container(),
  _ make: @escaping @Sendable (Resolver) throws -> Value
) throws -> Deferred<Value> {
  let handoff = Handoff<Deferred<Value>>()
  _ = try PluginRegistry(
    modules: [TestModule(moduleID, uses: uses) { handoff.put($0.deferred(make)) }], container: container)
  return try requireValue(handoff.value)
}
