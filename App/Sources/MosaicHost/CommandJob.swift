import ArgumentParser
import Core
import CoreCLI

/// The command a run parsed, with what runs it, handed to the one task that runs it under the ceiling.
struct CommandJob: @unchecked Sendable {
  // @unchecked: the parsed command is a plain value built for this run; it is moved into the ceiling's task
  // and used there only, never shared.
  let work: ParsedLine.Work
  let context: CommandContext

  func run() async throws {
    switch work {
    case .quick(let quick): try await quick.run(in: context)
    case .contribution(let contribution, let parsed): try await contribution.run(parsed, in: context)
    }
  }
}
