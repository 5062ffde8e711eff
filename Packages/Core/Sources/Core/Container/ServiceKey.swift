/// Identifies a service in the container: its type, and optionally a name for a second registration
/// of the same type.
///
/// Keys compare by type identity; the type's name is worked out only when a message or a listing needs
/// it, so building and comparing keys stays cheap on every run. Equality and hashing are synthesized from
/// ``TypeIdentity`` (in CoreValues) and the name: Core declares no operator, so a change to Core does not
/// recompile every file that uses `==`.
///
/// ```swift
/// let key = ServiceKey(PhotoClient.self)
/// let cacheKey = ServiceKey(URL.self, name: "cacheDirectory")
/// ```
public struct ServiceKey: Hashable, Sendable, CustomStringConvertible {
  /// The type itself, compared by identity, named only on demand.
  private let type: TypeIdentity
  /// The optional name that distinguishes two registrations of one type.
  public let name: String?

  public init<Service>(_ type: Service.Type, name: String? = nil) {
    self.type = TypeIdentity(type)
    self.name = name
  }

  /// The type's identity: what keys compare and the frozen table hashes.
  var typeIdentifier: ObjectIdentifier { type.identifier }

  /// The type's name as Swift prints it, for messages: `PhotoClient`.
  public var typeName: String { type.name }

  public var description: String {
    name.map { "\(typeName)(\"\($0)\")" } ?? typeName
  }
}
