/// What `mosaic doctor` reports about the favorites database.
///
/// ```swift
/// let health = try database.health()
/// print(health.isHealthy ? "ok" : health.integrity.joined(separator: "\n"))
/// ```
public struct DatabaseHealth: Hashable, Sendable, Codable {
  /// The lines of `PRAGMA integrity_check`: `["ok"]` when healthy.
  public let integrity: [String]
  /// Whether `integrity` is exactly `["ok"]`.
  public let isHealthy: Bool
  /// The last migration applied, e.g. `"v1"`.
  public let schemaVersion: String
  /// How many favorites the database holds, readable snapshots or not.
  public let favoriteCount: Int
  /// Bytes on disk: the database file plus its write-ahead log.
  public let fileSize: Int64

  public init(integrity: [String], schemaVersion: String, favoriteCount: Int, fileSize: Int64) {
    self.integrity = integrity
    self.isHealthy = integrity == ["ok"]
    self.schemaVersion = schemaVersion
    self.favoriteCount = favoriteCount
    self.fileSize = fileSize
  }
}
