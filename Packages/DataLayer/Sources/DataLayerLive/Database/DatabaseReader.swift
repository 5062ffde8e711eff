import DataLayer
import Foundation
import GRDB
import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The cheapest safe way to read `mosaic.sqlite`: one read-only connection, opened on the first read and kept
/// for the run, used only while the file is private, is a database and is exactly at the ``SchemaHistory``'s
/// version (`PRAGMA user_version`). No file is the same as an empty database: nothing is created. Anything else
/// — an older or newer schema, loose permissions, a path that is not a directory, a file that is not a
/// database — answers `nil`, and the caller opens the database for writing, which migrates, tightens or
/// reports exactly as before. The pool, WAL setup and migrations are for writes.
///
/// ```swift
/// let reader = DatabaseReader(url: locations.databaseURL, history: .current)
/// let ids = try reader.read(absent: Set<String>()) { db in try FavoritesQueries.ids(db) }  // nil: open the pool
/// ```
final class DatabaseReader: Sendable {
  private enum State {
    case unknown
    case absent
    case ready(DatabaseQueue, ConnectionGate)
    case unusable
  }

  let url: URL
  private let history: SchemaHistory
  private let state = Mutex<State>(.unknown)

  init(url: URL, history: SchemaHistory) {
    self.url = url
    self.history = history
  }

  /// `absent` when there is no database file, `value` read through the read-only connection, or `nil` when
  /// only the writer may read this file.
  func read<T>(absent: @autoclosure () -> T, _ value: (Database) throws -> T) throws(DataLayerError) -> T? {
    let connection: (DatabaseQueue, ConnectionGate)? = state.withLock { state in
      // "No file" is looked at again on every read: another process (or this one's writer) may create it
      // while a long run (the terminal app) keeps reading.
      switch state {
      case .unknown, .absent: state = open()
      case .ready, .unusable: break
      }
      // The gate of a connection in the state is never closing: close() takes it out of the state first.
      guard case .ready(let queue, let gate) = state, gate.enter() else { return nil }
      return (queue, gate)
    }
    guard let (queue, gate) = connection else {
      return state.withLock { if case .absent = $0 { return true } else { return false } } ? absent() : nil
    }
    defer { gate.leave() }
    do {
      return try queue.read(value)
    } catch {
      throw DataLayerError.database(error, path: url.path)
    }
  }

  /// Closes the read-only connection once no read uses it; the next read opens it again.
  func close() {
    let open: (DatabaseQueue, ConnectionGate)? = state.withLock { state in
      defer { state = .unknown }
      if case .ready(let queue, let gate) = state { return (queue, gate) }
      return nil
    }
    guard let (queue, gate) = open else { return }
    if gate.close(whenIdle: { try? queue.close() }) { try? queue.close() }
  }

  private func open() -> State {
    var status = stat()
    guard lstat(url.path, &status) == 0 else { return errno == ENOENT ? .absent : .unusable }
    // Only a private regular file (a link is not followed): anything else goes through the writer, which
    // tightens or reports it.
    guard status.st_mode & S_IFMT == S_IFREG, status.st_mode & 0o077 == 0 else { return .unusable }
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(AppDatabase.busyTimeout)
    configuration.label = "mosaic.reader"
    do {
      let queue = try DatabaseQueue(path: url.path, configuration: configuration)
      let version = try queue.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0 }
      guard version == history.version else {
        try? queue.close()
        return .unusable
      }
      return .ready(queue, ConnectionGate())
    } catch {
      return .unusable
    }
  }
}
