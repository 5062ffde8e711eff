import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The calls for files Mosaic keeps inside its own folders (the database and its companions, the picture
/// cache's index and pictures): they look at the name itself and never follow a symbolic link, so a link
/// planted there is never read, written or changed through.
extension FilePermissions {
  /// What sits at a path, by `lstat`: a link is a link, whatever it points to.
  public enum Kind: Sendable, Equatable {
    case regularFile, directory, symbolicLink
    /// A device, FIFO or socket.
    case other
  }

  /// What is at `path` itself (a link is not followed), or `nil` when nothing is.
  public static func kind(atPath path: String) -> Kind? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regularFile
    case S_IFDIR: return .directory
    case S_IFLNK: return .symbolicLink
    default: return .other
    }
  }

  /// The size in bytes of the regular file at `path` itself, or `nil` when nothing, a link or anything but a
  /// regular file is there.
  public static func regularFileSize(atPath path: String) -> Int? {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    return Int(info.st_size)
  }

  /// Takes group and other permissions away from the regular file at `path`, leaving the owner's bits as they
  /// are (a read-only `0444` file becomes `0400`, never writable). A link is refused, not followed.
  ///
  /// The file is never opened: closing any descriptor of a file drops every POSIX lock this process holds on
  /// it, and SQLite keeps its locks on the database, `-wal` and `-shm` that way — another process would then
  /// take this one's `-shm` for unused and reset it under its mapping (a `SIGBUS`). `fchmodat` with
  /// `AT_SYMLINK_NOFOLLOW` changes the mode by name and refuses a link swapped in after the `lstat`.
  ///
  /// - Returns: whether the mode changed; `false` also when nothing is at `path`.
  /// - Throws: the system's reason, `ELOOP` for a link, `EINVAL` for anything but a regular file.
  @discardableResult
  public static func restrictRegularFile(atPath path: String) throws(SystemFailure) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      let failure = SystemFailure.current()
      if failure.code == ENOENT { return false }
      throw failure
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFLNK: throw SystemFailure(code: ELOOP)
    default: throw SystemFailure(code: EINVAL)
    }
    let mode = Int(info.st_mode) & 0o7777
    guard mode & 0o077 != 0 else { return false }
    guard fchmodat(AT_FDCWD, path, mode_t(mode & ~0o077), AT_SYMLINK_NOFOLLOW) == 0 else {
      throw SystemFailure.current()
    }
    return true
  }

  /// The contents of the regular file at `path`, read without following a link and without blocking on a
  /// FIFO; `nil` when nothing is there.
  ///
  /// - Parameter limit: The largest file read, in bytes; a larger one throws `EFBIG` unread.
  /// - Throws: the system's reason, `ELOOP` for a link, `EINVAL` for anything but a regular file.
  public static func readRegularFile(atPath path: String, limit: Int) throws(SystemFailure) -> Data? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    if descriptor < 0 {
      let failure = SystemFailure.current()
      if failure.code == ENOENT { return nil }
      throw failure
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw SystemFailure.current() }
    guard info.st_mode & S_IFMT == S_IFREG else { throw SystemFailure(code: EINVAL) }
    let size = Int(info.st_size)
    guard size <= limit else { throw SystemFailure(code: EFBIG) }
    var data = Data(count: size)
    var offset = 0
    let failure = data.withUnsafeMutableBytes { (buffer: UnsafeMutableRawBufferPointer) -> SystemFailure? in
      while offset < buffer.count, let base = buffer.baseAddress {
        let count = read(descriptor, base + offset, buffer.count - offset)
        if count < 0 {
          let failure = SystemFailure.current()
          if failure.code == EINTR { continue }
          return failure
        }
        if count == 0 { break }
        offset += count
      }
      return nil
    }
    if let failure { throw failure }
    return data.prefix(offset)
  }

  /// Copies the regular file at `source` (a link is not followed) to a new owner-only file at `destination`,
  /// which must not exist; `false` when there is nothing at `source`.
  ///
  /// - Throws: the system's reason, `ELOOP` for a link, `EINVAL` for anything but a regular file.
  @discardableResult
  public static func copyRegularFile(
    atPath source: String, toNewPrivateFile destination: String
  ) throws(SystemFailure)
    -> Bool
  {
    let input = open(source, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    if input < 0 {
      let failure = SystemFailure.current()
      if failure.code == ENOENT { return false }
      throw failure
    }
    defer { close(input) }
    var info = stat()
    guard fstat(input, &info) == 0 else { throw SystemFailure.current() }
    guard info.st_mode & S_IFMT == S_IFREG else { throw SystemFailure(code: EINVAL) }
    let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(privateFile))
    guard output >= 0 else { throw SystemFailure.current() }
    defer { close(output) }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw SystemFailure.current()
      }
      if count == 0 { return true }
      var offset = 0
      while offset < count {
        let written = buffer.withUnsafeBytes { bytes in
          bytes.baseAddress.map { write(output, $0 + offset, count - offset) } ?? -1
        }
        if written < 0 {
          if errno == EINTR { continue }
          throw SystemFailure.current()
        }
        offset += written
      }
    }
  }
}
