import DataLayer
import Foundation
import GRDB
import SecureFiles
import Synchronization

/// Notices commits made through other connections to the database file — another `mosaic` process, or
/// this one's own pool — by reading `PRAGMA data_version` on a read-only connection of its own. SQLite
/// changes that number for a connection whenever another connection commits.
///
/// ```swift
/// let watcher = try DataVersionWatcher(url: locations.databaseURL)
/// try watcher.changed()   // false: nothing happened yet
/// // … another process adds a favorite …
/// try watcher.changed()   // true
/// ```
public final class DataVersionWatcher: Sendable {
  private let queue: DatabaseQueue
  private let last: LastVersion

  /// Opens a read-only connection to the existing database at `url`.
  ///
  /// - Throws: ``DataLayer/DataLayerError`` when the file cannot be opened, `databaseNotAFile` when it is not a
  ///   regular file.
  public init(url: URL) throws(DataLayerError) {
    // Only a regular file: a link is not followed, a FIFO would hang the open.
    if let kind = FilePermissions.kind(atPath: url.path), kind != .regularFile {
      throw DataLayerError(.databaseNotAFile, path: url.path)
    }
    var configuration = Configuration()
    configuration.readonly = true
    configuration.label = "mosaic.data-version"
    do {
      queue = try DatabaseQueue(path: url.path, configuration: configuration)
      last = LastVersion(try queue.read { try Int.fetchOne($0, sql: "PRAGMA data_version") ?? 0 })
    } catch {
      throw DataLayerError.database(error, path: url.path)
    }
  }

  /// Whether another connection committed since the last call (or since opening).
  public func changed() throws(DataLayerError) -> Bool {
    let version: Int
    do {
      version = try queue.read { try Int.fetchOne($0, sql: "PRAGMA data_version") ?? 0 }
    } catch {
      throw DataLayerError.database(error, path: queue.path)
    }
    return last.replace(with: version)
  }
}

/// The version read last.
private final class LastVersion: Sendable {
  private let value: Mutex<Int>

  init(_ value: Int) {
    self.value = Mutex(value)
  }

  /// Stores `version`; `true` when it differs from the one before.
  func replace(with version: Int) -> Bool {
    value.withLock { value in
      defer { value = version }
      return value != version
    }
  }
}
