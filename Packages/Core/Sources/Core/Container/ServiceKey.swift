/// Identifies a service in the container: its type, and optionally a name for a second registration
/// of the same type.
///
/// ```swift
/// let key = ServiceKey(PhotoClient.self)
/// let cacheKey = ServiceKey(URL.self, name: "cacheDirectory")
/// ```
public struct ServiceKey: Hashable, Sendable, CustomStringConvertible {
  private let typeID: ObjectIdentifier
  /// The type's name as Swift prints it, for messages.
  public let typeName: String
  /// The optional name that distinguishes two registrations of one type.
  public let name: String?

  public init<Service>(_ type: Service.Type, name: String? = nil) {
    self.typeID = ObjectIdentifier(type)
    self.typeName = String(describing: type)
    self.name = name
  }

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
