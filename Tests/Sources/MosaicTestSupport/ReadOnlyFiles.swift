import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes files and folders impossible to write for the `mosaic` a test runs, also when the tests run as root
/// (whom modes do not stop): `chmod a-w` for a user, the immutable attribute (`chattr +i`, Linux) for root.
/// Whatever `body` does, everything is made writable again afterwards, so the sandbox can be removed.
public func withReadOnly<T>(_ urls: [URL], _ body: () async throws -> T) async throws -> T {
  try ReadOnlyFiles.protect(urls)
  defer { ReadOnlyFiles.release(urls) }
  return try await body()
}

/// How ``withReadOnly(_:_:)`` takes writing away, and whether it can here.
public enum ReadOnlyFiles {
  /// Whether files can be made read-only here: always for a user; for root only where `chattr +i` works
  /// (ext4, xfs, btrfs; not tmpfs or overlayfs).
  public static let isAvailable: Bool = {
    guard geteuid() == 0 else { return true }
    let probe = FileManager.default.temporaryDirectory.appendingPathComponent("read-only-probe-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else { return false }
    defer { try? FileManager.default.removeItem(at: probe) }
    guard (try? chattr("+i", [probe])) != nil else { return false }
    let written = (try? Data("x".utf8).write(to: probe)) != nil
    try? chattr("-i", [probe])
    return !written
  }()

  static func protect(_ urls: [URL]) throws {
    if geteuid() == 0 {
      try chattr("+i", urls)
    } else {
      for url in urls {
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int ?? 0o600
        try FileManager.default.setAttributes([.posixPermissions: mode & ~0o222], ofItemAtPath: url.path)
      }
    }
  }

  static func release(_ urls: [URL]) {
    if geteuid() == 0 {
      try? chattr("-i", urls)
    } else {
      for url in urls {
        let mode = (try? FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? 0o400
        try? FileManager.default.setAttributes([.posixPermissions: mode | 0o200], ofItemAtPath: url.path)
      }
    }
  }

  private static func chattr(_ flag: String, _ urls: [URL]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
    process.arguments = [flag] + urls.map(\.path)
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw TestSupportError("'chattr \(flag)' failed on \(urls.map(\.path)); this file system has no immutable flag.")
    }
  }
}
