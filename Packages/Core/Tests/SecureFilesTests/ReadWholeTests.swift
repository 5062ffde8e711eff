import CoreTestSupport
import Foundation
import Testing

@testable import SecureFiles

/// A cache read with `read(2)`: every byte whatever size was expected, nothing for an empty file, `nil` for a
/// missing one, the system's sentence for a folder.
@Suite struct ReadWholeTests {
  @Test(arguments: [0, 1, 4_095, 4_096, 4_097, 100_000])
  func everyByte_whateverSizeWasExpected(length: Int) async throws {
    try await withTemporaryDirectory { root in
      let file = root.appendingPathComponent("entry.json")
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
      try Data(bytes).write(to: file)
      for expected in [0, length / 2, length, length + 10] {
        let read = try FilePermissions.readWhole(atPath: file.path, expectedSize: expected)
        #expect(read == Data(bytes), "expected \(expected) of \(length)")
      }
    }
  }

  @Test func aMissingFile_isNil_andAFolder_isTheSystemsSentence() async throws {
    try await withTemporaryDirectory { root in
      #expect(try FilePermissions.readWhole(atPath: root.appendingPathComponent("gone").path, expectedSize: 9) == nil)
      let failure = try #require(throws: SystemFailure.self) {
        try FilePermissions.readWhole(atPath: root.path, expectedSize: 0)
      }
      #expect(failure.code == EISDIR)
      #expect(failure.reason == "Is a directory")
    }
  }
}
