import Foundation
import SecureFiles

/// What `mosaic.sqlite-wal` holds between runs, read without opening the database. Since every run folds
/// the log into the database when it closes (``AppDatabase/checkpoint()``), a healthy log is absent or
/// empty; anything else is worth a sentence in `mosaic doctor`.
///
/// ```swift
/// let log = WriteAheadLog.inspect(databaseURL: locations.databaseURL)
/// if log.state == .stray { print("restore \(locations.databaseURL.path) from a backup") }
/// ```
public struct WriteAheadLog: Hashable, Sendable, Codable {
  public enum State: String, Sendable, Hashable, Codable, CaseIterable {
    /// No log: the database was closed cleanly, or never opened.
    case absent
    /// An empty log, as a clean close leaves it.
    case empty
    /// Pages not yet in the database: a run ended without closing it (killed), or one is running now.
    case pending
    /// A log with pages but no database file beside it: the file was moved or lost.
    case stray
    /// A log larger than ``WriteAheadLog/oversizedBytes``: checkpoints have not kept up.
    case oversized
  }

  /// The log file, `mosaic.sqlite-wal`.
  public let path: String
  public let bytes: Int64
  public let state: State

  /// A log past this size has not been folded into the database for a long time (16 MiB; SQLite folds it
  /// in every 1,000 pages, about 4 MiB, on its own).
  public static let oversizedBytes: Int64 = 16 << 20

  public init(path: String, bytes: Int64, state: State) {
    self.path = path
    self.bytes = bytes
    self.state = state
  }

  /// Reads the sizes of the database and its log at `databaseURL`.
  public static func inspect(databaseURL: URL) -> WriteAheadLog {
    let path = databaseURL.path + "-wal"
    guard let size = FilePermissions.size(atPath: path) else {
      return WriteAheadLog(path: path, bytes: 0, state: .absent)
    }
    let bytes = Int64(size)
    let database = FilePermissions.size(atPath: databaseURL.path) ?? 0
    let state: State =
      if bytes == 0 {
        .empty
      } else if database == 0 {
        .stray
      } else if bytes > oversizedBytes {
        .oversized
      } else {
        .pending
      }
    return WriteAheadLog(path: path, bytes: bytes, state: state)
  }

  /// Whether the log needs a person's attention.
  public var isProblem: Bool { state == .pending || state == .stray || state == .oversized }
}
