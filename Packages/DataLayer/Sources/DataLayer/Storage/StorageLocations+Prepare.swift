import Foundation
import SecureFiles

extension StorageLocations {
  /// Creates both directories (and missing parents) with permissions 0700, and tightens an existing
  /// directory that group or others can reach to 0700. Shared directories with the sticky bit (such as
  /// `/tmp`) are never changed.
  ///
  /// ```swift
  /// try locations.prepare()   // DataLayerError naming the path and the fix when it cannot
  /// ```
  ///
  /// - Throws: ``DataLayerError`` `directoryBlocked`, `directoryUnavailable` or `directoryNotPrivate`, with
  ///   the ``DataLayerError/role`` and the path that failed.
  public func prepare() throws(DataLayerError) {
    try Self.prepare(dataDirectory, role: .data)
    if cacheDirectory.standardizedFileURL.path != dataDirectory.standardizedFileURL.path {
      try Self.prepare(cacheDirectory, role: .cache)
    }
  }

  private static func prepare(_ directory: URL, role: Role) throws(DataLayerError) {
    do {
      try PrivateDirectory.prepare(directory, restrictExisting: true)
    } catch {
      switch error {
      case .fileInTheWay(let path):
        throw DataLayerError(.directoryBlocked, path: path, role: role)
      case .cannotCreate(let path, let reason):
        throw DataLayerError(.directoryUnavailable, path: path, detail: reason, role: role)
      case .cannotRestrict(let path, let reason):
        throw DataLayerError(.directoryNotPrivate, path: path, detail: reason, role: role)
      }
    }
  }
}
