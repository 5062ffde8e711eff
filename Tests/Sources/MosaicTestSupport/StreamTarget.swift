import Foundation

/// Where a test sends one of `mosaic`'s output streams, to see how it copes when writing fails.
public enum StreamTarget: Sendable, CustomStringConvertible {
  /// A pipe the test reads to its end (the usual case).
  case captured
  /// `/dev/full`: every write fails with "No space left on device".
  case fullDevice
  /// Closed before the program starts (`>&-`).
  case closed
  /// A pipe whose reader is gone before the first write (`| head` after it quit): EPIPE.
  case readerGone

  public var description: String {
    switch self {
    case .captured: "captured"
    case .fullDevice: "/dev/full"
    case .closed: "closed"
    case .readerGone: "a pipe whose reader is gone"
    }
  }
}

extension ProcessRunner {
  /// Runs `executable` with its standard output and error sent to `output` and `errors`; what is not
  /// captured comes back empty. A closed stream is closed by `/bin/sh` just before it execs the program.
  public static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String], output: StreamTarget,
    errors: StreamTarget, currentDirectory: URL? = nil, timeout: Duration = .seconds(120)
  ) async throws -> CommandResult {
    var closing: [String] = []
    if case .closed = output { closing.append("1>&-") }
    if case .closed = errors { closing.append("2>&-") }
    let process = Process()
    if closing.isEmpty {
      process.executableURL = executable
      process.arguments = arguments
    } else {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "exec \"$0\" \"$@\" \(closing.joined(separator: " "))", executable.path] + arguments
    }
    process.environment = environment
    process.currentDirectoryURL = currentDirectory
    process.standardInput = FileHandle.nullDevice
    let outputPipe = try attach(output) { process.standardOutput = $0 }
    let errorPipe = try attach(errors) { process.standardError = $0 }
    try process.run()
    let timedOut = Flag()
    let watchdog = DispatchWorkItem {
      guard process.isRunning else { return }
      timedOut.set()
      process.terminate()
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout.timeInterval, execute: watchdog)
    async let stdout = read(outputPipe)
    async let stderr = read(errorPipe)
    await waitForExit(process)
    watchdog.cancel()
    let result = CommandResult(process, stdout: await stdout, stderr: await stderr)
    if timedOut.isSet {
      throw TestSupportError("'\(executable.lastPathComponent)' ran longer than \(timeout).\n\(result)")
    }
    return result
  }

  private static func read(_ pipe: Pipe?) async -> String {
    guard let pipe else { return "" }
    return await readAll(pipe.fileHandleForReading)
  }

  /// Sets the stream for `target`; returns the pipe to read when it is captured.
  private static func attach(_ target: StreamTarget, _ set: (Any) -> Void) throws -> Pipe? {
    switch target {
    case .captured:
      let pipe = Pipe()
      set(pipe)
      return pipe
    case .fullDevice:
      guard let handle = FileHandle(forWritingAtPath: "/dev/full") else {
        throw TestSupportError("/dev/full cannot be opened on this system.")
      }
      set(handle)
    case .closed:
      set(FileHandle.nullDevice)
    case .readerGone:
      let pipe = Pipe()
      try pipe.fileHandleForReading.close()
      set(pipe)
    }
    return nil
  }
}

extension Sandbox {
  /// Runs the built `mosaic` in this sandbox with its streams sent where the test says.
  public func mosaic(
    _ arguments: [String], output: StreamTarget, errors: StreamTarget = .captured,
    environment extra: [String: String] = [:], timeout: Duration = .seconds(120)
  ) async throws -> CommandResult {
    try await ProcessRunner.run(
      try Binaries.mosaic(), arguments, environment: environment(extra), output: output, errors: errors,
      currentDirectory: root, timeout: timeout)
  }
}
