import Foundation

/// Runs a program to its end and keeps what it printed; output goes through files, so a chatty program can
/// never fill a pipe and stall.
///
/// ```swift
/// let result = try ProcessRunner.run("/usr/bin/env", ["git", "status"])
/// ```
public enum ProcessRunner {
  public struct Output: Sendable {
    public var status: Int32
    public var output: Data
    public var errorText: String
    public var text: String { String(decoding: output, as: UTF8.self) }
  }

  public static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> Output {
    let scratch = FileManager.default.temporaryDirectory.appending(path: "mosaic-repo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appending(path: "out")
    let errURL = scratch.appending(path: "err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = URL(filePath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    process.standardOutput = out
    process.standardError = err
    try process.run()
    process.waitUntilExit()
    try? out.close()
    try? err.close()
    let errorData = (try? Data(contentsOf: errURL)) ?? Data()
    return Output(
      status: process.terminationStatus, output: (try? Data(contentsOf: outURL)) ?? Data(),
      errorText: String(decoding: errorData, as: UTF8.self))
  }
}
