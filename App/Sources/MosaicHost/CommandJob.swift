import ArgumentParser
import Core
import CoreCLI

/// The command a run parsed, with what runs it, handed to the one task that runs it under the ceiling.
struct CommandJob: @unchecked Sendable {
  // @unchecked: the parsed command is a plain value ArgumentParser built for this run; it is moved into the
  // ceiling's task and used there only, never shared.
  let builtin: (any BuiltinCommand)?
  let contribution: CommandContribution?
  let parsed: any ParsableCommand
  let registry: PluginRegistry
  let context: CommandContext

  func run() async throws {
    if let builtin {
      try await builtin.run(registry: registry, in: context)
    } else if let contribution {
      try await contribution.run(parsed, in: context)
    }
  }
}
