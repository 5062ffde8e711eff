import ArgumentParser
import Core

/// A top-level command of `mosaic` and how to build what it (and its subcommands) need.
public struct CommandContribution: Contribution {
  public static let kind = "commands"

  /// The command's type: a ``HostedCommand`` or a ``HostedCommandGroup``.
  public let command: any ParsableCommand.Type
  /// The subcommand name, as typed after `mosaic`.
  public let name: String
  /// One line describing the command.
  public let abstract: String
  /// An array, not a set: a `Set<ObjectIdentifier>` costs a conformance scan on first use.
  private let commandTypes: [ObjectIdentifier]
  private let dependencies: Deferred<any Sendable>
  /// Subcommands whose dependencies are not the ones registered, found when the module registered.
  private let mismatched: [String]
  /// Reads the command's common lines without ArgumentParser, for a ``QuickParsable`` command.
  private let quick: (@Sendable (ArraySlice<String>) -> QuickCommand?)?

  /// - Parameters:
  ///   - typed: Whether the compiler checked that `command` and every subcommand under it take `Dependencies`
  ///     (a hosted command without subcommands, a group listing ``HostedCommandGroup/hostedSubcommands``);
  ///     otherwise each type of the tree is asked at run time what it conforms to, and each such question
  ///     scans every conformance record of the binary.
  init<Dependencies: Sendable>(
    command: any ParsableCommand.Type, dependencies: Deferred<any Sendable>, expecting: Dependencies.Type,
    typed: Bool, quick: (@Sendable (ArraySlice<String>) -> QuickCommand?)? = nil
  ) {
    let configuration = command.configuration
    self.command = command
    self.name = configuration.commandName ?? command._commandName
    self.abstract = configuration.abstract
    self.commandTypes = Self.tree(command)
    self.dependencies = dependencies
    self.quick = quick
    self.mismatched =
      typed ? [] : Self.hosted(in: command).filter { !Self.expects($0, Dependencies.self) }.map { "\($0)" }
  }

  /// The command `arguments` (what follows the command's name) ask for, read and validated without
  /// ArgumentParser, or `nil` when the command is not ``QuickParsable`` or leaves the line to ArgumentParser.
  public func quickParse(_ arguments: ArraySlice<String>) -> QuickCommand? {
    quick?(arguments)
  }

  /// Refuses a module whose subcommands expect other dependencies than it registered.
  public static func validate(_ contributions: [Contributed<CommandContribution>]) throws {
    for contribution in contributions where !contribution.value.mismatched.isEmpty {
      let names = contribution.value.mismatched.joined(separator: ", ")
      throw CoreError(
        .registrationMismatch,
        "Module '\(contribution.moduleID)' registered 'mosaic \(contribution.value.name)' with dependencies that "
          + "\(names) do not take; give the group and its subcommands the same `Dependencies` type.",
        module: contribution.moduleID, value: contribution.value.name, detail: names)
    }
  }

  /// Whether `parsed` is this command or one of its subcommands.
  public func contains(_ parsed: any ParsableCommand) -> Bool {
    commandTypes.contains(ObjectIdentifier(type(of: parsed)))
  }

  /// Runs `parsed`, this command or one of its subcommands, with the dependencies built on first use.
  ///
  /// - Throws: ``CLIError`` `.notRunnable` when `parsed` is a group without a default subcommand; whatever
  ///   building the dependencies or the command throws.
  public func run(_ parsed: any ParsableCommand, in context: CommandContext) async throws {
    guard let hosted = parsed as? any HostedCommand else {
      throw CLIError(.notRunnable, command: name)
    }
    try await Self.invoke(hosted, dependencies: try dependencies.value(), context: context, name: name)
  }

  private static func invoke<Command: HostedCommand>(
    _ command: Command, dependencies: any Sendable, context: CommandContext, name: String
  ) async throws {
    guard let dependencies = dependencies as? Command.Dependencies else {
      throw CLIError(.wrongDependencies, command: name, detail: _typeName(Command.Dependencies.self, qualified: false))
    }
    try await command.run(with: dependencies, in: context)
  }

  private static func hosted(in command: any ParsableCommand.Type) -> [any HostedCommand.Type] {
    ((command as? any HostedCommand.Type).map { [$0] } ?? [])
      + command.configuration.subcommands.flatMap { hosted(in: $0) }
  }

  private static func expects<Dependencies>(_ command: any HostedCommand.Type, _: Dependencies.Type) -> Bool {
    func check<Command: HostedCommand>(_: Command.Type) -> Bool { Command.Dependencies.self == Dependencies.self }
    return check(command)
  }

  private static func tree(_ command: any ParsableCommand.Type) -> [ObjectIdentifier] {
    command.configuration.subcommands.reduce(into: [ObjectIdentifier(command)]) { types, subcommand in
      types += tree(subcommand)
    }
  }
}

extension ModuleRegistrar {
  /// Contributes a command whose dependencies `dependencies` builds, once, the first time it runs.
  public func command<Command: HostedCommand>(
    _ command: Command.Type, dependencies: @escaping @Sendable (Resolver) throws -> Command.Dependencies
  ) {
    contribute(
      CommandContribution(
        command: command, dependencies: deferred { resolver -> any Sendable in try dependencies(resolver) },
        expecting: Command.Dependencies.self, typed: command.configuration.subcommands.isEmpty))
  }

  /// Contributes a command that needs nothing.
  public func command<Command: HostedCommand>(_ command: Command.Type) where Command.Dependencies == Void {
    self.command(command) { _ in () }
  }

  /// Contributes a group of subcommands that share the dependencies `dependencies` builds.
  public func command<Group: HostedCommandGroup>(
    _ group: Group.Type, dependencies: @escaping @Sendable (Resolver) throws -> Group.Dependencies
  ) {
    contribute(
      CommandContribution(
        command: group, dependencies: deferred { resolver -> any Sendable in try dependencies(resolver) },
        expecting: Group.Dependencies.self, typed: HostedSubcommand.covers(Group.hostedSubcommands, group)))
  }
}
