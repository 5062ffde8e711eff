import Synchronization

/// A value a module builds once, on first use after boot, with its own resolver: how contributions get
/// their dependencies by initializer without resolving at the point of use.
///
/// ```swift
/// let header = registrar.deferred { resolver in HeaderSection(favorites: try resolver.resolve()) }
/// let section = try header.value()   // built now, then kept
/// ```
///
/// Copies share one ``DeferredSlot``, so the value is built once for all of them. A struct over a slot that is not
/// generic: a generic class would have its metadata made at run time for every deferred type, 7 K instructions
/// each, 27 of them on a `photo` start (PROJECT_PLAN.md, "Issue 23 — start-up, ninth part").
public struct Deferred<Value: Sendable>: Sendable {
  private let resolver: Resolver
  private let make: @Sendable (Resolver) throws -> Value
  private let slot = DeferredSlot()

  init(resolver: Resolver, make: @escaping @Sendable (Resolver) throws -> Value) {
    self.resolver = resolver
    self.make = make
  }

  /// The value, built on the first call. A failed build is tried again on the next call. `make` must not
  /// reach this same value again (directly or through a factory that does): that is a cycle, and it
  /// deadlocks rather than throws.
  ///
  /// Callers that arrive while the value is being built wait for it rather than build a second one; `make` is
  /// synchronous, so the lock is never held across a suspension point.
  public func value() throws -> Value {
    try slot.built.withLock { built in
      // Only this method stores, and only a `Value`, so the cast succeeds whenever something is stored.
      if let existing = built, let value = existing as? Value { return value }
      let value = try make(resolver)
      built = value
      return value
    }
  }
}

/// Where a ``Deferred`` keeps its value once built, shared by its copies.
final class DeferredSlot: Sendable {
  let built = Mutex<(any Sendable)?>(nil)
}

extension ModuleRegistrar {
  /// A value `make` builds once, on first use, resolving on behalf of this module what it declared.
  public func deferred<Value: Sendable>(_ make: @escaping @Sendable (Resolver) throws -> Value) -> Deferred<Value> {
    Deferred(resolver: container.resolver(for: moduleID).declaring(declarations), make: make)
  }
}
