import Foundation

/// Makes files and folders impossible to write for this process, for tests of what a read-only database or
/// folder does: `chmod a-w` for a user, and for root (whom modes do not stop) the immutable attribute
/// (`chattr +i`, Linux). Whatever `body` does, everything is made writable again afterwards.
///
/// ```swift
/// try await withReadOnly([folder, file]) {
///   await #expect(throws: Never.self) { try await handle.export() }
/// }
/// ```
public func withReadOnly<T>(_ urls: [URL], _ body: () async throws -> T) async throws -> T {
  try ReadOnlyFiles.protect(urls)
  defer { ReadOnlyFiles.release(urls) }
  return try await body()
}

/// How ``withReadOnly(_:_:)`` takes writing away, and whether it can here.
public enum ReadOnlyFiles {
  /// Whether this process can make a file read-only for itself: always for a user; for root only where
  /// `chattr` sets the immutable attribute (ext4, xfs, btrfs; not tmpfs or overlayfs).
  public static let isAvailable: Bool = {
    guard geteuid() == 0 else { return true }
    let probe = FileManager.default.temporaryDirectory.appendingPathComponent("read-only-probe-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else { return false }
    defer { try? FileManager.default.removeItem(at: probe) }
    guard (try? chattr("+i", [probe])) != nil else { return false }
    let writable = FileManager.default.isWritableFile(atPath: probe.path) && (try? Data().write(to: probe)) != nil
    try? chattr("-i", [probe])
    return !writable
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

  /// `chattr FLAG URLS…`, started and reaped by ``ChildSpawn``: Foundation's `Process` on Linux can miss the end of
  /// a child that exits at once and wait forever.
  private static func chattr(_ flag: String, _ urls: [URL]) throws {
    var status: Int32 = -1
    #if os(Linux)
      status = (try? ChildSpawn.run("/usr/bin/chattr", [flag] + urls.map(\.path), errors: .null))?.code ?? -1
    #endif
    guard status == 0 else {
      throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: urls.first?.path ?? ""])
    }
  }
}
