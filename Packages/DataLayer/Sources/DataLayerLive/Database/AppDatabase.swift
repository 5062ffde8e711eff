import DataLayer
import Foundation
import GRDB
import SecureFiles

/// The one SQLite database every store joins (`mosaic.sqlite`), in WAL mode through a GRDB `DatabasePool`.
///
/// Opening creates the file if needed (0600, and its `-wal` and `-shm` files too; a symbolic link where one of
/// them should be is refused, never followed), waits out another `mosaic` process holding the write lock for
/// up to ``busyTimeout``, and brings the schema up to the ``SchemaHistory``. A file that is not a database, a
/// schema from a newer build, a read-only or full disk become a ``DataLayer/DataLayerError`` naming the path;
/// the user's file is never deleted.
///
/// ```swift
/// let database = try AppDatabase(url: locations.databaseURL)
/// let favorites = FavoritesStore(database: database).client
/// try await favorites.add(photo)
/// print(try database.health().isHealthy)
/// try database.close()
/// ```
public final class AppDatabase: Sendable {
  /// The database file.
  public let url: URL
  /// The history the file was brought up to.
  public let history: SchemaHistory
  /// The ids of the migrations this open applied, oldest first; empty when the file was up to date.
  public let appliedMigrations: [String]
  let pool: DatabasePool
  /// Every call passes it; ``close()`` shuts it, so later calls say the database was closed, and the pool
  /// closes only once no call is using it.
  let gate: ConnectionGate

  /// How long a write waits for another connection or process to release the lock before failing.
  public static let busyTimeout: TimeInterval = 15

  /// Opens (creating if needed) the database at `url` and applies the migrations of `history` it lacks.
  ///
  /// - Throws: ``DataLayer/DataLayerError``: `databaseCreateFailed`, `databaseNotAFile` (a link, folder or device
  ///   where the file or its `-wal` or `-shm` should be), `notADatabase`, `corruptDatabase`, `newerSchema`,
  ///   `impossibleSchema`, `migrationFailed`, `databaseUnavailable`, `databaseNotPrivate`, `databaseBusy`, ...
  public init(url: URL, history: SchemaHistory = .current) throws(DataLayerError) {
    let path = url.path
    do {
      // Created here rather than by SQLite so the file, and the -wal and -shm files SQLite gives the same
      // mode, are the owner's alone from the start.
      try FilePermissions.createPrivateFile(atPath: path)
    } catch {
      throw DataLayerError(.databaseCreateFailed, path: path, detail: error.reason)
    }
    try Self.requireRegularFiles(path)
    let (pool, applied) = try Self.openAndMigrate(path: path, history: history)
    do {
      try Self.restrictFiles(path)
    } catch {
      try? pool.close()
      throw error
    }
    self.url = url
    self.history = history
    self.appliedMigrations = applied
    self.pool = pool
    self.gate = ConnectionGate()
  }

  /// Folds the write-ahead log into `mosaic.sqlite` and truncates it (``checkpoint()``), then closes every
  /// connection; later calls through the stores fail with `databaseClosed`. A call still running (another
  /// task's read or write) finishes first: the last one to end closes the pool, and this returns at once.
  public func close() throws(DataLayerError) {
    let pool = self.pool
    guard
      gate.close(whenIdle: {
        Self.foldLog(pool)
        try? pool.close()
      })
    else { return }
    Self.foldLog(pool)
    do {
      try pool.close()
    } catch {
      throw DataLayerError.database(error, path: url.path)
    }
  }

  /// How long closing waits for another process's readers and writer before leaving the checkpoint to
  /// whichever process closes last.
  public static let checkpointTimeout: TimeInterval = 1

  /// `PRAGMA wal_checkpoint(TRUNCATE)`: copies every committed page from `mosaic.sqlite-wal` into
  /// `mosaic.sqlite` and empties the log, so the file alone holds the data (a copied backup is complete, a
  /// lost `-wal` loses nothing). SQLite would do this when the last connection closes, but GRDB closes the
  /// writer before its read-only readers, and a read-only connection cannot checkpoint. Another process
  /// busy for longer than ``checkpointTimeout`` leaves the log to it; nothing is lost either way.
  @discardableResult
  public func checkpoint() -> Bool {
    guard gate.enter() else { return false }
    defer { gate.leave() }
    return Self.foldLog(pool)
  }

  /// ``checkpoint()`` on `pool`, which the caller keeps open meanwhile.
  @discardableResult
  private static func foldLog(_ pool: DatabasePool) -> Bool {
    let timeout = Int(checkpointTimeout * 1000)
    do {
      return try pool.writeWithoutTransaction { db in
        try db.execute(sql: "PRAGMA busy_timeout = \(timeout)")
        defer { try? db.execute(sql: "PRAGMA busy_timeout = \(Int(busyTimeout * 1000))") }
        let result = try db.checkpoint(.truncate)
        return result.walFrameCount == result.checkpointedFrameCount
      }
    } catch {
      return false
    }
  }

  /// The pool on `path`, brought up to `history`; a new file that other processes open at the same moment
  /// is waited for (``BusyRetry``) up to ``busyTimeout``.
  private static func openAndMigrate(
    path: String, history: SchemaHistory
  ) throws(DataLayerError) -> (DatabasePool, [String]) {
    do {
      return try BusyRetry.run(for: busyTimeout) {
        let pool = try DatabasePool(path: path, configuration: configuration())
        do {
          return (pool, try SchemaMigrator(history: history, path: path).migrate(pool))
        } catch {
          try? pool.close()
          throw error
        }
      }
    } catch {
      throw DataLayerError.database(error, path: path)
    }
  }

  private static func configuration() -> Configuration {
    var configuration = Configuration()
    configuration.busyMode = .timeout(busyTimeout)
    configuration.label = "mosaic.database"
    return configuration
  }

  /// The database and its `-wal` and `-shm` files, each absent or a regular file: SQLite would follow a
  /// symbolic link planted there (and write the log beside its target), and a FIFO would hang the open.
  private static func requireRegularFiles(_ path: String) throws(DataLayerError) {
    for file in [path, path + "-wal", path + "-shm"] {
      switch FilePermissions.kind(atPath: file) {
      case nil, .regularFile: continue
      case .directory, .symbolicLink, .other: throw DataLayerError(.databaseNotAFile, path: file)
      }
    }
  }

  /// Takes group and other permissions away from the database and its companion files when an older file was
  /// looser, never following a link and never adding a permission (a read-only file stays read-only).
  private static func restrictFiles(_ path: String) throws(DataLayerError) {
    for file in [path, path + "-wal", path + "-shm"] {
      do {
        try FilePermissions.restrictRegularFile(atPath: file)
      } catch {
        throw DataLayerError(.databaseNotPrivate, path: file, detail: error.reason)
      }
    }
  }
}
