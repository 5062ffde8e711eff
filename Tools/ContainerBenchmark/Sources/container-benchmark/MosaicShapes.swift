import Core

/// The shapes on Core's `Container`, which is always safe to share between threads, frozen after registration
/// as the registry freezes it when it boots.
struct MosaicShapes: Sendable {
  let container = Container()

  init() throws {
    try container.register(Leaf.self) { _ in Leaf(value: 1) }
    try container.register(First.self) { resolver in First(leaf: try resolver.resolve()) }
    try container.register(Second.self) { resolver in Second(leaf: try resolver.resolve()) }
    try container.register(Third.self) { resolver in Third(leaf: try resolver.resolve()) }
    try container.register(Composite.self) { resolver in
      Composite(first: try resolver.resolve(), second: try resolver.resolve(), third: try resolver.resolve())
    }
    try container.register(Shared.self, scope: .singleton) { _ in Shared() }
    try container.register(Named.self, name: "primary") { _ in Named(value: 3) }
    try container.register(Named.self, name: "secondary") { _ in Named(value: 4) }
    try container.register(Bottom.self) { _ in Bottom(value: 5) }
    try container.register(Middle.self) { resolver in Middle(bottom: try resolver.resolve()) }
    try container.register(Top.self) { resolver in Top(middle: try resolver.resolve()) }
    container.freeze()
  }

  func composite() throws -> Int { try container.resolve(Composite.self, requestedBy: "bench").value }
  func singleton() throws -> Int { try container.resolve(Shared.self, requestedBy: "bench").value }
  func named() throws -> Int { try container.resolve(Named.self, name: "secondary", requestedBy: "bench").value }
  func graph() throws -> Int { try container.resolve(Top.self, requestedBy: "bench").value }
}
