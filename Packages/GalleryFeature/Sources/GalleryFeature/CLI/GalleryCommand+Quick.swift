import CoreCLI
import DataLayer

/// `gallery [--search TEXT] [--page N] [--per-page N] [--all] [--json]`, read without ArgumentParser; pictures
/// (`--thumbnails`, `--width`, `--graphics`), help and anything unusual go to ArgumentParser.
extension GalleryCommand: QuickParsable {
  static func quickParse(_ arguments: ArraySlice<String>) -> (any HostedCommand<SearchHistoryClient>)? {
    guard
      let arguments = QuickArguments(
        arguments, flags: ["--all", "--json"], options: ["--search", "--page", "--per-page"]),
      let page = arguments.integer("--page", default: 1),
      let perPage = arguments.integer("--per-page", default: 30)
    else { return nil }
    var command = GalleryCommand()
    command.host = arguments.host
    command.search = arguments.value("--search")
    command.page = page
    command.perPage = perPage
    command.all = arguments.flag("--all")
    command.json = arguments.flag("--json")
    command.thumbnails = false
    command.width = nil
    command.graphics = "auto"
    command.history = false
    command.forget = nil
    return command
  }
}
