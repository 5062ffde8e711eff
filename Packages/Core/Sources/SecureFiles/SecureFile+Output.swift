import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension SecureFile {
  /// Writes a file the person named, like `mosaic export --output FILE`. Nothing there, or a regular file, is
  /// replaced atomically by an owner-only file, as ``write(_:to:durability:)`` does. Anything else the name
  /// stands for — a device such as `/dev/null`, a FIFO, a symbolic link such as `/dev/stdout` — is opened and
  /// written into as the shell's `>` would, never replaced, its permissions left alone.
  ///
  /// ```swift
  /// try SecureFile.writeOutput(document, to: URL(fileURLWithPath: "/dev/stdout"))  // the link stays a link
  /// ```
  ///
  /// - Throws: ``SecureFileError`` `writeFailed` naming the path and the system's reason.
  public static func writeOutput(_ data: Data, to url: URL) throws(SecureFileError) {
    switch FilePermissions.kind(atPath: url.path) {
    case nil, .regularFile:
      try write(data, to: url)
    case .directory:
      throw SecureFileError(
        .writeFailed, path: url.path, relatedPath: url.deletingLastPathComponent().path,
        reason: SystemFailure(code: EISDIR).reason)
    case .symbolicLink, .other:
      do {
        try FilePermissions.writeExisting(data, atPath: url.path)
      } catch {
        throw SecureFileError(
          .writeFailed, path: url.path, relatedPath: url.deletingLastPathComponent().path, reason: error.reason)
      }
    }
  }
}
