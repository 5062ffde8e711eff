import Dispatch
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Runs the built `mosaic-mock-api` binary the way integration tests and people do.
@Suite struct ExecutableTests {
  static var binary: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("mosaic-mock-api")
  }

  /// Reads standard output until `lines` lines have arrived or the stream ends.
  static func readLines(_ handle: FileHandle, count lines: Int) async -> [String] {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        var text = ""
        while text.filter({ $0 == "\n" }).count < lines {
          let data = handle.availableData
          if data.isEmpty { break }
          text += String(decoding: data, as: UTF8.self)
        }
        continuation.resume(returning: text.split(separator: "\n").map(String.init))
      }
    }
  }

  static func waitForExit(_ process: Process) async -> Int32 {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        process.waitUntilExit()
        continuation.resume(returning: process.terminationStatus)
      }
    }
  }

  @Test func binary_printsThePortFirstServesAndStopsCleanlyOnSIGTERM() async throws {
    let key = "secret-unsplash-key-1234"
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = ["--port", "0", "--unsplash-key", key, "--news-key", "secret-news-key-5678"]
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Never let a broken binary hang the suite.
    let watchdog = DispatchWorkItem { if process.isRunning { process.interrupt() } }
    DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
    defer { watchdog.cancel() }

    let lines = await Self.readLines(output.fileHandleForReading, count: 2)
    let port = try #require(lines.first.flatMap { Int($0) }, "first line: \(lines)")
    #expect(lines.dropFirst().first == "mosaic-mock-api listening on http://127.0.0.1:\(port)")

    let session = URLSession.fresh()
    let url = try #require(URL(string: "http://127.0.0.1:\(port)/photos?per_page=2"))
    let (_, accepted) = try await session.get(url, headers: ["Authorization": "Client-ID \(key)"])
    #expect(accepted.statusCode == 200)
    let (_, refused) = try await session.get(url, headers: ["Authorization": "Client-ID wrong"])
    #expect(refused.statusCode == 401)

    process.terminate()  // SIGTERM
    #expect(await Self.waitForExit(process) == 0)
    let printed =
      String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      + String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) + lines.joined()
    #expect(!printed.contains(key))
    #expect(!printed.contains("secret-news-key"))
  }

  @Test func binary_refusesABadFaultSettingAsAUsageError() async throws {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = ["--error-rate", "2"]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    #expect(await Self.waitForExit(process) == 64)
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(message.contains("'errorRate'"))
  }

  @Test func binary_refusesARenderedImagesCountOutOfRangeAsAUsageError() async throws {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = ["--rendered-images", "10001"]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    #expect(await Self.waitForExit(process) == 64)
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(message.contains("'10001'"))
  }
}
