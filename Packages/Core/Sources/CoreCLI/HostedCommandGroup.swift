import ArgumentParser

/// A command that only groups hosted subcommands, like `mosaic favorites list|add|remove`. The
/// subcommand the user picks is a ``HostedCommand`` whose `Dependencies` are the group's; the registry
/// refuses a group whose subcommands expect something else.
///
/// ```swift
/// struct FavoritesCommand: HostedCommandGroup {
///   typealias Dependencies = FavoritesScreen
///   static let configuration = CommandConfiguration(
///     commandName: "favorites", subcommands: [List.self, Add.self], defaultSubcommand: List.self)
/// }
/// ```
public protocol HostedCommandGroup: AsyncParsableCommand {
  /// What every subcommand works with.
  associatedtype Dependencies: Sendable
}
