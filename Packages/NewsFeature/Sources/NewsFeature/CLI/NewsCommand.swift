import ArgumentParser
import CoreCLI
import DataLayer

/// `mosaic news …`: the business-news reader. With no subcommand (or a feed id) it shows a feed.
struct NewsCommand: HostedCommandGroup {
  typealias Dependencies = NewsPresenter

  static let hostedSubcommands: [HostedSubcommand<NewsPresenter>] = [
    .command(Feed.self), .group(Feeds.self), .command(Save.self), .command(Unsave.self), .command(Saved.self),
    .command(Search.self), .group(History.self), .command(Read.self), .command(Open.self), .command(Share.self),
    .command(Watch.self),
  ]

  static let configuration = CommandConfiguration(
    commandName: "news",
    abstract: "Read business news: feeds, saved articles with full-text search, online search with history.",
    discussion: """
      Without NEWSAPI_KEY the articles come from the embedded offline catalog. NewsAPI's free plan allows \
      100 requests a day, so each command asks only for the page it shows.
      """,
    subcommands: HostedSubcommand.types(hostedSubcommands),
    defaultSubcommand: Feed.self
  )

  /// A feed's page: `mosaic://news?feed=…&page=…` shows the same.
  struct Feed: PageCommand {
    typealias Dependencies = NewsPresenter
    static let configuration = CommandConfiguration(
      commandName: "feed", abstract: "Show a page of a feed, 12 articles, ✓ on saved ones (the default).")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Argument(help: "The feed: business (default), techcrunch, wsj, apple, technology, science, … (see `news feeds`).")
    var feed: String = NewsFeed.business.id
    @Option(name: .customLong("feed"), help: "The feed by name, also one you made (`news feeds add`).")
    var named: String?
    @Option(help: "The page, from 1.") var page = 1
    @Flag(help: "Print one JSON document.") var json = false

    func validate() throws {
      guard (1...NewsDestination.maximumPage).contains(page) else {
        throw ValidationError("--page must be between 1 and \(NewsDestination.maximumPage), not \(page).")
      }
    }

    func destination(in context: CommandContext) throws -> NewsDestination {
      let name = named ?? feed
      // A built-in feed by its id; any other name is looked up among the person's feeds when the page loads.
      guard let feed = NewsFeed(id: name) else {
        guard FeedEntry.name(name) != nil else {
          throw ValidationError(NewsStrings.unknownFeed(name, context.language))
        }
        return NewsDestination(feed: .named(name), page: page)
      }
      return NewsDestination(feed: feed, page: page)
    }

    var presentation: PresentationOptions { PresentationOptions(json: json) }
  }

  struct Save: HostedCommand {
    typealias Dependencies = NewsPresenter
    static let configuration = CommandConfiguration(
      commandName: "save", abstract: "Save an article (a full copy, readable offline).")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @OptionGroup var article: ArticleArguments

    func run(with presenter: NewsPresenter, in context: CommandContext) async throws {
      try await presenter.save(article.id, json: article.json, in: context)
    }
  }

  struct Unsave: HostedCommand {
    typealias Dependencies = NewsPresenter
    static let configuration = CommandConfiguration(
      commandName: "unsave", abstract: "Remove an article from the saved ones.")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @OptionGroup var article: ArticleArguments

    func run(with presenter: NewsPresenter, in context: CommandContext) async throws {
      try await presenter.unsave(article.id, json: article.json, in: context)
    }
  }

  /// The saved articles' page: `mosaic://news/saved?q=TEXT` shows the same.
  struct Saved: PageCommand {
    typealias Dependencies = NewsPresenter
    static let configuration = CommandConfiguration(
      commandName: "saved",
      abstract: "List saved articles, newest saved first, or search them (full text, offline).")
    @OptionGroup(title: "Host Options") var host: HostOptions
    @Option(help: "Words to find in title, description, content, author or source; the last may be a prefix.")
    var search: String?
    @Flag(help: "Print one JSON document.") var json = false

    func destination(in context: CommandContext) -> SavedArticlesDestination {
      SavedArticlesDestination(query: search)
    }

    var presentation: PresentationOptions { PresentationOptions(json: json) }
  }
}
