import GRDB

/// One step of one store's schema: what it changes, who owns it, and the `user_version` it brings a file to. A
/// shipped migration is never edited; a change is a new migration with the next `user_version`, listed in its
/// store's ``StoreDefinition``.
///
/// ```swift
/// static let v1 = DatabaseMigration(store: "notes", name: "v1", userVersion: 5) { db in
///   try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
/// }
/// ```
public struct DatabaseMigration: Sendable, Identifiable, CustomStringConvertible {
  /// The store that owns the tables it changes, like `favorites`.
  public let store: String
  /// The step's name within its store, like `v1`.
  public let name: String
  /// The `user_version` a file has once this step ran: its place in the ``SchemaHistory`` built from the
  /// stores (``SchemaHistory/init(stores:)``). `nil` for a step of a history listed by hand.
  public let userVersion: Int?
  /// Changes the schema; runs inside the IMMEDIATE transaction that also bumps `user_version`.
  public let apply: @Sendable (Database) throws -> Void

  public init(
    store: String, name: String, userVersion: Int? = nil, apply: @escaping @Sendable (Database) throws -> Void
  ) {
    self.store = store
    self.name = name
    self.userVersion = userVersion
    self.apply = apply
  }

  /// `store/name`, like `favorites/v1`.
  public var id: String { "\(store)/\(name)" }
  public var description: String { id }
}
