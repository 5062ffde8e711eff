import CoreCLI

/// `news [feed] [FEED] [--feed NAME] [--page N] [--json]`, read without ArgumentParser; the other subcommands, help and
/// anything unusual go to ArgumentParser.
extension NewsCommand: QuickParsable {
  static func quickParse(_ arguments: ArraySlice<String>) -> (any HostedCommand<NewsPresenter>)? {
    guard let line = QuickArguments.line(arguments, of: Feed.self, in: Self.self),
      let arguments = QuickArguments(line, flags: ["--json"], options: ["--page", "--feed"], positionals: 1),
      let page = arguments.integer("--page", default: 1)
    else { return nil }
    var command = Feed()
    command.host = arguments.host
    command.feed = arguments.positionals.first ?? NewsFeed.business.id
    // Every property is set: a parsable command made by `init()` has no value until one is given.
    command.named = arguments.value("--feed")
    command.page = page
    command.json = arguments.flag("--json")
    return command
  }
}
