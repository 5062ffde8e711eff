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
  private let typeID: ObjectIdentifier
  private let nameOfType: @Sendable () -> String
  /// The optional name that distinguishes two registrations of one type.
  public let name: String?

  public init<Service>(_ type: Service.Type, name: String? = nil) {
    self.typeID = ObjectIdentifier(type)
    self.nameOfType = { _typeName(Service.self, qualified: false) }
    self.name = name
  }

  /// The type's name as Swift prints it, for messages: `PhotoClient`.
  public var typeName: String { nameOfType() }

  public var description: String {
    name.map { "\(typeName)(\"\($0)\")" } ?? typeName
  }

  public static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool {
    lhs.typeID == rhs.typeID && lhs.name == rhs.name
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(typeID)
    hasher.combine(name)
  }
}
