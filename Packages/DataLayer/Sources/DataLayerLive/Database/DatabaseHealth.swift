/// What `mosaic doctor` reports about the database.
///
/// ```swift
/// let health = try database.health()
/// print(health.isHealthy ? "schema \(health.schemaVersion)" : health.integrity.joined(separator: "\n"))
/// ```
public struct DatabaseHealth: Hashable, Sendable, Codable {
  /// The lines of `PRAGMA integrity_check`: `["ok"]` when healthy.
  public let integrity: [String]
  /// Whether `integrity` is exactly `["ok"]`.
  public let isHealthy: Bool
  /// The file's `PRAGMA user_version`: how many migrations of the ``SchemaHistory`` it has.
  public let schemaVersion: Int
  /// The last migration applied, like `favorites/v1`; `nil` for an empty database.
  public let lastMigration: String?
  /// How many rows each table holds, by table name, readable or not.
  public let rowCounts: [String: Int]
  /// The tables, indexes, triggers and views the ``SchemaHistory``'s migrations make that the file lacks (one
  /// dropped by another program, say), by name; empty when the schema is whole. Integrity can be `ok` without them.
  public let missingSchema: [String]
  /// Bytes on disk: the database file plus its write-ahead log.
  public let fileSize: Int64

  public init(
    integrity: [String], schemaVersion: Int, lastMigration: String?, rowCounts: [String: Int], fileSize: Int64,
    missingSchema: [String] = []
  ) {
    self.integrity = integrity
    self.isHealthy = integrity == ["ok"]
    self.schemaVersion = schemaVersion
    self.lastMigration = lastMigration
    self.rowCounts = rowCounts
    self.fileSize = fileSize
    self.missingSchema = missingSchema
  }
}
