import ArgumentParser
import CoreCLI

extension NewsCommand {
  /// `mosaic news feeds [list|add|remove|hide|show|move]`: the feeds in the reader's order, and the person's own.
  struct Feeds: HostedCommandGroup {
    typealias Dependencies = NewsPresenter
    static let hostedSubcommands: [HostedSubcommand<NewsPresenter>] = [
      .command(List.self), .command(Add.self), .command(Remove.self), .command(Hide.self), .command(Show.self),
      .command(Move.self),
    ]
    static let configuration = CommandConfiguration(
      commandName: "feeds",
      abstract: "List the feeds in the reader's order; add your own, remove, hide, show or move them.",
      subcommands: HostedSubcommand.types(hostedSubcommands), defaultSubcommand: List.self)

    struct List: HostedCommand {
      typealias Dependencies = NewsPresenter
      static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the feeds in the reader's order, hidden ones marked.")
      @OptionGroup(title: "Host Options") var host: HostOptions
      @Flag(help: "Print one JSON document.") var json = false

      func run(with presenter: NewsPresenter, in context: CommandContext) async throws {
        try await presenter.listFeeds(json: json, in: context)
      }
    }

    struct Add: HostedCommand {
      typealias Dependencies = NewsPresenter
      static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Make a feed: a search (--query), a source (--source) or a category (--category, --country).",
        discussion: """
          It loads only when shown, so NewsAPI's 100 requests a day go as far as before. Offline a search looks \
          through the embedded articles, a source or a category shows the embedded ones it has.
          """)
      @OptionGroup(title: "Host Options") var host: HostOptions
      @Argument(help: "The feed's name (at most 40 characters).") var name: String
      @Option(help: "Words to search for, newest first.") var query: String?
      @Option(help: "A NewsAPI source id, like bbc-news.") var source: String?
      @Option(help: "A NewsAPI category: business, entertainment, general, health, science, sports, technology.")
      var category: String?
      @Option(help: "The category's country (us, de, gb, …); without it, the settings' country.") var country: String?
      @Flag(help: "Print one JSON document.") var json = false

      func run(with presenter: NewsPresenter, in context: CommandContext) async throws {
        try await presenter.addFeed(
          name, query: query, source: source, category: category, country: country, json: json, in: context)
      }
    }

    struct Remove: HostedCommand {
      typealias Dependencies = NewsPresenter
      static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a feed you made.")
      @OptionGroup(title: "Host Options") var host: HostOptions
      @Argument(help: "The feed's name.") var name: String
      @Flag(help: "Print one JSON document.") var json = false

      func run(with presenter: NewsPresenter, in context: CommandContext) async throws {
        try await presenter.changeFeed(name, .remove, json: json, in: context)
      }
    }

    struct Hide: HostedCommand {
      typealias Dependencies = NewsPresenter
      static let configuration = CommandConfiguration(
        commandName: "hide", abstract: "Leave a feed out of the list, the feed bar and the side menu.")
      @OptionGroup(title: "Host Options") var host: HostOptions
      @Argument(help: "The feed's name or id.") var name: String
      @Flag(help: "Print one JSON document.") var json = false

      func run(with presenter: NewsPresenter, in context: CommandContext) async throws {
        try await presenter.changeFeed(name, .hide, json: json, in: context)
      }
    }

    struct Show: HostedCommand {
      typealias Dependencies = NewsPresenter
      static let configuration = CommandConfiguration(commandName: "show", abstract: "Show a hidden feed again.")
      @OptionGroup(title: "Host Options") var host: HostOptions
      @Argument(help: "The feed's name or id.") var name: String
      @Flag(help: "Print one JSON document.") var json = false

      func run(with presenter: NewsPresenter, in context: CommandContext) async throws {
        try await presenter.changeFeed(name, .show, json: json, in: context)
      }
    }

    struct Move: HostedCommand {
      typealias Dependencies = NewsPresenter
      static let configuration = CommandConfiguration(
        commandName: "move", abstract: "Move a feed to another place in the reader's order.")
      @OptionGroup(title: "Host Options") var host: HostOptions
      @Argument(help: "The feed's name or id.") var name: String
      @Option(help: "The place, from 1 (the first feed).") var to: Int
      @Flag(help: "Print one JSON document.") var json = false

      func validate() throws {
        guard (1...1_000).contains(to) else { throw ValidationError("--to must be between 1 and 1000, not \(to).") }
      }

      func run(with presenter: NewsPresenter, in context: CommandContext) async throws {
        try await presenter.changeFeed(name, .move(to), json: json, in: context)
      }
    }
  }
}
