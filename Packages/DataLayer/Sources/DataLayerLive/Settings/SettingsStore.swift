import DataLayer
import Foundation
import GRDB

/// The settings' part of the one database: one row per setting that was ever set; what was never set reads
/// as its default. A stored value this build does not know (a newer build's theme) reads as the default too.
///
/// ```swift
/// let settings = SettingsStore(database: database).client
/// _ = try await settings.set(.theme(.light))
/// ```
public final class SettingsStore: Sendable {
  public static let table = "settings"
  /// The name of the store's part in an export file; stable across versions.
  public static let exportSection = "settings"

  /// v1: `key` is a ``DataLayer/SettingKey`` raw value, `value` as typed (`light`, `de`, `on`).
  public static let v1 = DatabaseMigration(store: "settings", name: "v1", userVersion: 4) { db in
    try db.execute(
      sql: """
        CREATE TABLE settings (
          key TEXT PRIMARY KEY NOT NULL,
          value TEXT NOT NULL,
          updated_at REAL NOT NULL
        )
        """)
  }

  public static let migrations = [v1]

  public let database: AppDatabase
  public let client: SettingsClient

  public init(database: AppDatabase, now: @escaping @Sendable () -> Date = Date.init) {
    self.database = database
    self.client = SettingsClient(
      load: { try await database.read { db in try Self.read(db) } },
      set: { change in try await Self.write([change], at: now(), in: database) })
  }

  /// The settings, for an export.
  public func snapshot() async throws(DataLayerError) -> Settings {
    try await database.read { db in try Self.read(db) }
  }

  /// Sets every setting to the value in `settings`.
  public func restore(_ settings: Settings) async throws(DataLayerError) {
    let changes: [SettingChange] = [
      .theme(settings.theme), .language(settings.language), .notifications(settings.notifications),
      .country(settings.country),
    ]
    _ = try await Self.write(changes, at: Date(), in: database)
  }

  /// The settings stored in `db`; defaults when the table is not there yet.
  static func read(_ db: Database) throws -> Settings {
    guard try db.tableExists(table) else { return .defaults }
    var settings = Settings.defaults
    for row in try Row.fetchAll(db, sql: "SELECT key, value FROM settings") {
      guard let name = String.fromDatabaseValue(row["key"] as DatabaseValue),
        let value = String.fromDatabaseValue(row["value"] as DatabaseValue),
        let change = SettingKey(rawValue: name)?.change(value)
      else { continue }
      settings.apply(change)
    }
    return settings
  }

  private static func write(
    _ changes: [SettingChange], at date: Date, in database: AppDatabase
  ) async throws(DataLayerError) -> Settings {
    try await database.write { db in
      for change in changes {
        try db.execute(
          sql: """
            INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)
            ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at
            """,
          arguments: [change.key.rawValue, change.value, date.timeIntervalSince1970])
      }
      return try read(db)
    }
  }
}
