import Core

/// The one error type of the DataLayer package (both the `DataLayer` and `DataLayerLive` targets).
///
/// A failure carries a closed ``Code`` and the values that matter: the ``path`` concerned, the system's or
/// SQLite's ``detail``, the offending ``value``, the directory ``role``, versions and sizes. Its sentence
/// (what failed, the offending value in 'single quotes', the fix) comes from one table in English and
/// German, so code and tests match the code and the payload, never the prose.
///
/// ```swift
/// do { try locations.prepare() }
/// catch let error as DataLayerError where error.code == .directoryBlocked {
///   print(error.path ?? "", error.message(in: .german))
/// }
/// ```
public struct DataLayerError: MosaicError, Equatable {
  /// What kind of failure this is: stable, for matching in code and tests.
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// No data or cache directory can be worked out because `HOME` is not set.
    case homeNotSet
    /// No data or cache directory can be worked out because `HOME` (the ``value``) is relative.
    case homeNotAbsolute
    /// `--data-dir` or `--cache-dir` was given an empty value.
    case emptyDirectoryFlag
    /// `MOSAIC_DATA_DIR` or `MOSAIC_CACHE_DIR` (the ``value``) is blank or looks like a flag (`-`, `--x`), which
    /// `--data-dir` and `--cache-dir` refuse too.
    case directoryVariableInvalid
    /// A file sits where a data or cache directory (or one of its parents) should be.
    case directoryBlocked
    /// A data or cache directory cannot be created.
    case directoryUnavailable
    /// A data or cache directory Mosaic created cannot be made private.
    case directoryNotPrivate
    /// A cache entry name is empty, too long, or has characters outside `A-Z a-z 0-9 . - _`.
    case invalidCacheName
    /// A cache entry is larger than the cache keeps (``size`` and ``limit`` in bytes).
    case cacheEntryTooLarge
    /// A value could not be encoded for the cache.
    case cacheEncodingFailed
    /// A cache entry could not be written.
    case cacheWriteFailed
    /// A cache entry could not be removed.
    case cacheRemoveFailed
    /// Another process (or task) kept a cache entry (the ``value``) locked for longer than the wait (``seconds``).
    case cacheEntryBusy
    /// The database file cannot be created.
    case databaseCreateFailed
    /// The database file is not an SQLite database.
    case notADatabase
    /// SQLite reports the database as damaged.
    case corruptDatabase
    /// The database was written by a newer build of Mosaic (``version`` past ``knownVersion``, or a
    /// legacy migration named by ``value``).
    case newerSchema
    /// The database's schema ``version`` is one no build of Mosaic writes (below zero); ``knownVersion`` is the
    /// newest this build knows.
    case impossibleSchema
    /// A migration (named by ``value``) failed and was rolled back.
    case migrationFailed
    /// The database cannot be opened or written (permissions, a read-only disk).
    case databaseUnavailable
    /// A database file that others can read cannot be made private.
    case databaseNotPrivate
    /// Where the database or one of its companion files (the ``path``) should be, there is a symbolic link,
    /// a folder or a device; Mosaic opens only a regular file of its own there.
    case databaseNotAFile
    /// The database was used after it was closed.
    case databaseClosed
    /// The disk holding the database is full.
    case diskFull
    /// Another process kept the database locked for longer than the busy timeout (``seconds``).
    case databaseBusy
    /// Any other SQLite failure.
    case databaseFailed
    /// A photo (the ``value``) could not be turned into a snapshot for storage.
    case snapshotFailed
    /// A `.failing` client's closure (the ``value``) was called; the test did not expect it.
    case unexpectedCall
    /// The file to import (the ``path``) does not exist.
    case transferMissing
    /// An export file is larger than an import reads (``size`` and ``limit``: bytes, or the items of the
    /// section named by ``value``).
    case transferTooLarge
    /// An export file is not JSON (the ``detail`` names the line and column).
    case transferUnreadable
    /// An export file's field (the ``value``, like `sections.favorites.items[3].photo.id`) is wrong
    /// (``detail``).
    case transferInvalid
    /// An export file (or its section named by ``value``) has a newer ``version`` than ``knownVersion``.
    case transferNewerVersion
  }

  public let code: Code
  /// The file or directory concerned.
  public let path: String?
  /// The system's or SQLite's reason, like `Permission denied`.
  public let detail: String?
  /// The offending value: a `HOME`, a cache entry name, a photo id, a migration, a closure's name.
  public let value: String?
  /// Which directory is concerned, for the location and directory codes.
  public let role: StorageLocations.Role?
  /// For ``Code/newerSchema`` and ``Code/impossibleSchema``: the schema version found in the file, and the
  /// newest this build knows.
  public let version: Int?
  public let knownVersion: Int?
  /// For ``Code/cacheEntryTooLarge``: the entry's size and the largest the cache keeps, in bytes.
  public let size: Int?
  public let limit: Int?
  /// For ``Code/databaseBusy`` and ``Code/cacheEntryBusy``: how long the lock was waited for.
  public let seconds: Int?

  public init(
    _ code: Code, path: String? = nil, detail: String? = nil, value: String? = nil,
    role: StorageLocations.Role? = nil, version: Int? = nil, knownVersion: Int? = nil, size: Int? = nil,
    limit: Int? = nil, seconds: Int? = nil
  ) {
    self.code = code
    self.path = path
    self.detail = detail
    self.value = value
    self.role = role
    self.version = version
    self.knownVersion = knownVersion
    self.size = size
    self.limit = limit
    self.seconds = seconds
  }

  public var codeName: String { code.rawValue }

  public func message(in language: Language) -> String {
    DataLayerStrings.message(for: self, in: language)
  }

  /// The error every closure of a `.failing` client throws.
  package static func unexpectedCall(_ name: String) -> DataLayerError {
    DataLayerError(.unexpectedCall, value: name)
  }
}
