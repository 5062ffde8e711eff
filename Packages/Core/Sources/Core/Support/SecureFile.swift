import Foundation

/// Reads and writes files that only the user may read: directories `0700`, files `0600`, every write
/// atomic (a temporary file renamed over the old one), so a crash never leaves half a file behind.
///
/// ```swift
/// try SecureFile.write(data, to: cacheDirectory.appendingPathComponent("feed.json"))
/// let saved = try SecureFile.read(cacheDirectory.appendingPathComponent("feed.json"))  // nil if absent
/// ```
public enum SecureFile {
  /// Creates `directory` and its missing parents with permissions `0700`.
  public static func createDirectory(_ directory: URL) throws {
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
  }

  /// Atomically replaces the file at `url` with `data`, readable and writable by the user only.
  /// The parent directory is created (`0700`) when missing.
  public static func write(_ data: Data, to url: URL) throws {
    let directory = url.deletingLastPathComponent()
    if !FileManager.default.fileExists(atPath: directory.path) {
      try createDirectory(directory)
    }
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    guard
      FileManager.default.createFile(
        atPath: temporary.path, contents: data, attributes: [.posixPermissions: 0o600])
    else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path])
    }
    do {
      _ = try FileManager.default.replaceItemAt(url, withItemAt: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }

  /// The file's contents, or `nil` when there is no file at `url`.
  public static func read(_ url: URL) throws -> Data? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try Data(contentsOf: url)
  }
}
