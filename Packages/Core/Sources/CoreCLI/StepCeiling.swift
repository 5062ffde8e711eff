import Synchronization

/// How long one step of a command that runs until it is stopped (``RunsUntilStopped``, like `news watch`)
/// may take. The host bounds every other command as a whole (`MOSAIC_COMMAND_TIMEOUT`); such a command would
/// meet that ceiling after its first steps, so the host hands the ceiling over instead, through
/// ``CommandContext/stepCeiling``, and the command runs each step (one poll) within it.
///
/// ```swift
/// let fresh = try await context.stepCeiling.run { try await poll(feed) }
/// ```
public struct StepCeiling: Sendable {
  private let bound: @Sendable (_ step: @escaping @Sendable () async throws -> Void) async throws -> Void

  /// - Parameter bound: Runs the step it is given, throwing once the step took too long (and stopping it).
  public init(_ bound: @escaping @Sendable (_ step: @escaping @Sendable () async throws -> Void) async throws -> Void) {
    self.bound = bound
  }

  /// No limit: each step takes as long as it takes (tests, hosts without a ceiling).
  public static let none = StepCeiling { step in try await step() }

  /// Runs `step` within the ceiling and returns what it returned.
  ///
  /// - Throws: What `step` threw, or the host's error when the step passed the ceiling.
  public func run<Value: Sendable>(_ step: @escaping @Sendable () async throws -> Value) async throws -> Value {
    let result = Mutex<Value?>(nil)
    try await bound {
      let value = try await step()
      result.withLock { $0 = value }
    }
    guard let value = result.withLock({ $0 }) else { throw CancellationError() }
    return value
  }
}

/// A command that runs until it is stopped (Ctrl-C, or a count it was given), like `news watch`: the host
/// applies its command ceiling to each step the command runs through ``CommandContext/stepCeiling``, never
/// to the whole run. Declare it beside ``HostedCommand`` (`struct Watch: HostedCommand, RunsUntilStopped`), so that
/// the command's ``HostedCommand/runsUntilStopped`` is this protocol's `true`.
public protocol RunsUntilStopped {}

extension HostedCommand where Self: RunsUntilStopped {
  public static var runsUntilStopped: Bool { true }
}
