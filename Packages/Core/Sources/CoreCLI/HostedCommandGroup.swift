import ArgumentParser

/// A command that only groups hosted subcommands, like `mosaic favorites list|add|remove`. The
/// subcommand the user picks is a ``HostedCommand`` whose `Dependencies` are the group's; the registry
/// refuses a group whose subcommands expect something else.
///
/// ```swift
/// struct FavoritesCommand: HostedCommandGroup {
///   typealias Dependencies = FavoritesPresenter
///   static let configuration = CommandConfiguration(
///     commandName: "favorites", subcommands: [List.self, Add.self], defaultSubcommand: List.self)
/// }
/// ```
public protocol HostedCommandGroup: AsyncParsableCommand {
  /// What every subcommand works with.
  associatedtype Dependencies: Sendable
  /// The subcommands with their dependencies checked by the compiler (see ``HostedSubcommand``), so the
  /// registry need not ask the runtime. When they are not exactly `configuration`'s subcommands (by default
  /// none are listed) the registry asks the runtime about each subcommand instead.
  static var hostedSubcommands: [HostedSubcommand<Dependencies>] { get }
}

extension HostedCommandGroup {
  public static var hostedSubcommands: [HostedSubcommand<Dependencies>] { [] }
}
