/// How long a resolved service lives.
///
/// ```swift
/// container.register(Database.self, scope: .singleton) { _ in try Database.open() }
/// ```
public enum ServiceScope: String, Sendable, Hashable, CustomStringConvertible {
  /// A new value on every resolve.
  case transient
  /// One value per container, created on first resolve.
  case singleton
  /// One instance shared while someone holds it; created again after the last holder lets go.
  /// Only class instances can be held weakly.
  case weak

  public var description: String { rawValue }
}
