import Foundation
import Testing

/// The hello world every start of `mosaic` is measured against (`make bench-start`) does what a hello world does:
/// prints one line and ends with 0, so its time is a program's start and nothing more.
@Suite struct HelloTests {
  @Test func hello_printsOneLine_andEndsWithZero() throws {
    let binary = URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "hello")
    let process = Process()
    process.executableURL = binary
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(String(decoding: data, as: UTF8.self) == "hello, world\n")
  }
}
