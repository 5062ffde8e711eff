import Core
import CoreTestSupport
import Foundation
import SecureFiles
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

      let error = try #require(throws: SecureFileError.self) { try SecureFile.write(Data(), to: file) }

      #expect(error.code == .directoryBlocked)
      #expect(error.path == file.path)
      #expect(error.relatedPath == blocker.path)
    }
  }

  @Test func write_overADirectory_throwsAndLeavesNoTemporaryFile() async throws {
    try await withTemporaryDirectory { root in
      let target = root.appendingPathComponent("taken")
      try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)

      let error = try #require(throws: SecureFileError.self) { try SecureFile.write(Data("x".utf8), to: target) }

      #expect(error.code == .writeFailed)
      #expect(error.path == target.path)
      #expect(error.reason == "Is a directory")
      #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["taken"])
    }
  }

  @Test func read_aDirectory_throwsNamingThePath() async throws {
    try await withTemporaryDirectory { root in
      let error = try #require(throws: SecureFileError.self) { try SecureFile.read(root) }
      #expect(error.code == .readFailed)
      #expect(error.path == root.path)
    }
  }

  @Test func read_aFileOverTheLimit_isRefusedUnread() async throws {
    try await withTemporaryDirectory { root in
      let file = root.appendingPathComponent("big.json")
      try Data(repeating: 0x20, count: 2048).write(to: file)
      let error = try #require(throws: SecureFileError.self) { try SecureFile.read(file, limit: 1024) }
      #expect(error.code == .tooLarge)
      #expect(try SecureFile.read(file, limit: 2048)?.count == 2048)
    }
  }

  @Test func write_forACache_replacesTheFileWithoutFlushing() async throws {
    try await withTemporaryDirectory { root in
      let file = root.appendingPathComponent("listing.json")
      try SecureFile.write(Data("one".utf8), to: file, durability: .cache)
      try SecureFile.write(Data("two".utf8), to: file, durability: .cache)
      #expect(try SecureFile.read(file) == Data("two".utf8))
      #expect(try permissions(of: file) == 0o600)
    }
  }

  @Test func messages_comeInBothLanguages_andNameThePath() {
    let error = SecureFileError(.readFailed, path: "/x/y.json", reason: "Permission denied")
    #expect(error.message(in: .english).contains("'/x/y.json'"))
    #expect(error.message(in: .german).contains("'/x/y.json'"))
    #expect(error.message(in: .english) != error.message(in: .german))
  }
}
