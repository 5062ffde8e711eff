import Swinject

/// The same shapes on Swinject 2.10.0: a plain `Container` for one thread (its fastest path) and its
/// `synchronize()`d resolver for two threads, as Swinject asks for concurrent use.
final class SwinjectShapes: @unchecked Sendable {
  // Unchecked: the plain container is only used from one thread at a time; the two-thread shape goes
  // through `synchronized`, which Swinject locks itself.
  let container = Container()
  let synchronized: any Resolver
  private let missing = Leaf(value: 0)

  init() {
    let missing = self.missing
    container.register(Leaf.self) { _ in Leaf(value: 1) }
    container.register(First.self) { r in First(leaf: r.resolve(Leaf.self) ?? missing) }
    container.register(Second.self) { r in Second(leaf: r.resolve(Leaf.self) ?? missing) }
    container.register(Third.self) { r in Third(leaf: r.resolve(Leaf.self) ?? missing) }
    container.register(Composite.self) { r in
      Composite(
        first: r.resolve(First.self) ?? First(leaf: missing), second: r.resolve(Second.self) ?? Second(leaf: missing),
        third: r.resolve(Third.self) ?? Third(leaf: missing))
    }
    container.register(Shared.self) { _ in Shared() }.inObjectScope(.container)
    container.register(Named.self, name: "primary") { _ in Named(value: 3) }
    container.register(Named.self, name: "secondary") { _ in Named(value: 4) }
    container.register(Bottom.self) { _ in Bottom(value: 5) }
    container.register(Middle.self) { r in Middle(bottom: r.resolve(Bottom.self) ?? Bottom(value: 0)) }
    container.register(Top.self) { r in Top(middle: r.resolve(Middle.self) ?? Middle(bottom: Bottom(value: 0))) }
    synchronized = container.synchronize()
  }

  func composite() -> Int { container.resolve(Composite.self)?.value ?? 0 }
  func compositeSynchronized() -> Int { synchronized.resolve(Composite.self)?.value ?? 0 }
  func singleton() -> Int { container.resolve(Shared.self)?.value ?? 0 }
  func named() -> Int { container.resolve(Named.self, name: "secondary")?.value ?? 0 }
  func graph() -> Int { container.resolve(Top.self)?.value ?? 0 }
}
