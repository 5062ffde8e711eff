import DataLayer
import GRDB

extension FavoritesDatabase {
  /// The schema's history. Never edit a registered migration; add a new one.
  static func migrator() -> DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1") { db in
      // `id` gives the insertion order that breaks ties between favorites added at the same instant;
      // `added_at` is seconds since 1970; `snapshot` is the Photo as Unsplash JSON.
      try db.execute(
        sql: """
          CREATE TABLE favorites (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            photo_id TEXT UNIQUE NOT NULL,
            added_at REAL NOT NULL,
            snapshot TEXT NOT NULL
          )
          """)
    }
    return migrator
  }

  /// Refuses a database from a newer build, then applies the migrations this build knows.
  static func migrate(_ pool: DatabasePool, path: String) throws {
    let migrator = migrator()
    let known = Set(migrator.migrations)
    let unknown = try pool.read { db in try migrator.appliedIdentifiers(db).subtracting(known) }
    guard unknown.isEmpty else {
      throw DataLayerError(
        .newerSchema,
        "The favorites database '\(path)' was written by a newer version of mosaic (migration "
          + "'\(unknown.sorted().joined(separator: "', '"))'); "
          + "update mosaic or pass --data-dir to use another directory.")
    }
    do {
      try migrator.migrate(pool)
    } catch {
      // Another process may have applied the same migration between our check and our write.
      let completed = try? pool.read { db in try migrator.hasCompletedMigrations(db) }
      guard completed == true else { throw error }
    }
  }

  /// The last migration applied to the database, or `"none"`.
  static func schemaVersion(_ db: Database) throws -> String {
    try migrator().appliedMigrations(db).last ?? "none"
  }
}
