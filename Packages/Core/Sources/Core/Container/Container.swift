import Foundation
import Synchronization

/// A dependency container keyed by type (and optionally a name), safe to use from any task.
///
/// Modules register factories in `register(into:)`; commands and factories resolve what they need.
/// A missing registration or a cycle is a thrown ``CoreError`` with the fix in its message, never a
/// crash. The registry freezes the container when it boots (``freeze()``): from then on a resolve reads an
/// immutable table without a lock, and a registration is refused.
///
/// ```swift
/// struct Greeting: Sendable { let text: String }
/// struct Greeter: Sendable { let greeting: Greeting }
/// let container = Container()
/// try container.register(Greeting.self, scope: .singleton) { _ in Greeting(text: "Hello") }
/// try container.register(Greeter.self) { resolver in Greeter(greeting: try resolver.resolve()) }
/// container.freeze()
/// let greeter = try container.resolve(Greeter.self, requestedBy: "example")
/// ```
public final class Container: Sendable {
  private struct State {
    var registrations: [ServiceKey: ServiceRegistration] = [:]
    var isFrozen = false
  }

  private struct WeakReference {
    weak var object: AnyObject?
  }

  /// Weakly held instances. Unchecked because it is read and written only while holding
  /// `creationLock`.
  private final class WeakTable: @unchecked Sendable {
    var references: [ServiceKey: WeakReference] = [:]
  }

  /// The registrations while modules register; after ``freeze()`` only listings read it.
  private let state = Mutex(State())
  /// The retained ``FrozenRegistrations`` once ``freeze()`` closed registration: published once, never replaced,
  /// read without a lock. A plain atomic pointer: its load is an ordinary read, where `AtomicLazyReference`'s went
  /// through a generic function that asked the runtime for its metadata on every resolve.
  /// (The pointer's bits, 0 for none: `Atomic<UnsafeRawPointer?>` is not `Sendable`.)
  private let frozen = Atomic<Int>(0)
  /// Serialises the creation of singleton and weak instances so each is built once, even when a
  /// factory resolves further shared services on the same thread (hence recursive). Factories are
  /// synchronous, so the lock is never held across a suspension point.
  private let creationLock = NSRecursiveLock()
  private let weakTable = WeakTable()

  public init() {}

  deinit {
    if let table = table { Unmanaged.passUnretained(table).release() }
  }

  /// Registers `factory` for `type` (and `name`). A later registration for the same key replaces an
  /// earlier one, which lets tests override a single service.
  ///
  /// - Throws: ``CoreError`` `.containerFrozen` once the container is frozen (the registry has booted).
  public func register<Service: Sendable>(
    _ type: Service.Type = Service.self,
    name: String? = nil,
    scope: ServiceScope = .transient,
    registeredBy: String = "host",
    factory: @escaping @Sendable (Resolver) throws -> Service
  ) throws(CoreError) {
    let key = ServiceKey(type, name: name)
    let registration = TypedServiceRegistration(scope: scope, registeredBy: registeredBy, factory: factory)
    let accepted = creationLock.withLock {
      let accepted = state.withLock { state in
        if !state.isFrozen { state.registrations[key] = registration }
        return !state.isFrozen
      }
      if accepted { weakTable.references[key] = nil }
      return accepted
    }
    guard accepted else { throw Self.refusal(key, registeredBy: registeredBy) }
  }

  /// Registers an existing value as a singleton.
  ///
  /// - Throws: ``CoreError`` `.containerFrozen` once the container is frozen.
  public func register<Service: Sendable>(
    _ type: Service.Type = Service.self, name: String? = nil, registeredBy: String = "host", value: Service
  ) throws(CoreError) {
    try register(type, name: name, scope: .singleton, registeredBy: registeredBy) { _ in value }
  }

