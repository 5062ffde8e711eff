import ArgumentParser
import CoreCLI

extension NewsCommand {
  struct Search: HostedCommand {
    typealias Dependencies = NewsPresenter
    static let configuration = CommandConfiguration(
      commandName: "search",
      abstract: "Search NewsAPI for articles, newest first, 12 a page; the search joins the history.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Argument(help: "What to search for.") var text: [String]
    @Option(help: "The page, from 1.") var page = 1
    @Flag(help: "Print one JSON document.") var json = false

    func validate() throws {
      guard (1...NewsDestination.maximumPage).contains(page) else {
        throw ValidationError("--page must be between 1 and \(NewsDestination.maximumPage), not \(page).")
      }
    }

    func run(with presenter: NewsPresenter, in context: CommandContext) async throws {
      try await presenter.search(text.joined(separator: " "), page: page, json: json, in: context)
    }
  }

  struct History: HostedCommandGroup {
    typealias Dependencies = NewsPresenter
    static let hostedSubcommands: [HostedSubcommand<NewsPresenter>] = [
      .command(List.self), .command(Delete.self), .command(Clear.self),
    ]
    static let configuration = CommandConfiguration(
      commandName: "history",
      abstract: "The online searches, newest first (at most 20): list, delete one, or clear.",
      subcommands: HostedSubcommand.types(hostedSubcommands), defaultSubcommand: List.self)

    struct List: HostedCommand {
      typealias Dependencies = NewsPresenter
      static let configuration = CommandConfiguration(commandName: "list", abstract: "List the searches, newest first.")
      @OptionGroup(title: "Host Options") var host: HostOptions
      @Flag(help: "Print one JSON document.") var json = false

      func run(with presenter: NewsPresenter, in context: CommandContext) async throws {
        try await presenter.showHistory(json: json, in: context)
      }
    }

    struct Delete: HostedCommand {
      typealias Dependencies = NewsPresenter
      static let configuration = CommandConfiguration(commandName: "delete", abstract: "Forget one search.")
      @OptionGroup(title: "Host Options") var host: HostOptions
      @Argument(help: "The search, as listed.") var text: [String]
      @Flag(help: "Print one JSON document.") var json = false

      func run(with presenter: NewsPresenter, in context: CommandContext) async throws {
        try await presenter.deleteHistory(text.joined(separator: " "), json: json, in: context)
      }
    }

    struct Clear: HostedCommand {
      typealias Dependencies = NewsPresenter
      static let configuration = CommandConfiguration(commandName: "clear", abstract: "Forget every search.")
      @OptionGroup(title: "Host Options") var host: HostOptions
      @Flag(help: "Print one JSON document.") var json = false

      func run(with presenter: NewsPresenter, in context: CommandContext) async throws {
        try await presenter.clearHistory(json: json, in: context)
      }
    }
  }

  struct Open: HostedCommand {
    typealias Dependencies = NewsPresenter
    static let configuration = CommandConfiguration(
      commandName: "open",
      abstract: "Open an article in the browser ($BROWSER, else xdg-open or open); without one, print its link.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @OptionGroup var article: ArticleArguments

    func run(with presenter: NewsPresenter, in context: CommandContext) async throws {
      try await presenter.open(article.id, json: article.json, in: context)
    }
  }

  struct Read: HostedCommand {
    typealias Dependencies = NewsPresenter
    static let configuration = CommandConfiguration(
      commandName: "read",
      abstract: "Read an article in the terminal: its text from its web page, wrapped, links numbered at the end.",
      discussion: """
        The page is fetched with no key or cookie, at most 5 MB and 20 seconds. When it cannot be read, \
        NewsAPI's description and snippet are shown with the reason. Offline, the embedded articles have their \
        own text.
        """)
    @OptionGroup(title: "Host Options") var host: HostOptions
    @OptionGroup var article: ArticleArguments

    func run(with presenter: NewsPresenter, in context: CommandContext) async throws {
      try await presenter.read(article.id, json: article.json, in: context)
    }
  }

  struct Share: HostedCommand {
    typealias Dependencies = NewsPresenter
    static let configuration = CommandConfiguration(
      commandName: "share", abstract: "Print an article as `Title — URL`, to paste anywhere.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @OptionGroup var article: ArticleArguments

    func run(with presenter: NewsPresenter, in context: CommandContext) async throws {
      try await presenter.share(article.id, json: article.json, in: context)
    }
  }

  /// Runs until stopped: the host's ceiling bounds each poll (``RunsUntilStopped``), not the watch.
  struct Watch: HostedCommand, RunsUntilStopped {
    typealias Dependencies = NewsPresenter
    static let configuration = CommandConfiguration(
      commandName: "watch",
      abstract: "Print new headlines of the first four feeds as they appear; notify when notifications are on.",
      discussion: """
        One feed is asked per poll, in turn, also across runs. A feed's first poll only notes its current \
        headlines; later polls announce what is new. Against NewsAPI the interval is at least 15 minutes, so a \
        day of watching stays inside the free plan's 100 requests.
        """)
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Option(help: "How often to poll: 90s, 15m, 1h.") var interval = "15m"
    @Option(help: "Stop after this many polls (default: run until Ctrl-C).") var polls: Int?
    @Flag(help: "Poll once, the next feed in turn, and stop (what the systemd timer runs).") var once = false
    @Flag(help: "Install a systemd user timer that runs `news watch --once` every --interval.") var install = false
    @Flag(help: "Stop and remove the timer --install wrote.") var uninstall = false
    @Flag(help: "Print JSON: one document for --install and --uninstall, one line per poll (JSON Lines) otherwise.")
    var json = false

    func validate() throws {
      if let polls, polls < 1 { throw ValidationError("--polls must be 1 or more, not \(polls).") }
      if once, polls != nil { throw ValidationError("--once is one poll; leave out --polls.") }
      if [once || polls != nil, install, uninstall].filter({ $0 }).count > 1 {
        throw ValidationError("--install, --uninstall and polling (--once, --polls) go one at a time; pick one.")
      }
    }

    func run(with presenter: NewsPresenter, in context: CommandContext) async throws {
      if install { return try await presenter.installWatch(interval: interval, json: json, in: context) }
      if uninstall { return try await presenter.uninstallWatch(json: json, in: context) }
      try await presenter.watch(interval: interval, polls: polls, once: once, json: json, in: context)
    }
  }
}
