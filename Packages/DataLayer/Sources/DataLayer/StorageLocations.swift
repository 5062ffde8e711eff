import Foundation

/// Where Mosaic keeps its files: the favorites database in the data directory, cached responses, the last
/// gallery listing and rate-limit memory in the cache directory.
///
/// Each directory is chosen by, in order: the command-line flag, the `MOSAIC_*` variable, the XDG variable
/// plus `mosaic`, then the XDG default under `HOME`.
///
/// ```swift
/// let locations = try StorageLocations.resolve(
///   dataDirectoryFlag: options.dataDir, cacheDirectoryFlag: options.cacheDir,
///   environment: ProcessInfo.processInfo.environment,
///   currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
/// try locations.prepare()
/// let database = try FavoritesDatabase(url: locations.databaseURL)
/// ```
public struct StorageLocations: Hashable, Sendable {
  /// Holds the favorites database.
  public let dataDirectory: URL
  /// Holds cached responses, the last gallery listing and rate-limit memory.
  public let cacheDirectory: URL

  public init(dataDirectory: URL, cacheDirectory: URL) {
    self.dataDirectory = dataDirectory
    self.cacheDirectory = cacheDirectory
  }

  /// The favorites database, `dataDirectory/mosaic.sqlite`.
  public var databaseURL: URL {
    dataDirectory.appendingPathComponent("mosaic.sqlite", isDirectory: false)
  }

  /// The gallery feed as `mosaic gallery` last listed it, `cacheDirectory/gallery-feed.json`.
  public var galleryFeedURL: URL {
    cacheDirectory.appendingPathComponent("gallery-feed.json", isDirectory: false)
  }

  /// Works out both directories without touching the disk.
  ///
  /// Flag > `MOSAIC_DATA_DIR` > `$XDG_DATA_HOME/mosaic` > `$HOME/.local/share/mosaic` (the same for the
  /// cache with `--cache-dir`, `MOSAIC_CACHE_DIR`, `XDG_CACHE_HOME`, `$HOME/.cache`). Empty variables count
  /// as unset; relative XDG values are ignored as the XDG spec says; a relative flag or `MOSAIC_*` value is
  /// resolved against `currentDirectory`. An empty flag, or no usable `HOME` when it is needed, throws.
  public static func resolve(
    dataDirectoryFlag: String?, cacheDirectoryFlag: String?, environment: [String: String],
    currentDirectory: URL
  ) throws -> StorageLocations {
    let data = try Role.data.directory(
      flag: dataDirectoryFlag, environment: environment, currentDirectory: currentDirectory)
    let cache = try Role.cache.directory(
      flag: cacheDirectoryFlag, environment: environment, currentDirectory: currentDirectory)
    return StorageLocations(dataDirectory: data, cacheDirectory: cache)
  }
}

extension StorageLocations {
  /// The two kinds of directory, with the names a person uses to override each.
  enum Role: Sendable {
    case data
    case cache

    var name: String { self == .data ? "data" : "cache" }
    var flag: String { self == .data ? "--data-dir" : "--cache-dir" }
    var overrideVariable: String { self == .data ? "MOSAIC_DATA_DIR" : "MOSAIC_CACHE_DIR" }
    var xdgVariable: String { self == .data ? "XDG_DATA_HOME" : "XDG_CACHE_HOME" }
    var homeDefault: [String] { self == .data ? [".local", "share"] : [".cache"] }
    var fix: String { "set \(overrideVariable) or pass \(flag)" }
    var elsewhere: String { "pass \(flag) or set \(overrideVariable) to use another directory" }

    func directory(flag value: String?, environment: [String: String], currentDirectory: URL) throws -> URL {
      if let value {
        guard !value.isEmpty else {
          throw DataLayerError(.locationUnavailable, "The \(name) directory given with \(flag) is empty; pass a path.")
        }
        return Self.absolute(value, currentDirectory: currentDirectory)
      }
      if let value = environment[overrideVariable], !value.isEmpty {
        return Self.absolute(value, currentDirectory: currentDirectory)
      }
      if let value = environment[xdgVariable], value.hasPrefix("/") {
        return Self.url(value).appendingPathComponent("mosaic", isDirectory: true)
      }
      guard let home = environment["HOME"], !home.isEmpty else {
        throw DataLayerError(
          .locationUnavailable, "Mosaic cannot choose a \(name) directory because HOME is not set; \(fix).")
      }
      guard home.hasPrefix("/") else {
        throw DataLayerError(
          .locationUnavailable,
          "Mosaic cannot choose a \(name) directory because HOME '\(home)' is not an absolute path; \(fix).")
      }
      return (homeDefault + ["mosaic"]).reduce(Self.url(home)) { url, component in
        url.appendingPathComponent(component, isDirectory: true)
      }
    }

    private static func absolute(_ path: String, currentDirectory: URL) -> URL {
      if path.hasPrefix("/") { return url(path) }
      return currentDirectory.appendingPathComponent(path, isDirectory: true).standardizedFileURL
    }

    private static func url(_ path: String) -> URL {
      URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
    }
  }
}
