import Core
import CoreTestSupport
import Foundation
import SecureFiles
import Testing

/// Issue 8, finding 15: file errors name the system's reason in words.
@Suite struct SystemReasonTests {
  @Test func readingADirectory_saysItIsADirectory() async throws {
    try await withTemporaryDirectory { root in
      let error = #expect(throws: SecureFileError.self) { try SecureFile.read(root) }
      #expect(error?.code == .readFailed)
      #expect(error?.reason == "Is a directory")
    }
  }

  @Test func directoryNameTooLong_saysSo() async throws {
    try await withTemporaryDirectory { root in
      let file = root.appendingPathComponent(String(repeating: "a", count: 300)).appendingPathComponent("f.json")
      let error = #expect(throws: SecureFileError.self) { try SecureFile.write(Data("x".utf8), to: file) }
      #expect(error?.code == .directoryUnavailable)
      #expect(error?.reason == "File name too long")
    }
  }
}
