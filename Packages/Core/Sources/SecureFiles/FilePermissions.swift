import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Owner-only files and directories: the POSIX calls behind ``SecureFile`` and ``PrivateDirectory``,
/// shared with the stores that keep their own files (the SQLite database).
public enum FilePermissions {
  /// Owner read/write: every file Mosaic writes.
  public static let privateFile = 0o600
  /// Owner read/write/search: every directory Mosaic creates.
  public static let privateDirectory = 0o700

  /// The permission bits of the item at `path` (following symlinks), or `nil` when it does not exist.
  public static func mode(atPath path: String) -> Int? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Int(info.st_mode) & 0o7777
  }

  /// Whether group or others may do anything with the item at `path`.
  public static func isShared(atPath path: String) -> Bool {
    guard let mode = mode(atPath: path) else { return false }
    return mode & 0o077 != 0
  }

  /// Sets the permission bits of `path`; throws the system's reason on failure.
  public static func set(_ mode: Int, atPath path: String) throws(SystemFailure) {
    guard chmod(path, mode_t(mode)) == 0 else { throw SystemFailure.current() }
  }

  /// Creates an empty owner-only file at `path` unless something is already there.
  ///
  /// - Returns: whether this call created the file.
  @discardableResult
  public static func createPrivateFile(atPath path: String) throws(SystemFailure) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(privateFile))
    if descriptor < 0 {
      let failure = SystemFailure.current()
      if failure.code == EEXIST { return false }
      throw failure
    }
    defer { close(descriptor) }
    guard fchmod(descriptor, mode_t(privateFile)) == 0 else { throw SystemFailure.current() }
    return true
  }

  /// The size in bytes of the regular file at `path` (following symlinks), or `nil` when nothing is there.
  public static func size(atPath path: String) -> Int? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Int(info.st_size)
  }

  /// The size of what `path` names (a link followed) and whether it is a folder, from one `stat`; `nil` when
  /// nothing is there. What `FileManager.fileExists(atPath:isDirectory:)` answers, without the default file
  /// manager, whose code sits in three 64 KB windows of the binary nothing else of a start touches (PROJECT_PLAN.md,
  /// "Issue 23 — peak memory, where the last megabyte is (eighth part)").
  static func sizeAndKind(atPath path: String) -> (size: Int, isDirectory: Bool)? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return (Int(info.st_size), info.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR))
  }

  /// Writes `data` to a new owner-only file at `path`, flushed to disk when `flush` is set; fails if
  /// `path` exists.
  public static func writeNewPrivateFile(_ data: Data, atPath path: String, flush: Bool = true) throws(SystemFailure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(privateFile))
    guard descriptor >= 0 else { throw SystemFailure.current() }
    defer { close(descriptor) }
    guard fchmod(descriptor, mode_t(privateFile)) == 0 else { throw SystemFailure.current() }
    let failure = data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> SystemFailure? in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let written = write(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          let failure = SystemFailure.current()
          if failure.code == EINTR { continue }
          return failure
        }
        offset += written
      }
      return nil
    }
    if let failure { throw failure }
    guard !flush || fsync(descriptor) == 0 else { throw SystemFailure.current() }
  }

  /// Atomically moves the file at `source` to `destination`, replacing whatever was there.
  public static func move(_ source: String, replacing destination: String) throws(SystemFailure) {
    guard rename(source, destination) == 0 else { throw SystemFailure.current() }
  }

  /// Removes the file at `path`, ignoring failures (used to clean up temporary files).
  public static func removeQuietly(atPath path: String) {
    _ = unlink(path)
  }

  /// Opens what `path` names (following a link, creating nothing) and writes `data` into it, as the shell's `>`
  /// does: a device or FIFO takes the bytes as they come; a regular file is emptied first and flushed after.
  public static func writeExisting(_ data: Data, atPath path: String) throws(SystemFailure) {
    let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw SystemFailure.current() }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw SystemFailure.current() }
    let isRegular = info.st_mode & S_IFMT == S_IFREG
    if isRegular {
      guard ftruncate(descriptor, 0) == 0 else { throw SystemFailure.current() }
    }
    let failure = data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> SystemFailure? in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let written = write(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          let failure = SystemFailure.current()
          if failure.code == EINTR { continue }
          return failure
        }
        offset += written
      }
      return nil
    }
    if let failure { throw failure }
    guard !isRegular || fsync(descriptor) == 0 else { throw SystemFailure.current() }
  }
}
