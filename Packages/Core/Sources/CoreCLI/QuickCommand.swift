import ArgumentParser
import Core

/// A command line a ``QuickParsable`` command read and validated: what the host needs to run it without
/// ArgumentParser's parse.
///
/// ```swift
/// if let quick = contribution.quickParse(arguments.dropFirst()) {
///   let configuration = try HostConfiguration.resolve(quick.host, environment: environment)
///   try await quick.run(in: context)
/// }
/// ```
public struct QuickCommand: @unchecked Sendable {
  // @unchecked: `command` is a plain value built for this run and only read; the closure captures it and the
  // module's `Deferred` dependencies, which is Sendable.
  /// The command as ArgumentParser would have parsed it.
  public let command: any ParsableCommand
  /// Its host options.
  public let host: HostOptions
  /// Whether the command runs until it is stopped (``HostedCommand/runsUntilStopped``).
  public let runsUntilStopped: Bool
  private let body: (CommandContext) async throws -> Void

  /// Validates `command` as ArgumentParser does after parsing (its host options, then the command); `nil`
  /// when either throws, so that ArgumentParser parses the line again and words the error.
  init?<Dependencies: Sendable>(
    _ command: any HostedCommand<Dependencies>, dependencies: Deferred<any Sendable>, name: String
  ) {
    var command = command
    let host = command.host
    do {
      try host.validate()
      try command.validate()
    } catch {
      return nil
    }
    self.command = command
    self.host = host
    self.runsUntilStopped = type(of: command).runsUntilStopped
    self.body = { [command] context in
      guard let built = try dependencies.value() as? Dependencies else {
        throw CLIError(.wrongDependencies, command: name, detail: _typeName(Dependencies.self, qualified: false))
      }
      try await command.run(with: built, in: context)
    }
  }

  /// Runs the command with its module's dependencies, built on first use.
  public func run(in context: CommandContext) async throws {
    try await body(context)
  }
}