  /// Closes registration: what is registered now is what every later resolve finds, read from a table that
  /// never changes (no lock). Singletons made before stay the same instances. ``PluginRegistry/boot()`` calls it;
  /// calling it again does nothing.
  public func freeze() {
    state.withLock { state in
      guard !state.isFrozen else { return }
      state.isFrozen = true
      let table = Unmanaged.passRetained(FrozenRegistrations(state.registrations)).toOpaque()
      frozen.store(Int(bitPattern: table), ordering: .releasing)
    }
  }

  /// Whether ``freeze()`` has closed registration.
  public var isFrozen: Bool { table != nil }

  /// The frozen table, once published; not retained (the container keeps it until it goes).
  @inline(__always)
  var table: FrozenRegistrations? { frozenTable?.takeUnretainedValue() }

  /// The frozen table, once published, for reading without retaining it.
  @inline(__always)
  private var frozenTable: Unmanaged<FrozenRegistrations>? {
    guard let pointer = UnsafeRawPointer(bitPattern: frozen.load(ordering: .acquiring)) else { return nil }
    return Unmanaged<FrozenRegistrations>.fromOpaque(pointer)
  }

  /// Whether a factory is registered for `type` (and `name`).
  public func isRegistered<Service>(_ type: Service.Type, name: String? = nil) -> Bool {
    isRegistered(ServiceKey(type, name: name))
  }

  /// Whether a factory is registered for `key`.
  public func isRegistered(_ key: ServiceKey) -> Bool {
    registration(for: key) != nil
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
    try resolve(ServiceKey(type, name: name), as: type, path: .empty, asker: requester)
  }

  /// A resolver that asks on behalf of `requester`.
  public func resolver(for requester: String) -> Resolver {
    Resolver(container: self, path: .empty, name: requester)
  }

  /// The registration for `key`: from the frozen table without a lock, or under the lock while modules register.
  @inline(__always)
  private func registration(for key: ServiceKey) -> ServiceRegistration? {
    if let table { return table.registration(for: key) }
    return state.withLock { $0.registrations[key] }
  }

  /// Resolves `key` for `asker` (or, without one, for the innermost service on `path`), building it one level below
  /// `path`.
  ///
  /// Once frozen, the table, the registration and a made singleton's box are read without retaining them (the
  /// container keeps the table, the table its registrations, a registration its box): a resolve touches no reference
  /// count but the service's own and the container's for the factory's resolver.
  func resolve<Service>(
    _ key: ServiceKey, as type: Service.Type, path: ResolutionPath, asker: String?
  ) throws -> Service {
    guard let frozenTable else {
      guard let registration = state.withLock({ $0.registrations[key] }) else {
        throw notRegistered(key, path: path, asker: asker)
      }
      return try make(key, as: type, registration: registration, slot: nil, table: nil, path: path, asker: asker)
    }
    return try frozenTable._withUnsafeGuaranteedRef { table in
      guard let slot = table.slot(for: key) else { throw notRegistered(key, path: path, asker: asker) }
      return try table.registration(atSlot: slot)._withUnsafeGuaranteedRef { registration in
        try make(key, as: type, registration: registration, slot: slot, table: table, path: path, asker: asker)
      }
    }
  }

  /// Makes `key`'s service from `registration` (at `slot` of the frozen `table`, or `nil` for both before the freeze).
  @inline(__always)
  private func make<Service>(
    _ key: ServiceKey, as type: Service.Type, registration: ServiceRegistration, slot: Int?,
    table: FrozenRegistrations?, path: ResolutionPath, asker: String?
  ) throws -> Service {
    guard let typed = registration.makes(Service.self) else { throw Self.wrongType(key, registration) }
    // A singleton made already: no path to check (it is on none while made) and no resolver for its factory.
    if registration.scope == .singleton, let made = typed.madeBox { return made._withUnsafeGuaranteedRef { $0.value } }
    if path.contains(key, slot: slot) { throw cycle(key, path: path, asker: asker) }
    let inner = Resolver(container: self, path: path.appending(key, slot: slot, table: table), name: nil)
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
    guard type(of: created) is AnyClass else { throw Self.notAnObject(key, registration, made: type(of: created)) }
    weakTable.references[key] = WeakReference(object: created as AnyObject)
    return created
  }
}
