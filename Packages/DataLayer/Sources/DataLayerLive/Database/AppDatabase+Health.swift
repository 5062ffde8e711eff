import DataLayer
import Foundation
import GRDB

extension AppDatabase {
  /// Runs `PRAGMA integrity_check` and reads the schema version, the rows of every table, the size on disk and
  /// what the schema lacks against the ``SchemaHistory`` (a table another program dropped passes the integrity
  /// check, so it is looked for by name).
  ///
  /// ```swift
  /// let health = try database.health()
  /// print(health.isHealthy, health.schemaVersion, health.rowCounts[FavoritesStore.table] ?? 0)
  /// print(health.missingSchema)   // ["favorites"] when that table was dropped
  /// ```
  public func health() throws(DataLayerError) -> DatabaseHealth {
    let expected: [String]
    do {
      expected = try history.schemaNames()
    } catch {
      throw DataLayerError.database(error, path: url.path)
    }
    let (integrity, version, counts, names) = try readNow { db in
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
        counts,
        Set(try SchemaHistory.schemaNames(db))
      )
    }
    let size = [url.path, url.path + "-wal"].reduce(Int64(0)) { total, path in
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      return total + ((attributes?[.size] as? NSNumber)?.int64Value ?? 0)
    }
    // Opening brought the file to the history's version, so it holds everything the history makes.
    let missing = version == history.version ? expected.filter { !names.contains($0) } : []
    return DatabaseHealth(
      integrity: integrity, schemaVersion: version, lastMigration: history.migrationID(at: version),
      rowCounts: counts, fileSize: size, missingSchema: missing)
  }

  /// The file's `PRAGMA user_version`.
  public func schemaVersion() throws(DataLayerError) -> Int {
    try readNow { db in try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 }
  }
}
