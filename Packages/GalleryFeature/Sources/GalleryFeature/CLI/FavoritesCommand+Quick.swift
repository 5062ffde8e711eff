import CoreCLI

/// `favorites [list] [--json]`, read without ArgumentParser; the other subcommands, help and anything unusual
/// go to ArgumentParser.
extension FavoritesCommand: QuickParsable {
  static func quickParse(_ arguments: ArraySlice<String>) -> (any HostedCommand<FavoritesPresenter>)? {
    guard let line = QuickArguments.line(arguments, of: List.self, in: Self.self),
      let arguments = QuickArguments(line, flags: ["--json"])
    else { return nil }
    var command = List()
    command.host = arguments.host
    command.json = arguments.flag("--json")
    return command
  }
}
