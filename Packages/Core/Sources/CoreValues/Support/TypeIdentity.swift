/// A type, compared and hashed by its identity: what a key made of a type stores (the container's `ServiceKey`),
/// so that the key's own equality is synthesized.
///
/// The `==` lives here, in the module that seldom changes, on purpose: the compiler records every use of `==`
/// as a use of the operator's name in any module, so a module that declares `==` and changes often recompiles
/// every file that compares anything (see Packages/Core/README.md).
///
/// ```swift
/// TypeIdentity(Int.self) == TypeIdentity(Int.self)  // true
/// TypeIdentity(Int.self).name                       // "Int"
/// ```
public struct TypeIdentity: Hashable, Sendable {
  /// The type itself. A metatype costs no allocation, where a closure naming it would allocate its context.
  private let type: any Any.Type

  public init(_ type: any Any.Type) {
    self.type = type
  }

  /// What two identities compare and hash.
  public var identifier: ObjectIdentifier { ObjectIdentifier(type) }

  /// The type's name as Swift prints it: `PhotoClient`.
  public var name: String { _typeName(type, qualified: false) }

  public static func == (lhs: TypeIdentity, rhs: TypeIdentity) -> Bool {
    lhs.identifier == rhs.identifier
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
  }
}
