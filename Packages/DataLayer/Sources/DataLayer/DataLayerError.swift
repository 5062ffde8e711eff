/// The one error type of the DataLayer package (both the `DataLayer` and `DataLayerLive` targets).
///
/// Every failure of storage locations, on-disk stores and the favorites database is a `DataLayerError`
/// whose ``message`` is one sentence: what failed, the offending value in 'single quotes', and the fix.
///
/// ```swift
/// do { try locations.prepare() }
/// catch let error as DataLayerError where error.code == .directoryUnavailable { print(error.message) }
/// ```
public struct DataLayerError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A stable identifier of the kind of failure, for matching in code and tests.
  public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    /// No data or cache directory can be worked out (no `HOME`, an empty flag).
    public static let locationUnavailable = Code(rawValue: "locationUnavailable")
    /// A data or cache directory cannot be created or secured, or a file is in its way.
    public static let directoryUnavailable = Code(rawValue: "directoryUnavailable")
    /// A file could not be written.
    public static let fileWriteFailed = Code(rawValue: "fileWriteFailed")
    /// A file exists but could not be read.
    public static let fileReadFailed = Code(rawValue: "fileReadFailed")
    /// The favorites database file is not an SQLite database.
    public static let notADatabase = Code(rawValue: "notADatabase")
    /// SQLite reports the favorites database as damaged.
    public static let corruptDatabase = Code(rawValue: "corruptDatabase")
    /// The favorites database was migrated by a newer build of Mosaic.
    public static let newerSchema = Code(rawValue: "newerSchema")
    /// The favorites database cannot be opened or written (permissions, read-only disk, closed).
    public static let databaseUnavailable = Code(rawValue: "databaseUnavailable")
    /// The disk holding the favorites database is full.
    public static let diskFull = Code(rawValue: "diskFull")
    /// Another process kept the favorites database locked for longer than the busy timeout.
    public static let databaseBusy = Code(rawValue: "databaseBusy")
    /// Any other SQLite failure.
    public static let databaseFailed = Code(rawValue: "databaseFailed")
    /// A photo could not be turned into a snapshot for storage.
    public static let snapshotFailed = Code(rawValue: "snapshotFailed")
    /// A `.failing` client was called; the test did not expect it.
    public static let unexpectedCall = Code(rawValue: "unexpectedCall")
  }

  /// What kind of failure this is.
  public let code: Code
  /// One sentence for a person: what failed, the offending value, and how to fix it.
  public let message: String

  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  public var description: String { message }

  /// The error every closure of a `.failing` client throws.
  package static func unexpectedCall(_ name: String) -> DataLayerError {
    DataLayerError(
      .unexpectedCall,
      "\(name) was called but this test did not expect it; give the test a client that implements it.")
  }
}
