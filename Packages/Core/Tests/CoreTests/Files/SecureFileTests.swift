import Core
import CoreTestSupport
import Foundation
import Testing

@Suite struct SecureFileTests {
  @Test func write_createsAnOwnerOnlyFile() async throws {
    try await withTemporaryDirectory { root in
      let file = root.appendingPathComponent("feed.json")

      try SecureFile.write(Data("hello".utf8), to: file)

      #expect(try SecureFile.read(file) == Data("hello".utf8))
      #expect(try permissions(of: file) == 0o600)
      #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["feed.json"])
    }
  }

  @Test func write_replacesAnOpenFileWithAnOwnerOnlyOne() async throws {
    try await withTemporaryDirectory { root in
      let file = root.appendingPathComponent("feed.json")
      try Data("old contents that are longer".utf8).write(to: file)
      try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)

      try SecureFile.write(Data("new".utf8), to: file)

      #expect(try SecureFile.read(file) == Data("new".utf8))
      #expect(try permissions(of: file) == 0o600)
    }
  }

  @Test func write_whileReading_readersSeeOldOrNewNeverAMix() async throws {
    try await withTemporaryDirectory { root in
      let file = root.appendingPathComponent("big.bin")
      let payloads = [
        Data(repeating: UInt8(ascii: "a"), count: 512 * 1024), Data(repeating: UInt8(ascii: "b"), count: 256 * 1024),
      ]
      try SecureFile.write(payloads[0], to: file)

      let torn = try await withThrowingTaskGroup(of: Int.self) { group in
        group.addTask {
          for index in 0..<40 { try SecureFile.write(payloads[index % 2], to: file) }
          return 0
        }
        group.addTask {
          var torn = 0
          for _ in 0..<200 {
            let contents = try SecureFile.read(file) ?? Data()
            if !payloads.contains(contents) { torn += 1 }
          }
          return torn
        }
        return try await group.reduce(0, +)
      }

      #expect(torn == 0)
    }
  }

  @Test func read_absentFile_isNil() async throws {
    try await withTemporaryDirectory { root in
      let contents = try SecureFile.read(root.appendingPathComponent("missing.json"))
      #expect(contents == nil)
    }
  }

  @Test func write_intoAMissingDirectory_createsItOwnerOnly() async throws {
    try await withTemporaryDirectory { root in
      let file = root.appendingPathComponent("cache/mosaic/feed.json")

      try SecureFile.write(Data("hello".utf8), to: file)

      #expect(try SecureFile.read(file) == Data("hello".utf8))
      #expect(try permissions(of: root.appendingPathComponent("cache")) == 0o700)
      #expect(try permissions(of: root.appendingPathComponent("cache/mosaic")) == 0o700)
    }
  }

  @Test func write_withAFileInPlaceOfItsDirectory_throwsNamingIt() async throws {
    try await withTemporaryDirectory { root in
      let blocker = root.appendingPathComponent("cache")
      try Data("x".utf8).write(to: blocker)
      let file = blocker.appendingPathComponent("feed.json")

      let error = try #require(throws: CoreError.self) { try SecureFile.write(Data(), to: file) }

      #expect(error.code == .fileWriteFailed)
      #expect(
        error.message
          == "Mosaic could not write '\(file.path)' because the file '\(blocker.path)' is in the way of its "
          + "directory; move that file away.")
    }
  }

  @Test func write_overADirectory_throwsAndLeavesNoTemporaryFile() async throws {
    try await withTemporaryDirectory { root in
      let target = root.appendingPathComponent("taken")
      try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)

      let error = try #require(throws: CoreError.self) { try SecureFile.write(Data("x".utf8), to: target) }

      #expect(error.code == .fileWriteFailed)
      #expect(error.message.hasPrefix("Mosaic could not write '\(target.path)' (Is a directory)"))
      #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["taken"])
    }
  }

  @Test func read_aDirectory_throwsNamingThePath() async throws {
    try await withTemporaryDirectory { root in
      let error = try #require(throws: CoreError.self) { try SecureFile.read(root) }
      #expect(error.code == .fileReadFailed)
      #expect(error.message.contains("'\(root.path)'"))
    }
  }
}
