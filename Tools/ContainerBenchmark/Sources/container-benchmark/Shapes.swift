/// The services every shape resolves, the same types for both containers.
final class Leaf: Sendable {
  let value: Int
  init(value: Int) { self.value = value }
}

struct First: Sendable { let leaf: Leaf }
struct Second: Sendable { let leaf: Leaf }
struct Third: Sendable { let leaf: Leaf }

/// A transient with three dependencies.
struct Composite: Sendable {
  let first: First
  let second: Second
  let third: Third
  var value: Int { first.leaf.value &+ second.leaf.value &+ third.leaf.value }
}

/// A singleton.
final class Shared: Sendable {
  let value = 7
}

/// A service registered under a name.
struct Named: Sendable { let value: Int }

/// A three-level graph: Top needs Middle, which needs Bottom.
struct Bottom: Sendable { let value: Int }
struct Middle: Sendable { let bottom: Bottom }
struct Top: Sendable {
  let middle: Middle
  var value: Int { middle.bottom.value }
}
