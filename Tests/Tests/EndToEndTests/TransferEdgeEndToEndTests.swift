import CoreTestSupport
import Foundation
import MosaicTestSupport
import TestExpectations
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 19, items 23 and 25: `export --output` into a FIFO or a link stays a FIFO or a link, a database this
/// user can only read still exports, and `import` refuses a file whose meaning depends on the reader.
@Suite struct TransferEdgeEndToEndTests {
  @Test func exportIntoAFIFO_writesIntoIt_andItStaysAFIFO() async throws {
    try await withSandbox { sandbox in
      let fifo = sandbox.root.appendingPathComponent("pipe")
      #expect(mkfifo(fifo.path, 0o600) == 0)
      // Held open for reading and writing here, so the export never waits for a reader; an empty database's
      // document fits the pipe's buffer.
      let descriptor = open(fifo.path, O_RDWR | O_NONBLOCK)
      try #require(descriptor >= 0)
      defer { close(descriptor) }

      let result = try await sandbox.mosaic(["export", "--output", fifo.path])

      #expect(result.status == 0, "\(result)")
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      let count = read(descriptor, &buffer, buffer.count)
      let document = try jsonObject(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self))
      #expect(document["format"] as? String == "mosaic-export")
      var info = stat()
      #expect(lstat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }
  }

  @Test func exportThroughALinkToStandardOutput_printsTheDocument_andKeepsTheLink() async throws {
    try await withSandbox { sandbox in
      let link = sandbox.root.appendingPathComponent("out.json")
      try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/stdout")

      let result = try await sandbox.mosaic(["export", "--output", link.path])

      #expect(result.status == 0, "\(result)")
      #expect(result.stdout.hasPrefix("{"), "\(result)")
      #expect(result.stdout.contains("\"format\" : \"mosaic-export\""), "\(result)")
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "/dev/stdout")
    }
  }

  @Test(.enabled(if: ReadOnlyFiles.isAvailable, "this machine cannot make a file read-only for this user"))
  func export_ofADatabaseThisUserCanOnlyRead_holdsTheFavorites() async throws {
    try await withSandbox { sandbox in
      let added = try await sandbox.mosaic(["favorites", "add", "q5Aq-4pHXK9"])
      try #require(added.status == 0, "\(added)")
      let database = sandbox.dataDirectory.appendingPathComponent("mosaic.sqlite")
      let files = ["", "-wal", "-shm"].map { URL(fileURLWithPath: database.path + $0) }
        .filter { FileManager.default.fileExists(atPath: $0.path) }

      let result = try await withReadOnly([sandbox.dataDirectory] + files) {
        try await sandbox.mosaic(["export"])
      }

      #expect(result.status == 0, "\(result)")
      let sections = try #require(try jsonObject(result.stdout)["sections"] as? [String: Any])
      let favorites = try #require((sections["favorites"] as? [String: Any])?["items"] as? [[String: Any]])
      expectEqual(favorites.compactMap { $0["id"] as? String }, ["q5Aq-4pHXK9"])
    }
  }

  /// An export file with `favorites` as the favorites section's JSON text.
  private func file(_ sandbox: Sandbox, envelope: String = #""version":1"#, favorites: String) throws -> URL {
    let url = sandbox.root.appendingPathComponent("backup-\(UUID().uuidString).json")
    let json =
      #"{"format":"mosaic-export",\#(envelope),"exportedAt":"2026-01-01T00:00:00Z","#
      + #""sections":{"favorites":\#(favorites)}}"#
    try Data(json.utf8).write(to: url)
    return url
  }

  @Test func import_refusesARepeatedKey_namingIt() async throws {
    try await withSandbox { sandbox in
      let backup = try file(
        sandbox,
        favorites: #"{"version":1,"items":[{"id":"q5Aq-4pHXK9","id":"1Q_sFD9bCji","addedAt":"2026-01-01T00:00:00Z"}]}"#)

      let result = try await sandbox.mosaic(["import", backup.path])

      expectOneSentenceError(result, containing: "The field 'sections.favorites.items[0].id' of '\(backup.path)'")
      #expect(result.stderr.contains("appears twice"), "\(result)")
    }
  }

  @Test func import_ofVersion0_saysInvalid_notNewer() async throws {
    try await withSandbox { sandbox in
      let envelope = try file(sandbox, envelope: #""version":0"#, favorites: #"{"version":1,"items":[]}"#)
      let section = try file(sandbox, favorites: #"{"version":0,"items":[]}"#)

      let first = try await sandbox.mosaic(["import", envelope.path])
      let second = try await sandbox.mosaic(["import", section.path])

      expectOneSentenceError(first, containing: "The field 'version' of '\(envelope.path)' is not valid")
      expectOneSentenceError(second, containing: "The field 'sections.favorites.version' of '\(section.path)'")
      #expect(!first.stderr.contains("newer") && !second.stderr.contains("newer"))
    }
  }
}
