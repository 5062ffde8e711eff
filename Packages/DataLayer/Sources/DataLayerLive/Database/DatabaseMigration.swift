import GRDB

/// One step of one store's schema: what it changes, and who owns it. A shipped migration is never edited;
/// a change is a new migration appended to the ``SchemaHistory``.
///
/// ```swift
/// static let v1 = DatabaseMigration(store: "notes", name: "v1") { db in
///   try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
/// }
/// ```
public struct DatabaseMigration: Sendable, Identifiable, CustomStringConvertible {
  /// The store that owns the tables it changes, like `favorites`.
  public let store: String
  /// The step's name within its store, like `v1`.
  public let name: String
  /// Changes the schema; runs inside the IMMEDIATE transaction that also bumps `user_version`.
  public let apply: @Sendable (Database) throws -> Void

  public init(store: String, name: String, apply: @escaping @Sendable (Database) throws -> Void) {
    self.store = store
    self.name = name
    self.apply = apply
  }

  /// `store/name`, like `favorites/v1`.
  public var id: String { "\(store)/\(name)" }
  public var description: String { id }
}
