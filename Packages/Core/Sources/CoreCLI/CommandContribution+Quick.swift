import ArgumentParser
import Core

extension ModuleRegistrar {
  /// Contributes a command that reads its common lines itself (see ``QuickParsable``); the host runs those
  /// without ArgumentParser and hands every other line to it.
  public func command<Command: HostedCommand & QuickParsable>(
    _ command: Command.Type, dependencies: @escaping @Sendable (Resolver) throws -> Command.Dependencies
  ) {
    let built = deferred { resolver -> any Sendable in try dependencies(resolver) }
    let name = Command.configuration.commandName ?? Command._commandName
    contribute(
      CommandContribution(
        command: command, dependencies: built, expecting: Command.Dependencies.self,
        typed: command.configuration.subcommands.isEmpty,
        quick: { arguments in
          Command.quickParse(arguments).flatMap { QuickCommand($0, dependencies: built, name: name) }
        }))
  }

  /// Contributes a group whose subcommands' common lines the group reads itself (see ``QuickParsable``).
  public func command<Group: HostedCommandGroup & QuickParsable>(
    _ group: Group.Type, dependencies: @escaping @Sendable (Resolver) throws -> Group.Dependencies
  ) {
    let built = deferred { resolver -> any Sendable in try dependencies(resolver) }
    let name = Group.configuration.commandName ?? Group._commandName
    contribute(
      CommandContribution(
        command: group, dependencies: built, expecting: Group.Dependencies.self,
        typed: HostedSubcommand.covers(Group.hostedSubcommands, group),
        quick: { arguments in
          Group.quickParse(arguments).flatMap { QuickCommand($0, dependencies: built, name: name) }
        }))
  }
}

extension ModuleRegistrar {
  /// Contributes a command that needs nothing (a ``PageCommand``) and reads its common lines itself.
  public func command<Command: HostedCommand & QuickParsable>(_ command: Command.Type)
  where Command.Dependencies == Void {
    self.command(command) { _ in () }
  }
}
