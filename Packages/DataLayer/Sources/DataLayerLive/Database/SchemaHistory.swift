import GRDB

/// Every migration of the one database, in the order they shipped. The file's `PRAGMA user_version` is how
/// many of them it has; opening applies the rest, one IMMEDIATE transaction each.
///
/// The list is append-only: a store adds its next migration with the next `user_version`, never in between, and
/// a shipped one is never edited or removed. The shipped history is built from the stores' definitions
/// (``init(stores:)``); tests list one by hand.
///
/// ```swift
/// let notes = DatabaseMigration(store: "notes", name: "v1") { db in
///   try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
/// }
/// let history = SchemaHistory(SchemaHistory.current.migrations + [notes])
/// let database = try AppDatabase(url: locations.databaseURL, history: history)   // user_version 6
/// ```
public struct SchemaHistory: Sendable {
  /// Oldest first; migration `n` (from 1) brings the file to `user_version` `n`.
  public let migrations: [DatabaseMigration]

  public init(_ migrations: [DatabaseMigration]) {
    self.migrations = migrations
  }

  /// The history this build of Mosaic ships: every migration of the standard stores, by `user_version`.
  public static let current = SchemaHistory(stores: StoreDefinition.standard)

  /// Every migration of `stores`, ordered by the `user_version` each declares (a migration without one comes
  /// after those with one, in the stores' order). `user_version` 1 is the favorites' `v1` (mosaic 1.0); saved
  /// articles (2), search history (3) and settings (4) joined this way.
  public init(stores: [StoreDefinition]) {
    let numbered = stores.flatMap(\.migrations).enumerated().sorted { lhs, rhs in
      (lhs.element.userVersion ?? Int.max, lhs.offset) < (rhs.element.userVersion ?? Int.max, rhs.offset)
    }
    self.init(numbered.map(\.element))
  }

  /// The newest `user_version` this history knows.
  public var version: Int { migrations.count }

  /// The id of the migration that brings a file to `version`, or `nil` for 0 or a version past this history.
  public func migrationID(at version: Int) -> String? {
    migrations.indices.contains(version - 1) ? migrations[version - 1].id : nil
  }

  /// The `user_version` a file written by a mosaic from before `user_version` has, from the identifiers GRDB's
  /// `DatabaseMigrator` recorded in `grdb_migrations`. Such a file could only hold the favorites' `v1`.
  ///
  /// - Returns: `1` for `["v1"]` when this history starts with ``FavoritesStore/v1``, `0` for none, or `nil`
  ///   when it holds identifiers this build does not know.
  func legacyVersion(_ identifiers: Set<String>) -> Int? {
    guard identifiers.isSubset(of: ["v1"]) else { return nil }
    guard identifiers.contains("v1"), migrations.first?.id == FavoritesStore.v1.id else { return 0 }
    return 1
  }
}

extension SchemaHistory {
  /// The names of the tables, indexes, triggers and views a file at ``version`` holds: the migrations run on an
  /// empty database in memory, so no store has to list what it makes.
  func schemaNames() throws -> [String] {
    let queue = try DatabaseQueue()
    return try queue.write { db in
      for migration in migrations { try migration.apply(db) }
      return try Self.schemaNames(db)
    }
  }

  /// The names in `db`'s schema, SQLite's own (`sqlite_sequence`, automatic indexes) left out.
  static func schemaNames(_ db: Database) throws -> [String] {
    try String.fetchAll(
      db,
      sql: """
        SELECT name FROM sqlite_master
        WHERE type IN ('table', 'index', 'trigger', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
        ORDER BY name
        """)
  }
}
