import Foundation

/// One registration in a ``Container``: who made it and in which scope. The factory lives in the typed
/// subclass, so a resolve gets the service as its own type: no `any Sendable` box, and a class check instead
/// of an existential cast.
class ServiceRegistration: @unchecked Sendable {
  // Unchecked: every stored property is a `let` of a Sendable type; subclasses add only Sendable state.
  let scope: ServiceScope
  let registeredBy: String

  init(scope: ServiceScope, registeredBy: String) {
    self.scope = scope
    self.registeredBy = registeredBy
  }
}

/// The registration of a `Service`: its factory, and the singleton once it is made.
final class TypedServiceRegistration<Service>: ServiceRegistration, @unchecked Sendable {
  let factory: @Sendable (Resolver) throws -> Service
  private let lock = NSLock()
  /// The singleton, guarded by `lock`; written once while the container's creation lock is held too.
  private var made: Service?

  /// The singleton, once made.
  var instance: Service? { lock.withLock { made } }

  func store(_ instance: Service) { lock.withLock { made = instance } }

  init(scope: ServiceScope, registeredBy: String, factory: @escaping @Sendable (Resolver) throws -> Service) {
    self.factory = factory
    super.init(scope: scope, registeredBy: registeredBy)
  }
}
