import CoreTestSupport
import Foundation
import SecureFiles
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 19, item 23: `mosaic export --output` replaced a device, a FIFO or a link to `/dev/stdout` with a regular
/// file (as root it would replace `/dev/null`). Only a new or regular file gets the temp-and-rename treatment;
/// anything else is written into as the shell's `>` would.
@Suite struct OutputFileTests {
  #if os(Linux)
    static let canMakeDevices = geteuid() == 0
  #else
    static let canMakeDevices = false
  #endif

  /// A FIFO at `url`, held open for reading and writing here so a writer never waits; what was written into it
  /// once `body` returns.
  private func withFIFO(_ url: URL, _ body: () throws -> Void) throws -> Data {
    #expect(mkfifo(url.path, 0o600) == 0)
    let descriptor = open(url.path, O_RDWR | O_NONBLOCK)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    try body()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    let count = read(descriptor, &buffer, buffer.count)
    return Data(buffer.prefix(max(count, 0)))
  }

  @Test func fifo_isWrittenInto_andStaysAFIFO() async throws {
    try await withTemporaryDirectory { root in
      let fifo = root.appendingPathComponent("pipe")

      let received = try withFIFO(fifo) { try SecureFile.writeOutput(Data("{}\n".utf8), to: fifo) }

      #expect(received == Data("{}\n".utf8))
      #expect(FilePermissions.kind(atPath: fifo.path) == .other)
      #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["pipe"])
    }
  }

  @Test func linkToAFIFO_isWrittenThrough_andStaysALink() async throws {
    try await withTemporaryDirectory { root in
      let fifo = root.appendingPathComponent("pipe")
      let link = root.appendingPathComponent("stdout")

      let received = try withFIFO(fifo) {
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fifo)
        try SecureFile.writeOutput(Data("doc".utf8), to: link)
      }

      #expect(received == Data("doc".utf8))
      #expect(FilePermissions.kind(atPath: link.path) == .symbolicLink)
    }
  }

  @Test func linkToARegularFile_writesTheTarget_andKeepsItsMode() async throws {
    try await withTemporaryDirectory { root in
      let target = root.appendingPathComponent("target.json")
      try Data("an older, longer document".utf8).write(to: target)
      #expect(chmod(target.path, 0o640) == 0)
      let link = root.appendingPathComponent("backup.json")
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

      try SecureFile.writeOutput(Data("new".utf8), to: link)

      #expect(try Data(contentsOf: target) == Data("new".utf8))
      #expect(FilePermissions.kind(atPath: link.path) == .symbolicLink)
      #expect(try permissions(of: target) == 0o640)
    }
  }

  /// A private copy of Linux's `/dev/null` (major 1, minor 3; only root may make one), so a regression replaces
  /// that node, never the machine's `/dev/null`.
  @Test(.enabled(if: Self.canMakeDevices, "only root on Linux makes a null device node here"))
  func device_staysADevice() async throws {
    try await withTemporaryDirectory { root in
      let device = root.appendingPathComponent("null")
      try #require(mknod(device.path, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0)

      try SecureFile.writeOutput(Data("discarded".utf8), to: device)

      #expect(FilePermissions.kind(atPath: device.path) == .other)
      #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["null"])
    }
  }

  @Test func newAndRegularFiles_areReplacedAtomically_ownerOnly() async throws {
    try await withTemporaryDirectory { root in
      let file = root.appendingPathComponent("backup.json")
      try SecureFile.writeOutput(Data("one".utf8), to: file)
      #expect(try permissions(of: file) == 0o600)
      #expect(chmod(file.path, 0o644) == 0)

      try SecureFile.writeOutput(Data("two".utf8), to: file)

      #expect(try Data(contentsOf: file) == Data("two".utf8))
      #expect(try permissions(of: file) == 0o600)
      #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["backup.json"])
    }
  }

  @Test func aDanglingLink_orADirectory_isAnError() async throws {
    try await withTemporaryDirectory { root in
      let link = root.appendingPathComponent("dangling")
      try FileManager.default.createSymbolicLink(
        at: link, withDestinationURL: root.appendingPathComponent("missing"))
      let error = try #require(throws: SecureFileError.self) { try SecureFile.writeOutput(Data(), to: link) }
      #expect(error.code == .writeFailed)
      #expect(FilePermissions.kind(atPath: link.path) == .symbolicLink)

      let folder = try #require(throws: SecureFileError.self) { try SecureFile.writeOutput(Data(), to: root) }
      #expect(folder.code == .writeFailed)
    }
  }
}
