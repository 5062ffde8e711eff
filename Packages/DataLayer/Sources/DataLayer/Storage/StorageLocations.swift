import Foundation

/// Where Mosaic keeps its files: the one SQLite database in the data directory; cached responses,
/// rate-limit memory and the entries features keep through ``CacheStore`` in the cache directory.
///
/// Each directory is chosen by, in order: the command-line flag, the `MOSAIC_*` variable, the XDG variable
/// plus `mosaic`, then the XDG default under `HOME`.
///
/// ```swift
/// let locations = try StorageLocations.resolve(
///   dataDirectoryFlag: nil, cacheDirectoryFlag: nil,
///   environment: ProcessInfo.processInfo.environment,
///   currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
/// try locations.prepare()
/// let cache = CacheStore.directory(locations.cacheStoreDirectory)
/// ```
public struct StorageLocations: Hashable, Sendable {
  /// Holds the database.
  public let dataDirectory: URL
  /// Holds cached responses, rate-limit memory and ``cacheStoreDirectory``.
  public let cacheDirectory: URL

  public init(dataDirectory: URL, cacheDirectory: URL) {
    self.dataDirectory = dataDirectory
    self.cacheDirectory = cacheDirectory
  }

  /// The database every store shares, `dataDirectory/mosaic.sqlite`.
  public var databaseURL: URL {
    dataDirectory.appendingPathComponent("mosaic.sqlite", isDirectory: false)
  }

  /// Where the App's ``CacheStore`` keeps the entries features save, `cacheDirectory/store`.
  public var cacheStoreDirectory: URL {
    cacheDirectory.appendingPathComponent("store", isDirectory: true)
  }

  /// Works out both directories without touching the disk.
  ///
  /// Flag > `MOSAIC_DATA_DIR` > `$XDG_DATA_HOME/mosaic` > `$HOME/.local/share/mosaic` (the same for the
  /// cache with `--cache-dir`, `MOSAIC_CACHE_DIR`, `XDG_CACHE_HOME`, `$HOME/.cache`). Empty variables count
  /// as unset; relative XDG values are ignored as the XDG spec says; a relative flag or `MOSAIC_*` value is
  /// resolved against `currentDirectory`; a blank or flag-like `MOSAIC_*` value (`-`) is refused, as the flags
  /// refuse it.
  ///
  /// - Throws: ``DataLayerError`` `emptyDirectoryFlag`, `directoryVariableInvalid`, `homeNotSet` or
  ///   `homeNotAbsolute`.
  public static func resolve(
    dataDirectoryFlag: String?, cacheDirectoryFlag: String?, environment: [String: String],
    currentDirectory: URL
  ) throws(DataLayerError) -> StorageLocations {
    let data = try Role.data.directory(
      flag: dataDirectoryFlag, environment: environment, currentDirectory: currentDirectory)
    let cache = try Role.cache.directory(
      flag: cacheDirectoryFlag, environment: environment, currentDirectory: currentDirectory)
    return StorageLocations(dataDirectory: data, cacheDirectory: cache)
  }
}
