import Foundation

extension StorageLocations {
  /// The two kinds of directory Mosaic keeps, each with the flag and variables that choose it.
  ///
  /// ```swift
  /// if error.code == .directoryBlocked, error.role == .cache { print("pass --cache-dir") }
  /// ```
  public enum Role: String, Sendable, Hashable, CaseIterable, Codable {
    /// The data directory: the database.
    case data
    /// The cache directory: what can be lost without harm.
    case cache

    /// `data` or `cache`, as sentences name it.
    public var name: String { rawValue }
    /// `--data-dir` or `--cache-dir`.
    public var flag: String { self == .data ? "--data-dir" : "--cache-dir" }
    /// `MOSAIC_DATA_DIR` or `MOSAIC_CACHE_DIR`.
    public var variable: String { self == .data ? "MOSAIC_DATA_DIR" : "MOSAIC_CACHE_DIR" }

    var xdgVariable: String { self == .data ? "XDG_DATA_HOME" : "XDG_CACHE_HOME" }
    var homeDefault: [String] { self == .data ? [".local", "share"] : [".cache"] }

    func directory(
      flag value: String?, environment: [String: String], currentDirectory: URL
    ) throws(DataLayerError) -> URL {
      if let value {
        guard !value.isEmpty else { throw DataLayerError(.emptyDirectoryFlag, role: self) }
        return Self.absolute(value, currentDirectory: currentDirectory)
      }
      if let value = environment[variable], !value.isEmpty {
        // What `--data-dir` and `--cache-dir` refuse, the variables refuse too: a folder named ` ` or `-` in
        // the current directory is never what was meant (it is still reachable as `./-`).
        guard !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, !value.hasPrefix("-") else {
          throw DataLayerError(.directoryVariableInvalid, value: value, role: self)
        }
        return Self.absolute(value, currentDirectory: currentDirectory)
      }
      if let value = environment[xdgVariable], value.hasPrefix("/") {
        return Self.url(value).appendingPathComponent("mosaic", isDirectory: true)
      }
      guard let home = environment["HOME"], !home.isEmpty else { throw DataLayerError(.homeNotSet, role: self) }
      guard home.hasPrefix("/") else { throw DataLayerError(.homeNotAbsolute, value: home, role: self) }
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
