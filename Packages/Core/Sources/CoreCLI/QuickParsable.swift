import ArgumentParser

/// A hosted command, or a group of them, that reads its most common argument lines itself, so that the host
/// runs them without ArgumentParser building its command tree by reflection — which costs more than the rest
/// of a hot command's start.
///
/// ArgumentParser still parses every line ``quickParse(_:)`` returns `nil` for, and every line whose result
/// fails `validate()`: help, usage errors, completions and their exit codes stay exactly ArgumentParser's.
/// So a quick parse answers only for lines it reads exactly as ArgumentParser would, and sets **every**
/// property of the command it returns (a property ArgumentParser did not set traps when read); build on
/// ``QuickArguments`` and compare both parses over a table of lines in a test.
///
/// ```swift
/// extension ListCommand: QuickParsable {
///   static func quickParse(_ arguments: ArraySlice<String>) -> (any HostedCommand<Shelf>)? {
///     guard let arguments = QuickArguments(arguments, flags: ["--json"]) else { return nil }
///     var command = ListCommand()
///     command.host = arguments.host
///     command.json = arguments.flag("--json")
///     return command
///   }
/// }
/// registrar.command(ListCommand.self) { resolver in try resolver.resolve(Shelf.self) }  // picks it up
/// ```
///
/// A group answers with the subcommand the line picks (its default one for a line without a subcommand);
/// its own `validate()` is not called, so a group that validates something must not be quick.
public protocol QuickParsable: AsyncParsableCommand {
  /// What the command, or every subcommand of the group, works with.
  associatedtype Dependencies: Sendable
  /// The command `arguments` (what follows the command's name on the line) ask for, with every property
  /// set as ArgumentParser would set it, or `nil` to let ArgumentParser parse them.
  static func quickParse(_ arguments: ArraySlice<String>) -> (any HostedCommand<Dependencies>)?
}
