import ArgumentParser

/// A subcommand of a ``HostedCommandGroup`` whose `Dependencies` the compiler checked: a group that lists its
/// subcommands this way is checked when it registers by comparing types, without asking the runtime what each
/// subcommand conforms to (each such question scans every conformance record of the binary, on every start).
///
/// ```swift
/// struct FavoritesCommand: HostedCommandGroup {
///   typealias Dependencies = FavoritesScreen
///   static let hostedSubcommands: [HostedSubcommand<FavoritesScreen>] = [.command(List.self), .command(Add.self)]
///   static let configuration = CommandConfiguration(
///     commandName: "favorites", subcommands: hostedSubcommands.map(\.type), defaultSubcommand: List.self)
/// }
/// ```
public struct HostedSubcommand<Dependencies: Sendable>: Sendable {
  /// The subcommand's type, for `CommandConfiguration(subcommands:)`.
  public let type: any ParsableCommand.Type
  /// A nested group's own list; `nil` for a command.
  let children: [HostedSubcommand<Dependencies>]?

  /// A hosted command that works with the group's dependencies.
  public static func command<Command: HostedCommand>(_ command: Command.Type) -> Self
  where Command.Dependencies == Dependencies {
    Self(type: command, children: nil)
  }

  /// A nested group whose subcommands work with the group's dependencies.
  public static func group<Group: HostedCommandGroup>(_ group: Group.Type) -> Self
  where Group.Dependencies == Dependencies {
    Self(type: group, children: Group.hostedSubcommands)
  }

  /// Whether `list` names exactly the subcommands of `command`'s configuration, nested groups included, so
  /// that the compiler's check stands for them all.
  static func covers(_ list: [Self], _ command: any ParsableCommand.Type) -> Bool {
    // Arrays, not sets: a `Set<ObjectIdentifier>` costs a conformance scan on first use.
    let listed = list.map { ObjectIdentifier($0.type) }
    let configured = command.configuration.subcommands.map { ObjectIdentifier($0) }
    guard listed.count == configured.count, listed.allSatisfy(configured.contains) else { return false }
    return list.allSatisfy { item in
      item.children.map { covers($0, item.type) } ?? item.type.configuration.subcommands.isEmpty
    }
  }
}
