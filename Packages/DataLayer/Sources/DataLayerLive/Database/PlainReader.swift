import Foundation
import GRDBSQLite
import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The hot commands' reads (`mosaic gallery`, `news`, `favorites list`, `photo ID`) straight through SQLite's C
/// API: one read-only connection, no GRDB set-up, collations or schema queries, opened on the first read and kept
/// for the run. It answers only what it reads exactly as ``DatabaseReader`` would: no file reads as `absent`; a
/// private regular file exactly at the schema version is queried without waiting for a lock; anything else
/// (another version, loose permissions, not a database, a busy or failing statement, an answer over
/// ``PlainQuery``'s bounds) answers `nil`, and the caller asks ``DatabaseReader`` and the writer as before, which
/// wait, migrate, tighten or report exactly as they always did.
///
/// ```swift
/// let reader = PlainReader(url: locations.databaseURL, version: SchemaHistory.current.version)
/// let ids = reader.read(absent: Set<String>()) { query in try query.textSet("SELECT photo_id FROM favorites") }
/// ```
final class PlainReader: Sendable {
  private enum State: Sendable {
    case unknown
    case absent
    case ready(Connection)
    case unusable
  }

  /// The `sqlite3` handle; used only under the reader's lock.
  private struct Connection: @unchecked Sendable {
    let handle: OpaquePointer
  }

  let url: URL
  private let version: Int
  private let state = Mutex<State>(.unknown)

  init(url: URL, version: Int) {
    self.url = url
    self.version = version
  }

  deinit { close() }

  /// `absent` when there is no database file, `query`'s answer, or `nil` when this path cannot answer exactly.
  func read<T>(absent: @autoclosure () -> T, _ query: (PlainQuery) throws -> T) -> T? {
    var answer: T?
    var isAbsent = false
    state.withLock { state in
      // "No file" is looked at again on every read, as ``DatabaseReader`` does.
      switch state {
      case .unknown, .absent: state = open()
      case .ready, .unusable: break
      }
      switch state {
      case .absent: isAbsent = true
      // Under the lock: one statement at a time on the connection, and never one on a closed connection.
      case .ready(let connection): answer = try? query(PlainQuery(connection: connection.handle))
      case .unknown, .unusable: break
      }
    }
    return isAbsent ? absent() : answer
  }

  /// Closes the connection; the next read opens it again.
  func close() {
    state.withLock { state in
      if case .ready(let connection) = state { sqlite3_close_v2(connection.handle) }
      state = .unknown
    }
  }

  private func open() -> State {
    var status = stat()
    guard lstat(url.path, &status) == 0 else { return errno == ENOENT ? .absent : .unusable }
    guard status.st_mode & S_IFMT == S_IFREG, status.st_mode & 0o077 == 0 else { return .unusable }
    var opened: OpaquePointer?
    guard sqlite3_open_v2(url.path, &opened, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK,
      let connection = opened
    else {
      sqlite3_close_v2(opened)
      return .unusable
    }
    // No waiting here: a busy file is the GRDB path's, which waits as long as it always did.
    sqlite3_busy_timeout(connection, 0)
    let stored = try? PlainQuery(connection: connection).rows("PRAGMA user_version") { row in row.integer(0) }
    guard let stored, stored.count == 1, stored[0] == Int64(version) else {
      sqlite3_close_v2(connection)
      return .unusable
    }
    return .ready(Connection(handle: connection))
  }
}
