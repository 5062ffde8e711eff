import ArgumentParser
import Core

/// A command a module contributes to `mosaic`: parsed by swift-argument-parser, then run by the host with
/// the ``Dependencies`` its module's factory built and a ``CommandContext``.
///
/// Dependencies arrive by initializer: the module resolves them once, in the factory it passes to
/// ``Core/ModuleRegistrar/command(_:dependencies:)``; the command never resolves anything itself.
///
/// ```swift
/// struct HelloCommand: HostedCommand {
///   struct Dependencies: Sendable { let greeting: String }
///   static let configuration = CommandConfiguration(commandName: "hello", abstract: "Say hello.")
///   @OptionGroup(title: "Host Options") var host: HostOptions
///   func run(with dependencies: Dependencies, in context: CommandContext) async throws {
///     context.console.print(dependencies.greeting)
///   }
/// }
/// registrar.command(HelloCommand.self) { _ in HelloCommand.Dependencies(greeting: "Hello") }
/// ```
public protocol HostedCommand<Dependencies>: AsyncParsableCommand {
  /// What the command works with; the subcommands of a group share the group's.
  associatedtype Dependencies: Sendable = Void
  /// Where the host finds data and cache directories for this run.
  var host: HostOptions { get }
  /// The command's work.
  func run(with dependencies: Dependencies, in context: CommandContext) async throws
  /// Whether the command runs until it is stopped: `true` for a ``RunsUntilStopped`` command, `false` for the
  /// others (both by default). The host reads this flag instead of asking the runtime `is any RunsUntilStopped`,
  /// which scans every conformance record of the binary on each run.
  static var runsUntilStopped: Bool { get }
}

extension HostedCommand {
  public static var runsUntilStopped: Bool { false }

  /// Hosted commands need the host's services; run them through `mosaic`, never on their own.
  public mutating func run() async throws {
    let name = Self.configuration.commandName ?? Self._commandName
    throw ValidationError("'\(name)' needs the mosaic host's services; run it as `mosaic \(name)`.")
  }
}
