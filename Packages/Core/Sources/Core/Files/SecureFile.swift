import Foundation

/// Reads and writes the files of every on-disk store: written atomically (a temporary file in the same
/// directory, flushed, then renamed over the target) and readable by the owner only (0600).
///
/// ```swift
/// try SecureFile.write(Data("{}".utf8), to: locations.galleryFeedURL)
/// let data = try SecureFile.read(locations.galleryFeedURL)   // nil when absent
/// ```
public enum SecureFile {
  /// Replaces the file at `url` with `data`, permissions 0600. A reader sees the old or the new
  /// contents, never a mix. Missing parent directories are created with permissions 0700.
  public static func write(_ data: Data, to url: URL) throws {
    let target = url.path
    let directory = url.deletingLastPathComponent()
    let temporary =
      directory
      .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp", isDirectory: false).path
    do {
      try PrivateDirectory.prepare(directory, restrictExisting: false)
    } catch {
      throw writeFailed(target, because: error)
    }
    do {
      try FilePermissions.writeNewPrivateFile(data, atPath: temporary)
      try FilePermissions.move(temporary, replacing: target)
    } catch {
      FilePermissions.removeQuietly(atPath: temporary)
      throw CoreError(
        .fileWriteFailed,
        "Mosaic could not write '\(target)' (\(error.reason)); check that you can write to '\(directory.path)'.")
    }
  }

  /// The contents of the file at `url`, or `nil` when there is no file there.
  public static func read(_ url: URL) throws -> Data? {
    let path = url.path
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    do {
      return try Data(contentsOf: url)
    } catch let error as CocoaError where error.code == .fileReadNoSuchFile || error.code == .fileNoSuchFile {
      return nil
    } catch {
      throw CoreError(
        .fileReadFailed,
        "Mosaic could not read '\(path)' (\(SystemFailure.reason(of: error))); check its permissions or remove it.")
    }
  }

  private static func writeFailed(_ target: String, because failure: PrivateDirectory.Failure) -> CoreError {
    switch failure {
    case .fileInTheWay(let path):
      return CoreError(
        .fileWriteFailed,
        "Mosaic could not write '\(target)' because the file '\(path)' is in the way of its directory; "
          + "move that file away.")
    case .cannotCreate(let path, let reason), .cannotRestrict(let path, let reason):
      return CoreError(
        .fileWriteFailed,
        "Mosaic could not write '\(target)' because its directory '\(path)' cannot be created (\(reason)); "
          + "check the permissions of its parent.")
    }
  }
}
