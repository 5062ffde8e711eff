import Core
import Foundation

extension StorageLocations {
  /// Creates both directories (and missing parents) with permissions 0700, and tightens an existing
  /// directory that group or others can reach to 0700. Shared directories with the sticky bit (such as
  /// `/tmp`) are never changed.
  ///
  /// ```swift
  /// try locations.prepare()   // DataLayerError naming the path and the fix when it cannot
  /// ```
  public func prepare() throws {
    try Self.prepare(dataDirectory, role: .data)
    if cacheDirectory.standardizedFileURL.path != dataDirectory.standardizedFileURL.path {
      try Self.prepare(cacheDirectory, role: .cache)
    }
  }

  private static func prepare(_ directory: URL, role: Role) throws {
    do {
      try PrivateDirectory.prepare(directory, restrictExisting: true)
    } catch .fileInTheWay(let path) {
      throw DataLayerError(
        .directoryUnavailable,
        "The \(role.name) directory '\(path)' cannot be created because a file is in the way; "
          + "move that file away or \(role.elsewhere).")
    } catch .cannotCreate(let path, let reason) {
      throw DataLayerError(
        .directoryUnavailable,
        "The \(role.name) directory '\(path)' cannot be created (\(reason)); "
          + "check the permissions of its parent or \(role.elsewhere).")
    } catch .cannotRestrict(let path, let reason) {
      throw DataLayerError(
        .directoryUnavailable,
        "The \(role.name) directory '\(path)' cannot be made private (\(reason)); "
          + "run 'chmod 700' on it or \(role.elsewhere).")
    }
  }
}
