import CoreTestSupport
import Foundation
import SecureFiles
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 19, items 17 and 24: the calls for files inside Mosaic's own folders never follow a link, and only
/// folders Mosaic creates get their mode set.
@Suite struct NoFollowTests {
  @Test func kind_looksAtTheNameItself() async throws {
    try await withTemporaryDirectory { root in
      let file = root.appendingPathComponent("file")
      try Data().write(to: file)
      let link = root.appendingPathComponent("link")
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)

      #expect(FilePermissions.kind(atPath: file.path) == .regularFile)
      #expect(FilePermissions.kind(atPath: link.path) == .symbolicLink)
      #expect(FilePermissions.kind(atPath: root.path) == .directory)
      #expect(FilePermissions.kind(atPath: "/dev/null") == .other)
      #expect(FilePermissions.kind(atPath: root.appendingPathComponent("none").path) == nil)
    }
  }

  @Test func restrict_takesBitsAway_neverAddsOne_andRefusesALink() async throws {
    try await withTemporaryDirectory { root in
      let open = root.appendingPathComponent("open")
      let readOnly = root.appendingPathComponent("read-only")
      for file in [open, readOnly] { try Data("x".utf8).write(to: file) }
      #expect(chmod(open.path, 0o664) == 0)
      #expect(chmod(readOnly.path, 0o444) == 0)
      let victim = root.appendingPathComponent("victim")
      try Data("x".utf8).write(to: victim)
      #expect(chmod(victim.path, 0o644) == 0)
      let link = root.appendingPathComponent("link")
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: victim)

      #expect(try FilePermissions.restrictRegularFile(atPath: open.path))
      #expect(try FilePermissions.restrictRegularFile(atPath: readOnly.path))
      #expect(throws: SystemFailure.self) { try FilePermissions.restrictRegularFile(atPath: link.path) }

      #expect(try permissions(of: open) == 0o600)
      #expect(try permissions(of: readOnly) == 0o400)
      #expect(try permissions(of: victim) == 0o644)
    }
  }

  /// Closing any descriptor of a file drops every POSIX lock the process holds on it, SQLite's on `-shm`
  /// included; another process then reset that `-shm` under this one's mapping, and a release `mosaic` died of
  /// SIGBUS in the many-processes favorites test. Tightening must not open the file.
  @Test(.enabled(if: FileManager.default.isReadableFile(atPath: "/proc/locks"), "needs Linux's /proc/locks"))
  func restrict_keepsThisProcesssLocksOnTheFile() async throws {
    try await withTemporaryDirectory { root in
      let file = root.appendingPathComponent("mosaic.sqlite-shm")
      try Data(count: 64).write(to: file)
      #expect(chmod(file.path, 0o644) == 0)
      let descriptor = open(file.path, O_RDWR)
      try #require(descriptor >= 0)
      defer { close(descriptor) }
      var lock = flock()
      lock.l_type = Int16(F_WRLCK)
      lock.l_whence = Int16(SEEK_SET)
      try #require(fcntl(descriptor, F_SETLK, &lock) == 0)
      var info = stat()
      try #require(fstat(descriptor, &info) == 0)
      let inode = info.st_ino
      func held() throws -> Bool {
        try String(contentsOfFile: "/proc/locks", encoding: .utf8).split(separator: "\n").contains {
          $0.contains("POSIX") && $0.contains(" \(getpid()) ") && $0.contains(":\(inode) ")
        }
      }
      try #require(try held())

      try FilePermissions.restrictRegularFile(atPath: file.path)

      #expect(try held())
      #expect(try permissions(of: file) == 0o600)
    }
  }

  @Test func read_refusesALinkAndAFIFO_withoutWaiting() async throws {
    try await withTemporaryDirectory { root in
      let secret = root.appendingPathComponent("secret")
      try Data("secret".utf8).write(to: secret)
      let link = root.appendingPathComponent("1.img")
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: secret)
      let fifo = root.appendingPathComponent("2.img")
      #expect(mkfifo(fifo.path, 0o600) == 0)

      #expect(throws: SystemFailure.self) { try FilePermissions.readRegularFile(atPath: link.path, limit: 100) }
      #expect(throws: SystemFailure.self) { try FilePermissions.readRegularFile(atPath: fifo.path, limit: 100) }
      #expect(try FilePermissions.readRegularFile(atPath: secret.path, limit: 100) == Data("secret".utf8))
      #expect(try FilePermissions.readRegularFile(atPath: root.appendingPathComponent("none").path, limit: 1) == nil)
      #expect(throws: SystemFailure.self) { try FilePermissions.readRegularFile(atPath: secret.path, limit: 3) }
    }
  }

  @Test func copy_refusesALink_andMakesAnOwnerOnlyCopy() async throws {
    try await withTemporaryDirectory { root in
      let source = root.appendingPathComponent("source")
      try Data(repeating: 3, count: 200_000).write(to: source)
      let link = root.appendingPathComponent("link")
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: source)

      #expect(throws: SystemFailure.self) {
        try FilePermissions.copyRegularFile(atPath: link.path, toNewPrivateFile: root.appendingPathComponent("a").path)
      }
      let copy = root.appendingPathComponent("copy")
      #expect(try FilePermissions.copyRegularFile(atPath: source.path, toNewPrivateFile: copy.path))

      #expect(try Data(contentsOf: copy) == Data(contentsOf: source))
      #expect(try permissions(of: copy) == 0o600)
    }
  }

  @Test(arguments: [0o755, 0o2775, 0o777])
  func prepare_leavesAnExistingFolderAsItIs_andMakesNewOnesPrivate(_ mode: Int) async throws {
    try await withTemporaryDirectory { root in
      let existing = root.appendingPathComponent("existing", isDirectory: true)
      try FileManager.default.createDirectory(at: existing, withIntermediateDirectories: false)
      #expect(chmod(existing.path, mode_t(mode)) == 0)
      let created = existing.appendingPathComponent("a/b", isDirectory: true)

      try PrivateDirectory.prepare(existing)
      try PrivateDirectory.prepare(created)

      #expect(try permissions(of: existing) == mode)
      #expect(try permissions(of: existing.appendingPathComponent("a")) == 0o700)
      #expect(try permissions(of: created) == 0o700)
    }
  }
}
