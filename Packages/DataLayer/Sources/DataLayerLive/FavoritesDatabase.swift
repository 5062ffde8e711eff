import Core
import DataLayer
import Foundation
import GRDB

/// The favorites, kept in an SQLite database (WAL mode) through GRDB.
///
/// Opening creates the file if needed (0600), waits out another `mosaic` process holding the write lock,
/// and runs the migrations. A file that is not a database, a schema from a newer build, a read-only or full
/// disk become a ``DataLayer/DataLayerError`` naming the path and the fix; the user's file is never deleted.
///
/// ```swift
/// let database = try FavoritesDatabase(url: locations.databaseURL)
/// let favorites = database.favorites
/// try await favorites.add(photo)
/// print(try database.health().isHealthy)
/// ```
public final class FavoritesDatabase: Sendable {
  /// The database file.
  public let url: URL
  let pool: DatabasePool
  let now: @Sendable () -> Date
  /// Set by ``close()``, so later calls say the database was closed instead of SQLite's "out of memory".
  let closed: ClosedFlag

  /// How long a write waits for another connection or process to release the lock before failing.
  static let busyTimeout: TimeInterval = 15

  /// Opens (creating if needed) the database at `url` and brings its schema up to date.
  public init(url: URL, now: @escaping @Sendable () -> Date = Date.init) throws {
    let path = url.path
    do {
      // Created here rather than by SQLite so the file, and the -wal and -shm files SQLite gives the same
      // mode, are the owner's alone from the start.
      try FilePermissions.createPrivateFile(atPath: path)
    } catch {
      throw DataLayerError(
        .databaseUnavailable,
        "The favorites database '\(path)' cannot be created (\(error.reason)); "
          + "check that its directory exists and is writable, or pass --data-dir to use another directory.")
    }
    let pool: DatabasePool
    do {
      pool = try DatabasePool(path: path, configuration: Self.configuration())
    } catch {
      throw DataLayerError.database(error, path: path)
    }
    do {
      try Self.migrate(pool, path: path)
      try Self.restrictFiles(path)
    } catch {
      try? pool.close()
      throw DataLayerError.database(error, path: path)
    }
    self.url = url
    self.pool = pool
    self.now = now
    self.closed = ClosedFlag()
  }

  /// Closes every connection; later calls through ``favorites`` fail with a ``DataLayer/DataLayerError``.
  public func close() throws {
    do {
      try pool.close()
      closed.set()
    } catch {
      throw DataLayerError.database(error, path: url.path)
    }
  }

  private static func configuration() -> Configuration {
    var configuration = Configuration()
    configuration.busyMode = .timeout(busyTimeout)
    configuration.label = "mosaic.favorites"
    return configuration
  }

  /// Tightens the database and its companion files to 0600 when an older file was looser.
  private static func restrictFiles(_ path: String) throws {
    for file in [path, path + "-wal", path + "-shm"] where FilePermissions.isShared(atPath: file) {
      do {
        try FilePermissions.set(FilePermissions.privateFile, atPath: file)
      } catch {
        throw DataLayerError(
          .databaseUnavailable,
          "The favorites database file '\(file)' cannot be made private (\(error.reason)); run 'chmod 600' on it.")
      }
    }
  }
}
