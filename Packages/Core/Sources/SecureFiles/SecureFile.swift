import CoreValues
import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reads and writes the files of every on-disk store: written atomically (a temporary file in the same
/// directory, then renamed over the target) and readable by the owner only (0600).
///
/// ```swift
/// try SecureFile.write(Data("{}".utf8), to: cacheDirectory.appendingPathComponent("listing.json"))
/// let data = try SecureFile.read(cacheDirectory.appendingPathComponent("listing.json"))   // nil when absent
/// ```
public enum SecureFile {
  /// How much a write promises once it returns.
  public enum Durability: Sendable {
    /// The data is flushed to disk before the rename: for what the user saved.
    case flushed
    /// The rename is atomic but not flushed: for caches, which can be rebuilt.
    case cache
  }

  /// Replaces the file at `url` with `data`, permissions 0600. A reader sees the old or the new
  /// contents, never a mix. Missing parent directories are created with permissions 0700.
  ///
  /// - Throws: ``SecureFileError`` naming the path and the fix.
  public static func write(_ data: Data, to url: URL, durability: Durability = .flushed) throws(SecureFileError) {
    let target = url.path
    let directory = url.deletingLastPathComponent()
    let temporary =
      directory
      .appendingPathComponent(temporaryName(for: url.lastPathComponent), isDirectory: false).path
    do {
      try PrivateDirectory.prepare(directory)
    } catch {
      switch error {
      case .fileInTheWay(let path):
        throw SecureFileError(.directoryBlocked, path: target, relatedPath: path)
      case .cannotCreate(let path, let reason), .cannotRestrict(let path, let reason):
        throw SecureFileError(.directoryUnavailable, path: target, relatedPath: path, reason: reason)
      }
    }
    do {
      try FilePermissions.writeNewPrivateFile(data, atPath: temporary, flush: durability == .flushed)
      try FilePermissions.move(temporary, replacing: target)
    } catch {
      FilePermissions.removeQuietly(atPath: temporary)
      throw SecureFileError(.writeFailed, path: target, relatedPath: directory.path, reason: error.reason)
    }
  }

  /// The contents of the file at `url`, or `nil` when there is no file there.
  ///
  /// - Parameter limit: The largest file accepted, in bytes; a larger one is refused unread.
  /// - Throws: ``SecureFileError`` `.readFailed` or `.tooLarge`.
  public static func read(_ url: URL, limit: Int = 64 << 20) throws(SecureFileError) -> Data? {
    let path = url.path
    guard let (size, isDirectory) = FilePermissions.sizeAndKind(atPath: path) else { return nil }
    if isDirectory {
      throw SecureFileError(.readFailed, path: path, reason: SystemErrorText.text(errno: EISDIR))
    }
    guard size <= limit else {
      throw SecureFileError(.tooLarge, path: path, reason: "\(size) bytes, at most \(limit)")
    }
    do {
      return try FilePermissions.readWhole(atPath: path, expectedSize: size)
    } catch {
      throw SecureFileError(.readFailed, path: path, reason: error.reason)
    }
  }
}
