import CoreTestSupport
import Foundation
import SecureFiles
import Testing

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The one read-to-end loop: every byte up to the limit whatever size was expected, a typed refusal one byte past
/// it, nothing for an empty file, and a pipe read to its end however its bytes arrive.
@Suite struct DescriptorReadTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let id: String
    let length: Int
    let limit: Int
    var testDescription: String { id }
  }

  static let cases = [
    Case(id: "short", length: 10, limit: 4_096),
    Case(id: "at the limit", length: 10_000, limit: 10_000),
    Case(id: "empty", length: 0, limit: 4_096),
    Case(id: "empty, limit 0", length: 0, limit: 0),
    Case(id: "larger than a first buffer", length: 100_000, limit: 1 << 20),
  ]

  @Test(arguments: cases)
  func everyByte_upToTheLimit(_ example: Case) async throws {
    try await withTemporaryDirectory { root in
      let bytes = Self.bytes(example.length)
      let file = root.appendingPathComponent("file")
      try Data(bytes).write(to: file)
      for expected in [nil, 0, example.length / 2, example.length, example.length + 10] {
        let read = try Self.withDescriptor(file) {
          try DescriptorRead.toEnd(of: $0, expectedSize: expected, limit: example.limit)
        }
        #expect(Data(read) == Data(bytes), "expected \(expected.map(String.init) ?? "fstat") of \(example.length)")
      }
    }
  }

  @Test(arguments: [0, 1, 4_095, 10_000])
  func oneBytePastTheLimit_isRefused(limit: Int) async throws {
    try await withTemporaryDirectory { root in
      let file = root.appendingPathComponent("file")
      try Data(Self.bytes(limit + 1)).write(to: file)
      for expected in [nil, 0, limit, limit + 1] {
        let failure = try #require(throws: DescriptorRead.Failure.self) {
          try Self.withDescriptor(file) { try DescriptorRead.toEnd(of: $0, expectedSize: expected, limit: limit) }
        }
        #expect(failure == .tooLarge(limit: limit))
      }
    }
  }

  /// `fstat` says 0 for a pipe: the buffer grows as the pieces come, to the writer's end or past the limit.
  @Test(arguments: [(200, 1 << 20), (200, 199 * 1_000)])
  func aPipe_isReadToItsEnd_inPieces(pieces: Int, limit: Int) throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    let (reading, writing) = (ends[0], ends[1])
    defer {
      // Whatever the test saw, the writer gets to its end before the pipe closes (else it dies of SIGPIPE).
      var rest = [UInt8](repeating: 0, count: 4_096)
      while rest.withUnsafeMutableBytes({ read(reading, $0.baseAddress, $0.count) }) > 0 {}
      close(reading)
    }
    let piece = Self.bytes(1_000)
    let writer = Thread {
      for _ in 0..<pieces {
        _ = piece.withUnsafeBytes { write(writing, $0.baseAddress, $0.count) }
      }
      close(writing)
    }
    writer.start()
    let expected = Array([[UInt8]](repeating: piece, count: pieces).joined())
    if expected.count <= limit {
      #expect(try Data(DescriptorRead.toEnd(of: reading, limit: limit)) == Data(expected))
    } else {
      #expect(throws: DescriptorRead.Failure.tooLarge(limit: limit)) {
        try DescriptorRead.toEnd(of: reading, limit: limit)
      }
    }
  }

  @Test func aReadError_isTheSystemsFailure() {
    #expect(throws: DescriptorRead.Failure.system(SystemFailure(code: EBADF))) {
      try DescriptorRead.toEnd(of: -1, expectedSize: 10)
    }
  }

  private static func bytes(_ count: Int) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
  }

  private static func withDescriptor<T>(_ file: URL, _ body: (Int32) throws -> T) throws -> T {
    let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    return try body(descriptor)
  }
}
