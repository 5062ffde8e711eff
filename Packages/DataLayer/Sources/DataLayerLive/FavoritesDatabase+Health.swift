import DataLayer
import Foundation
import GRDB

extension FavoritesDatabase {
  /// Runs `PRAGMA integrity_check` and reads the schema version, the favorite count and the size on disk.
  public func health() throws -> DatabaseHealth {
    guard !closed.isSet else { throw ClosedFlag.error(path: url.path) }
    let (integrity, version, count): ([String], String, Int)
    do {
      (integrity, version, count) = try pool.read { db in
        (
          try String.fetchAll(db, sql: "PRAGMA integrity_check"),
          try Self.schemaVersion(db),
          try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM favorites") ?? 0
        )
      }
    } catch {
      throw DataLayerError.database(error, path: url.path)
    }
    let size = [url.path, url.path + "-wal"].reduce(Int64(0)) { total, path in
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      return total + ((attributes?[.size] as? NSNumber)?.int64Value ?? 0)
    }
    return DatabaseHealth(integrity: integrity, schemaVersion: version, favoriteCount: count, fileSize: size)
  }
}
