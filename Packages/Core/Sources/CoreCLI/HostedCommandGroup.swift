import ArgumentParser
import Core

/// A command that only groups hosted subcommands, like `mosaic favorites list|add|remove`.
///
/// The host registers the group; the subcommand the user picks is a ``HostedCommand`` and runs.
///
/// ```swift
/// struct FavoritesCommand: HostedCommandGroup {
///   static let configuration = CommandConfiguration(
///     commandName: "favorites", subcommands: [List.self, Add.self], defaultSubcommand: List.self)
/// }
/// ```
public protocol HostedCommandGroup: AsyncParsableCommand, ModuleCommand {}

extension HostedCommandGroup {
  public static var moduleCommandName: String { configuration.commandName ?? _commandName }
  public static var moduleCommandAbstract: String { configuration.abstract }
}
