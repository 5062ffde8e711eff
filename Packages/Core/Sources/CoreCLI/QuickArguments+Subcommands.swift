import ArgumentParser

extension QuickArguments {
  /// The line of a group's subcommand `subcommand`: `arguments` without their first word when it names
  /// `subcommand`, unchanged when it names no subcommand of `group` (so the group's default runs), and `nil`
  /// when it names another one. ArgumentParser looks for a subcommand's name (or alias) in the first word only.
  ///
  /// ```swift
  /// QuickArguments.line(["list", "--json"], of: FavoritesCommand.List.self, in: FavoritesCommand.self)  // ["--json"]
  /// QuickArguments.line(["add", "p001"], of: FavoritesCommand.List.self, in: FavoritesCommand.self)     // nil
  /// ```
  public static func line(
    _ arguments: ArraySlice<String>, of subcommand: any ParsableCommand.Type, in group: any ParsableCommand.Type
  ) -> ArraySlice<String>? {
    guard let first = arguments.first, !first.hasPrefix("-") else { return arguments }
    if names(first, subcommand) { return arguments.dropFirst() }
    return group.configuration.subcommands.contains { names(first, $0) } ? nil : arguments
  }

  private static func names(_ word: String, _ command: any ParsableCommand.Type) -> Bool {
    let configuration = command.configuration
    return (configuration.commandName ?? command._commandName) == word || configuration.aliases.contains(word)
  }
}
