import DataLayer
import Foundation
import GRDB

extension AppDatabase {
  /// Runs `PRAGMA integrity_check` and reads the schema version, the rows of every table and the size on disk.
  ///
  /// ```swift
  /// let health = try database.health()
  /// print(health.isHealthy, health.schemaVersion, health.rowCounts[FavoritesStore.table] ?? 0)
  /// ```
  public func health() throws(DataLayerError) -> DatabaseHealth {
    let (integrity, version, counts) = try readNow { db in
      // The stores' own tables: not SQLite's, not GRDB's, not a full-text index or the tables behind it.
      let indexes = try String.fetchAll(
        db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'")
      let tables = try String.fetchAll(
        db,
        sql: """
          SELECT name FROM sqlite_master
          WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'grdb_migrations'
          """
      ).filter { name in !indexes.contains { name == $0 || name.hasPrefix($0 + "_") } }
      var counts: [String: Int] = [:]
      for table in tables {
        counts[table] = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table.quotedDatabaseIdentifier)") ?? 0
      }
      return (
        try String.fetchAll(db, sql: "PRAGMA integrity_check"),
        try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0,
        counts
      )
    }
    let size = [url.path, url.path + "-wal"].reduce(Int64(0)) { total, path in
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      return total + ((attributes?[.size] as? NSNumber)?.int64Value ?? 0)
    }
    return DatabaseHealth(
      integrity: integrity, schemaVersion: version, lastMigration: history.migrationID(at: version),
      rowCounts: counts, fileSize: size)
  }

  /// The file's `PRAGMA user_version`.
  public func schemaVersion() throws(DataLayerError) -> Int {
    try readNow { db in try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 }
  }
}
