import Synchronization

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
  /// Set, with release ordering, once `made` holds the singleton; `made` is written once, before, while the
  /// container's creation lock is held, and never again (a new registration is a new object). A reader that
  /// sees the flag with acquire ordering sees the instance: a resolve of a made singleton takes no lock here.
  private let published = Atomic<Bool>(false)
  private var made: Service?

  /// The singleton, once made.
  var instance: Service? { published.load(ordering: .acquiring) ? made : nil }

  /// Publishes the singleton; call once, holding the container's creation lock.
  func store(_ instance: Service) {
    made = instance
    published.store(true, ordering: .releasing)
  }

  init(scope: ServiceScope, registeredBy: String, factory: @escaping @Sendable (Resolver) throws -> Service) {
    self.factory = factory
    super.init(scope: scope, registeredBy: registeredBy)
  }
}
