import CoreCLI
import Foundation
import TestExpectations
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

struct FileDescriptorWriterTests {
  @Test func flush_writesEverythingBufferedInOrder() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let writer = FileDescriptorWriter(fileDescriptor: ends[1], name: "standard output")

    writer.write("one\n")
    writer.write("two\n")
    try writer.flush()
    close(ends[1])

    let data = FileHandle(fileDescriptor: ends[0]).readDataToEndOfFile()
    expectEqual(String(decoding: data, as: UTF8.self), "one\ntwo\n")
  }

  @Test func fullDevice_flushThrowsOutputFailed() throws {
    let descriptor = open("/dev/full", O_WRONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let writer = FileDescriptorWriter(fileDescriptor: descriptor, name: "standard output")

    writer.write("30 photos\n")

    #expect(throws: CLIError(.outputFailed, command: "standard output", detail: "standard output: \(reason(ENOSPC))")) {
      try writer.flush()
    }
    expectEqual(writer.failure, ENOSPC)
  }

  @Test func closedDescriptor_flushThrowsOutputFailed() throws {
    let descriptor = open("/dev/null", O_WRONLY)
    try #require(descriptor >= 0)
    close(descriptor)
    let writer = FileDescriptorWriter(fileDescriptor: descriptor, name: "standard error", buffered: false)

    writer.write("note\n")

    expectEqual(writer.failure, EBADF)
    expectThrows(CLIError.self) { try writer.flush() }
  }

  @Test func readerGone_flushThrowsOutputClosed() throws {
    signal(SIGPIPE, SIG_IGN)
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    close(ends[0])
    defer { close(ends[1]) }
    let writer = FileDescriptorWriter(fileDescriptor: ends[1], name: "standard output")

    writer.write("page 1\n")

    #expect(throws: CLIError(.outputClosed, command: "standard output", detail: "standard output: \(reason(EPIPE))")) {
      try writer.flush()
    }
  }

  @Test func failureKnownAtStart_dropsTextAndThrows() {
    let writer = FileDescriptorWriter(fileDescriptor: 1, name: "standard output", failure: EBADF)

    writer.write("never written\n")

    expectThrows(CLIError.self) { try writer.flush() }
  }

  @Test func bufferPastLimit_writesBeforeFlush() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let writer = FileDescriptorWriter(fileDescriptor: ends[1], name: "standard output", limit: 4)

    writer.write("12345")
    var buffer = [UInt8](repeating: 0, count: 16)
    let count = read(ends[0], &buffer, 16)
    close(ends[1])

    expectEqual(count, 5)
  }

  @Test func standardConsole_sanitizesLinesAndReportsFailureOnFlush() throws {
    let descriptor = open("/dev/full", O_WRONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let console = Console.streams(
      output: FileDescriptorWriter(fileDescriptor: descriptor, name: "standard output"),
      errors: FileDescriptorWriter(fileDescriptor: descriptor, name: "standard error", buffered: false))

    console.print("photo")

    expectThrows(CLIError.self) { try console.flush() }
  }

  private func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
