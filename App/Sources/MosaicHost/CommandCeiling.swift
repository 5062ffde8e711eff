import Core
import CoreCLI
import Foundation

/// The longest one command may run: `MOSAIC_COMMAND_TIMEOUT` seconds (decimals allowed, 1 to 3600; default
/// 120). Each request has its own deadline (`MOSAIC_REQUEST_TIMEOUT`); the ceiling bounds a whole command —
/// retries, pages, sections — so no server can hold `mosaic` for ever. A command that runs until stopped
/// (`news watch`) gets it for each step instead (``StepCeiling``).
///
/// ```swift
/// let ceiling = try CommandCeiling(environment: ["MOSAIC_COMMAND_TIMEOUT": "60"])
/// try await ceiling.run { try await Task.sleep(for: .seconds(1)) }  // finishes well within
/// ```
public struct CommandCeiling: Sendable, Hashable {
  public static let variable = "MOSAIC_COMMAND_TIMEOUT"
  /// 120 seconds, in attoseconds: `Duration.seconds(120)` multiplies with the standard library's `_Int128`, whose
  /// code no other part of a start runs (``DispatchSleep/interval(_:)``).
  public static let defaultLimit = Duration(attoseconds: 120 * 1_000_000_000_000_000_000)
  public static let range = 1...3600
  /// How long a stopped command may take to wind down before the process ends regardless.
  static let grace = Duration.seconds(3)

  public let limit: Duration

  public init(limit: Duration = defaultLimit) {
    self.limit = limit
  }

  /// Reads `MOSAIC_COMMAND_TIMEOUT`.
  ///
  /// - Throws: ``HostError`` `.invalidSetting` when it is not a number of seconds from 1 to 3600.
  public init(environment: [String: String]) throws {
    guard let text = environment[Self.variable]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
      self.init()
      return
    }
    guard let seconds = Double(text), seconds.isFinite, seconds >= Double(Self.range.lowerBound),
      seconds <= Double(Self.range.upperBound)
    else {
      let shown = String(
        String.UnicodeScalarView(text.unicodeScalars.prefix(40).map { TerminalText.isControl($0) ? "?" : $0 }))
      throw HostError(.invalidSetting, variable: Self.variable, value: shown, range: Self.range)
    }
    self.init(limit: .milliseconds(Int((seconds * 1000).rounded())))
  }

  /// Runs `body`; when it passes ``limit``, cancels it and throws `timedOut` (``HostError`` `.commandTimedOut`
  /// unless given). A body that ignores cancellation gets ``grace`` to finish before `onStuck` runs (the host
  /// prints the sentence and exits).
  func run(
    _ body: @escaping @Sendable () async throws -> Void, timedOut: HostError? = nil,
    onStuck: @escaping @Sendable (HostError) -> Void = { _ in }
  ) async throws {
    let limit = self.limit
    let timedOut = timedOut ?? HostError(.commandTimedOut, limit: limit)
    try await withThrowingTaskGroup(of: Bool.self) { group in
      group.addTask {
        try await body()
        return true
      }
      group.addTask {
        // Not `Task.sleep`: its executor check scans the binary's conformance records on every run.
        try await DispatchSleep.sleep(for: limit)
        return false
      }
      let finished = try await group.next() ?? true
      group.cancelAll()
      guard !finished else { return }
      let stuck = Task.detached {
        try await Task.sleep(for: Self.grace)
        onStuck(timedOut)
      }
      defer { stuck.cancel() }
      // Let the command unwind (its requests end on cancellation), then report the ceiling.
      while let next = try? await group.next(), next {}
      throw timedOut
    }
  }
}
