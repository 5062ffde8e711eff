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

  init(_ ending: (status: Int32, signal: Int32?), stdout: String, stderr: String) {
    self.status = ending.status
    self.signal = ending.signal
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
    let child = try ChildProcess.start(
      executable, arguments, environment: environment, currentDirectory: currentDirectory)
    return try await finish(child, "\(executable.lastPathComponent) \(arguments.joined(separator: " "))", timeout)
  }

  /// Reads what `child` prints until it ends, terminating it after `timeout` (then an error naming `command`).
  static func finish(_ child: ChildProcess, _ command: String, _ timeout: Duration) async throws -> CommandResult {
    let timedOut = Flag()
    let watchdog = DispatchWorkItem {
      guard !child.hasExited else { return }
      timedOut.set()
      child.terminate()
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout.timeInterval, execute: watchdog)
    async let stdout = child.output(1)
    async let stderr = child.output(2)
    let ending = await child.waitForExit()
    watchdog.cancel()
    let result = CommandResult(ending, stdout: await stdout, stderr: await stderr)
    if timedOut.isSet {
      throw TestSupportError("'\(command)' ran longer than \(timeout).\n\(result)")
    }
    return result
  }

  /// Reads a pipe to its end on a thread of its own, so a full pipe never blocks the writer.
  static func readAll(_ handle: FileHandle) async -> String {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        let data = handle.readDataToEndOfFile()
        continuation.resume(returning: String(decoding: data, as: UTF8.self))
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
