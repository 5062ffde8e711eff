import DataLayer
import Foundation
import GRDB

/// Plugins' own key-value stores, one table of the one database: a row per plugin and key. The bound on keys per
/// plugin holds in the transaction that writes, so two processes cannot pass it together.
///
/// ```swift
/// let storage = PluginStorageStore(database: database).client
/// _ = try await storage.set("palette", "last", "q5Aq-4pHXK9")
/// ```
public final class PluginStorageStore: Sendable {
  public static let table = "plugin_storage"

  /// v1: `plugin` the manifest's id, `key` and `value` as the plugin gave them, `updated_at` seconds since 1970.
  public static let v1 = DatabaseMigration(store: "pluginStorage", name: "v1", userVersion: 8) { db in
    try db.execute(
      sql: """
        CREATE TABLE plugin_storage (
          plugin TEXT NOT NULL,
          key TEXT NOT NULL,
          value TEXT NOT NULL,
          updated_at REAL NOT NULL,
          PRIMARY KEY (plugin, key)
        ) WITHOUT ROWID
        """)
  }

  public static let migrations = [v1]

  public let database: AppDatabase
  public let client: PluginStorageClient

  public init(database: AppDatabase, now: @escaping @Sendable () -> Date = Date.init) {
    self.database = database
    self.client = PluginStorageClient(
      value: { plugin, key in try await database.read { db in try Self.value(plugin, key, db) } },
      set: { plugin, key, value in
        let updatedAt = now().timeIntervalSince1970
        return try await database.write { db in try Self.set(plugin, key, value, at: updatedAt, db) }
      },
      remove: { plugin, key in
        try await database.write { db in
          try db.execute(sql: "DELETE FROM plugin_storage WHERE plugin = ? AND key = ?", arguments: [plugin, key])
          return db.changesCount > 0
        }
      },
      keys: { plugin in try await database.read { db in try Self.keys(plugin, db) } },
      removeAll: { plugin in
        try await database.write { db in
          try db.execute(sql: "DELETE FROM plugin_storage WHERE plugin = ?", arguments: [plugin])
          return db.changesCount
        }
      })
  }

  /// The value of `plugin`'s `key`.
  static func value(_ plugin: String, _ key: String, _ db: Database) throws -> String? {
    try String.fetchOne(
      db, sql: "SELECT value FROM plugin_storage WHERE plugin = ? AND key = ?", arguments: [plugin, key])
  }

  /// `plugin`'s keys, sorted byte for byte.
  static func keys(_ plugin: String, _ db: Database) throws -> [String] {
    try String.fetchAll(db, sql: "SELECT key FROM plugin_storage WHERE plugin = ? ORDER BY key", arguments: [plugin])
  }

  /// Stores the value unless the key is new and the plugin holds ``DataLayer/PluginStorageClient/maximumKeys``.
  static func set(_ plugin: String, _ key: String, _ value: String, at updatedAt: Double, _ db: Database) throws -> Bool
  {
    let exists = try Bool.fetchOne(
      db, sql: "SELECT EXISTS (SELECT 1 FROM plugin_storage WHERE plugin = ? AND key = ?)", arguments: [plugin, key])
    if exists != true {
      let count =
        try Int.fetchOne(db, sql: "SELECT count(*) FROM plugin_storage WHERE plugin = ?", arguments: [plugin]) ?? 0
      guard count < PluginStorageClient.maximumKeys else { return false }
    }
    try db.execute(
      sql: "INSERT OR REPLACE INTO plugin_storage (plugin, key, value, updated_at) VALUES (?, ?, ?, ?)",
      arguments: [plugin, key, value, updatedAt])
    return true
  }
}
