import ArgumentParser

/// A subcommand of a ``HostedCommandGroup`` whose `Dependencies` the compiler checked: a group that lists its
/// subcommands this way is checked when it registers by comparing types, without asking the runtime what each
/// subcommand conforms to (each such question scans every conformance record of the binary, on every start).
///
/// ```swift
/// struct FavoritesCommand: HostedCommandGroup {
///   typealias Dependencies = FavoritesPresenter
///   static let hostedSubcommands: [HostedSubcommand<FavoritesPresenter>] = [.command(List.self), .command(Add.self)]
///   static let configuration = CommandConfiguration(
///     commandName: "favorites", subcommands: HostedSubcommand.types(hostedSubcommands),
///     defaultSubcommand: List.self)
/// }
/// ```
public struct HostedSubcommand<Dependencies: Sendable>: Sendable {
  /// The subcommand's type.
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

  /// The types of `list`, for `CommandConfiguration(subcommands:)`.
  public static func types(_ list: [Self]) -> [any ParsableCommand.Type] {
    var types: [any ParsableCommand.Type] = []
    // Index loops, not `map` or `allSatisfy`: unspecialized over a generic element, those look up the
    // collection's associated types by name, which costs a conformance scan on every start.
    var index = 0
    while index < list.count {
      types.append(list[index].type)
      index += 1
    }
    return types
  }

  /// Whether `list` names exactly the subcommands of `command`'s configuration, nested groups included, so
  /// that the compiler's check stands for them all.
  static func covers(_ list: [Self], _ command: any ParsableCommand.Type) -> Bool {
    let configured = command.configuration.subcommands
    guard list.count == configured.count else { return false }
    var index = 0
    while index < list.count {
      let item = list[index]
      guard configured.contains(where: { ObjectIdentifier($0) == ObjectIdentifier(item.type) }) else { return false }
      if let children = item.children {
        guard covers(children, item.type) else { return false }
      } else {
        guard item.type.configuration.subcommands.isEmpty else { return false }
      }
      index += 1
    }
    // Every configured subcommand listed too (a list naming one twice and another not at all is no cover).
    let listed = types(list)
    return configured.allSatisfy { type in listed.contains { ObjectIdentifier($0) == ObjectIdentifier(type) } }
  }
}
