/// Identifies a service in the container: its type, and optionally a name for a second registration
/// of the same type.
///
/// Keys compare by type identity; the type's name is worked out only when a message or a listing needs
/// it, so building and comparing keys stays cheap on every run.
///
/// ```swift
/// let key = ServiceKey(PhotoClient.self)
/// let cacheKey = ServiceKey(URL.self, name: "cacheDirectory")
/// ```
public struct ServiceKey: Hashable, Sendable, CustomStringConvertible {
  /// The type itself: compared by identity, named only on demand. A metatype costs no allocation, where a
  /// closure naming it would allocate its context on every key built (every resolve builds one).
  private let type: any Any.Type
  /// The optional name that distinguishes two registrations of one type.
  public let name: String?

  public init<Service>(_ type: Service.Type, name: String? = nil) {
    self.type = type
    self.name = name
  }

  /// The type's identity: what keys compare and the frozen table hashes.
  var typeIdentifier: ObjectIdentifier { ObjectIdentifier(type) }

  /// The type's name as Swift prints it, for messages: `PhotoClient`.
  public var typeName: String { _typeName(type, qualified: false) }

  public var description: String {
    name.map { "\(typeName)(\"\($0)\")" } ?? typeName
  }

  public static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool {
    ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type) && lhs.name == rhs.name
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type))
    hasher.combine(name)
  }
}
