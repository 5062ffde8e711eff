import Foundation
import Synchronization

/// What a finished process printed and how it ended.
public struct CommandResult: Sendable, CustomStringConvertible {
  /// The exit status as a shell shows it: 128 plus the signal's number when a signal ended the process
  /// (SIGILL is 132), so a crash never passes for an ordinary exit.
  public let status: Int32
  /// The signal that ended the process, or `nil` when it exited.
  public let signal: Int32?
  public let stdout: String
  public let stderr: String

  init(_ process: Process, stdout: String, stderr: String) {
    let killed = process.terminationReason == .uncaughtSignal
    self.signal = killed ? process.terminationStatus : nil
    self.status = killed ? 128 + process.terminationStatus : process.terminationStatus
    self.stdout = stdout
    self.stderr = stderr
  }

  public var description: String {
    let ending = signal.map { "exit \(status) (signal \($0))" } ?? "exit \(status)"
    return "\(ending)\n--- stdout\n\(stdout)--- stderr\n\(stderr)"
  }
}

/// Runs an executable to completion with a fixed environment, capturing both output streams.
public enum ProcessRunner {
  /// Runs `executable` with `arguments` and exactly `environment` (nothing inherited); a run longer
  /// than `timeout` is terminated and reported as an error.
  public static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String], timeout: Duration = .seconds(120),
    currentDirectory: URL? = nil
  ) async throws -> CommandResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = environment
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let timedOut = Flag()
    let watchdog = DispatchWorkItem {
      guard process.isRunning else { return }
      timedOut.set()
      process.terminate()
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout.timeInterval, execute: watchdog)
    async let stdout = readAll(output.fileHandleForReading)
    async let stderr = readAll(errors.fileHandleForReading)
    await waitForExit(process)
    watchdog.cancel()
    let result = CommandResult(process, stdout: await stdout, stderr: await stderr)
    if timedOut.isSet {
      throw TestSupportError(
        "'\(executable.lastPathComponent) \(arguments.joined(separator: " "))' ran longer than \(timeout).\n\(result)")
    }
    return result
  }

  /// Reads a pipe to its end on a thread of its own, so a full pipe never blocks the child.
  static func readAll(_ handle: FileHandle) async -> String {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        let data = handle.readDataToEndOfFile()
        continuation.resume(returning: String(decoding: data, as: UTF8.self))
      }
    }
  }

  /// Waits for `process` to end on a thread of its own.
  static func waitForExit(_ process: Process) async {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        process.waitUntilExit()
        continuation.resume()
      }
    }
  }
}

/// A flag set once from any thread.
final class Flag: Sendable {
  private let value = Mutex(false)
  func set() { value.withLock { $0 = true } }
  var isSet: Bool { value.withLock { $0 } }
}

extension Duration {
  /// The duration in seconds, for Foundation and Dispatch APIs.
  public var timeInterval: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
