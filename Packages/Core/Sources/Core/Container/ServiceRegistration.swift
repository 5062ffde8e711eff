import Synchronization

/// One registration in a ``Container``: who made it, in which scope, and the type its factory makes. The
/// factory lives in the typed subclass, so a resolve gets the service as its own type: no `any Sendable` box,
/// and no cast at all — ``makes(_:)`` compares the made type's identity, which proves the subclass.
class ServiceRegistration: @unchecked Sendable {
  // Unchecked: every stored property is a `let` of a Sendable type; subclasses add only Sendable state.
  let scope: ServiceScope
  let registeredBy: String
  /// The `Service` of the ``TypedServiceRegistration`` this is.
  private let serviceType: ObjectIdentifier

  fileprivate init(scope: ServiceScope, registeredBy: String, serviceType: ObjectIdentifier) {
    self.scope = scope
    self.registeredBy = registeredBy
    self.serviceType = serviceType
  }

  /// This registration as the one that makes `Service`, or `nil` when its factory makes another type.
  ///
  /// Only ``TypedServiceRegistration`` creates registrations, always with its own `Service`, so equal type
  /// identities mean this object is a `TypedServiceRegistration<Service>`. A checked `as?` to that generic
  /// class would look its metadata up in the runtime's cache on every resolve (a third of a resolve's time
  /// in `make bench-container`'s profile).
  @inline(__always)
  func makes<Service>(_ type: Service.Type) -> TypedServiceRegistration<Service>? {
    guard serviceType == ObjectIdentifier(Service.self) else { return nil }
    return unsafeDowncast(self, to: TypedServiceRegistration<Service>.self)
  }
}

/// The registration of a `Service`: its factory, and the singleton once it is made.
final class TypedServiceRegistration<Service>: ServiceRegistration, @unchecked Sendable {
  /// A made singleton. Boxed so that reading it is a class reference: unspecialized code that handled a
  /// `Service?` would have the runtime look `Optional<Service>`'s metadata up on every resolve.
  final class Made: @unchecked Sendable {
    // Unchecked: `Service` is Sendable wherever a registration is made (`Container.register`).
    let value: Service

    init(_ value: Service) { self.value = value }
  }

  let factory: @Sendable (Resolver) throws -> Service
  /// The bits of the retained ``Made`` box (0 until made), published once while the container's creation lock is
  /// held and never replaced (a new registration is a new object); read without a lock. A plain atomic integer,
  /// not an `AtomicLazyReference<Made>`: that generic type's metadata was looked up in the runtime's cache on every
  /// read from unspecialized code (`make bench-container`'s profile showed it).
  private let made = Atomic<Int>(0)

  /// The singleton, once made.
  @inline(__always)
  var singleton: Made? { madeBox?.takeUnretainedValue() }

  /// The singleton's box, once made, not retained: this registration keeps it while it lives.
  @inline(__always)
  var madeBox: Unmanaged<Made>? {
    guard let pointer = UnsafeRawPointer(bitPattern: made.load(ordering: .acquiring)) else { return nil }
    return Unmanaged<Made>.fromOpaque(pointer)
  }

  /// Publishes the singleton; call once, holding the container's creation lock.
  func store(_ instance: Service) {
    let box = Int(bitPattern: Unmanaged.passRetained(Made(instance)).toOpaque())
    let (stored, _) = made.compareExchange(expected: 0, desired: box, ordering: .acquiringAndReleasing)
    if !stored, let pointer = UnsafeRawPointer(bitPattern: box) { Unmanaged<Made>.fromOpaque(pointer).release() }
  }

  init(scope: ServiceScope, registeredBy: String, factory: @escaping @Sendable (Resolver) throws -> Service) {
    self.factory = factory
    super.init(scope: scope, registeredBy: registeredBy, serviceType: ObjectIdentifier(Service.self))
  }

  deinit {
    if let made = singleton { Unmanaged.passUnretained(made).release() }
  }
}
