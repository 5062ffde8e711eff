import Foundation
import SecureFiles

extension StorageLocations {
  /// Creates both directories (and missing parents) with permissions 0700. A directory that already exists is
  /// never changed, whatever its mode and whoever made it (`MOSAIC_DATA_DIR=/` must not make `/` private);
  /// `mosaic doctor` warns when others can reach one.
  ///
  /// ```swift
  /// try locations.prepare()   // DataLayerError naming the path and the fix when it cannot
  /// ```
  ///
  /// - Throws: ``DataLayerError`` `directoryBlocked`, `directoryUnavailable` or `directoryNotPrivate` (a
  ///   directory it created could not be made private), with the ``DataLayerError/role`` and the path that failed.
  public func prepare() throws(DataLayerError) {
    try Self.prepare(dataDirectory, role: .data)
    if cacheDirectory.standardizedFileURL.path != dataDirectory.standardizedFileURL.path {
      try Self.prepare(cacheDirectory, role: .cache)
    }
  }

  private static func prepare(_ directory: URL, role: Role) throws(DataLayerError) {
    do {
      try PrivateDirectory.prepare(directory)
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
