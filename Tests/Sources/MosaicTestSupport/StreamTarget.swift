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
  /// captured comes back empty.
  public static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String], output: StreamTarget,
    errors: StreamTarget, currentDirectory: URL? = nil, timeout: Duration = .seconds(120)
  ) async throws -> CommandResult {
    let child = try ChildProcess.start(
      executable, arguments, environment: environment, currentDirectory: currentDirectory,
      output: output.stream, errors: errors.stream)
    return try await finish(child, executable.lastPathComponent, timeout)
  }
}

extension StreamTarget {
  /// The child's stream for this target.
  var stream: ChildProcess.Stream {
    switch self {
    case .captured: .pipe
    case .fullDevice: .file("/dev/full", flags: O_WRONLY)
    case .closed: .closed
    case .readerGone: .pipeWithoutReader
    }
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
