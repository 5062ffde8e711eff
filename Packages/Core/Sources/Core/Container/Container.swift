import Foundation
import Synchronization

/// A dependency container keyed by type (and optionally a name), safe to use from any task.
///
/// Modules register factories in `register(into:)`; commands and factories resolve what they need.
/// A missing registration or a cycle is a thrown ``CoreError`` with the fix in its message, never a
/// crash.
///
/// ```swift
/// struct Greeting: Sendable { let text: String }
/// struct Greeter: Sendable { let greeting: Greeting }
/// let container = Container()
/// container.register(Greeting.self, scope: .singleton) { _ in Greeting(text: "Hello") }
/// container.register(Greeter.self) { resolver in Greeter(greeting: try resolver.resolve()) }
/// let greeter = try container.resolve(Greeter.self, requestedBy: "example")
/// ```
public final class Container: Sendable {
  private struct State {
    var registrations: [ServiceKey: ServiceRegistration] = [:]
  }

  private struct WeakReference {
    weak var object: AnyObject?
  }

  /// Weakly held instances. Unchecked because it is read and written only while holding
  /// `creationLock`.
  private final class WeakTable: @unchecked Sendable {
    var references: [ServiceKey: WeakReference] = [:]
  }

  private let state = Mutex(State())
  /// Serialises the creation of singleton and weak instances so each is built once, even when a
  /// factory resolves further shared services on the same thread (hence recursive). Factories are
  /// synchronous, so the lock is never held across a suspension point.
  private let creationLock = NSRecursiveLock()
  private let weakTable = WeakTable()

  public init() {}

  /// Registers `factory` for `type` (and `name`). A later registration for the same key replaces an
  /// earlier one, which lets tests override a single service.
  public func register<Service: Sendable>(
    _ type: Service.Type = Service.self,
    name: String? = nil,
    scope: ServiceScope = .transient,
    registeredBy: String = "host",
    factory: @escaping @Sendable (Resolver) throws -> Service
  ) {
    let key = ServiceKey(type, name: name)
    let registration = TypedServiceRegistration(scope: scope, registeredBy: registeredBy, factory: factory)
    creationLock.withLock {
      state.withLock { state in state.registrations[key] = registration }
      weakTable.references[key] = nil
    }
  }

  /// Registers an existing value as a singleton.
  public func register<Service: Sendable>(
    _ type: Service.Type = Service.self, name: String? = nil, registeredBy: String = "host", value: Service
  ) {
    register(type, name: name, scope: .singleton, registeredBy: registeredBy) { _ in value }
  }

  /// Whether a factory is registered for `type` (and `name`).
  public func isRegistered<Service>(_ type: Service.Type, name: String? = nil) -> Bool {
    isRegistered(ServiceKey(type, name: name))
  }

  /// Whether a factory is registered for `key`.
  public func isRegistered(_ key: ServiceKey) -> Bool {
    state.withLock { $0.registrations[key] != nil }
  }

  /// Every registered key with the scope and the registrant, for diagnostics.
  public var registeredServices: [(key: ServiceKey, scope: ServiceScope, registeredBy: String)] {
    state.withLock { state in
      state.registrations.map { (key: $0.key, scope: $0.value.scope, registeredBy: $0.value.registeredBy) }
    }
    .sorted { $0.key.description < $1.key.description }
  }

  /// Resolves `type` (and `name`) on behalf of `requester`.
  ///
  /// - Throws: ``CoreError`` naming the type, the requester and the fix; errors thrown by factories
  ///   pass through unchanged.
  public func resolve<Service>(
    _ type: Service.Type = Service.self, name: String? = nil, requestedBy requester: String
  ) throws -> Service {
    try resolver(for: requester).resolve(type, name: name)
  }

  /// A resolver that asks on behalf of `requester`.
  public func resolver(for requester: String) -> Resolver {
    Resolver(container: self, trail: nil, asker: .named(requester))
  }

  func resolve<Service>(
    _ key: ServiceKey, as type: Service.Type, trail: ResolutionTrail?, asker: Resolver.Asker
  ) throws -> Service {
    if let trail, trail.contains(key) {
      let requester = Resolver(container: self, trail: trail, asker: asker).requester
      let cycle = (trail.keys.drop { $0 != key } + [key]).map(\.description).joined(separator: " -> ")
      throw CoreError(
        .dependencyCycle,
        "Resolving '\(key)' for '\(requester)' needs '\(key)' itself (\(cycle)); break the cycle by "
          + "having one of these services take a lazy provider or a smaller dependency.",
        service: key.description, value: cycle
      )
    }
    guard let registration = state.withLock({ $0.registrations[key] }) else {
      let requester = Resolver(container: self, trail: trail, asker: asker).requester
      throw CoreError(
        .serviceNotRegistered,
        "No service '\(key)' is registered (asked for by '\(requester)'); register it in a module's "
          + "register(into:) with `registrar.register(\(key.typeName).self) { resolver in ... }` and "
          + "list it in that module's `provides`.",
        service: key.description, value: requester
      )
    }
    guard let typed = registration.makes(Service.self) else {
      throw CoreError(
        .invalidRegistration,
        "The registration of '\(key)' by '\(registration.registeredBy)' does not make a '\(key.typeName)'; "
          + "register it with `register(\(key.typeName).self) { resolver in ... }`.",
        module: registration.registeredBy, service: key.description
      )
    }
    // A singleton already made needs no resolver for its factory.
    if registration.scope == .singleton, let made = typed.singleton { return made.value }
    let inner = Resolver(container: self, trail: ResolutionTrail(key, parent: trail), asker: .service(key))
    switch registration.scope {
    case .transient:
      return try typed.factory(inner)
    case .singleton:
      return try sharedInstance(typed, resolver: inner)
    case .weak:
      return try weakInstance(key, registration: typed, resolver: inner)
    }
  }

  private func sharedInstance<Service>(
    _ registration: TypedServiceRegistration<Service>, resolver: Resolver
  ) throws -> Service {
    creationLock.lock()
    defer { creationLock.unlock() }
    if let made = registration.singleton { return made.value }
    let created = try registration.factory(resolver)
    registration.store(created)
    return created
  }

  private func weakInstance<Service>(
    _ key: ServiceKey, registration: TypedServiceRegistration<Service>, resolver: Resolver
  ) throws -> Service {
    creationLock.lock()
    defer { creationLock.unlock() }
    if let existing = weakTable.references[key]?.object as? Service { return existing }
    let created = try registration.factory(resolver)
    guard type(of: created) is AnyClass else {
      throw CoreError(
        .invalidRegistration,
        "'\(key)' registered by '\(registration.registeredBy)' uses the weak scope but its factory "
          + "returned a value type '\(type(of: created))'; register it as transient or singleton, "
          + "or return a class instance.",
        module: registration.registeredBy, service: key.description
      )
    }
    weakTable.references[key] = WeakReference(object: created as AnyObject)
    return created
  }
}
