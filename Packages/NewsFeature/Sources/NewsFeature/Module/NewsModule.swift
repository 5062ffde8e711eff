import ArticleExtraction
import Core
import CoreCLI
import DataLayer
import Foundation
import NetworkLayer

/// The business-news reader: `mosaic news …` (feeds, saved articles with full-text search, online search
/// with history, open, share, watch) and the routes `mosaic://news?feed=wsj&page=2` and
/// `mosaic://news/saved?q=TEXT`. It imports no other feature; what it needs comes from the container.
///
/// ```swift
/// let registry = try PluginRegistry(modules: [ServicesModule(), NewsModule()], hostServices: […])
/// ```
public struct NewsModule: FeatureModule {
  public let id = "news"
  public let version: SemanticVersion = "1.0.0"
  public let displayName = "Business news"

  public func displayName(in language: Language) -> String {
    language.pick(en: displayName, de: "Wirtschaftsnachrichten")
  }

  private let clock: any Clock<Duration>

  public init(clock: any Clock<Duration> = ContinuousClock()) {
    self.clock = clock
  }

  public var requires: [ServiceKey] {
    [
      ServiceKey(NewsClient.self), ServiceKey(SavedArticlesClient.self), ServiceKey(SearchHistoryClient.self),
      ServiceKey(SettingsClient.self), ServiceKey(CacheStore.self), ServiceKey(DesktopClient.self),
      ServiceKey(ReadArticlesClient.self), ServiceKey(NewsFeedsClient.self),
    ]
  }

  /// The timer the settings sheet offers beside "Notifications on": `news watch --once` every 15 minutes.
  public var provides: [ServiceKey] { [ServiceKey(NotificationTimerClient.self)] }

  /// The image pipeline, when a module provides it: the terminal app draws the larger articles' pictures.
  /// The article page fetcher, when a module provides it: `news read` and the app's reader fetch pages with it;
  /// without one, only the embedded catalog's articles have a text.
  /// The user timers, when the App has them: `news watch --install` writes one.
  /// The data's changes, when the App watches them: the app's own watch follows the notifications setting.
  public var uses: [ServiceKey] {
    [
      ServiceKey(ImageClient.self), ServiceKey(ArticlePageFetcher.self), ServiceKey(UserTimerClient.self),
      ServiceKey(DataChangesClient.self),
    ]
  }

  public func register(into registrar: ModuleRegistrar) throws {
    let clock = self.clock
    let presenter = registrar.deferred { resolver in
      NewsPresenter(
        news: try resolver.resolve(), saved: try resolver.resolve(), history: try resolver.resolve(),
        settings: try resolver.resolve(), feeds: try resolver.resolve(), desktop: try resolver.resolve(),
        cache: try resolver.resolve(),
        reader: try Self.reader(resolver), clock: clock, now: { Date() },
        timers: try resolver.resolveIfRegistered(UserTimerClient.self) ?? .unsupported)
    }
    registrar.command(NewsCommand.self) { _ in try presenter.value() }
    try registrar.route("news", summary: "A feed; ?feed=business|techcrunch|wsj|…|YOUR FEED&page=N pick it") { match in
      // A built-in feed by id, any other name among the person's feeds when the page loads; what can be no feed's
      // name is refused here, listing the built-in ones.
      var feed = NewsFeed.business
      if let name = match["feed"] {
        if let builtin = NewsFeed(id: name) {
          feed = builtin
        } else if FeedEntry.name(name) == name {
          feed = .named(name)
        } else {
          _ = try match.choice("feed", from: NewsFeed.all.map(\.id))
        }
      }
      return NewsDestination(
        feed: feed,
        page: try match.integer("page", in: 1...NewsDestination.maximumPage) ?? 1)
    }
    try registrar.route("news/saved", summary: "Saved articles; ?q=TEXT searches them") { match in
      SavedArticlesDestination(query: match["q"])
    }
    registrar.present(NewsDestination.self, by: presenter) { presenter, destination, options, context in
      try await presenter.showFeed(destination, json: options.json, in: context)
    }
    registrar.present(SavedArticlesDestination.self, by: presenter) { presenter, destination, options, context in
      try await presenter.showSaved(destination, json: options.json, in: context)
    }
    registerScreens(into: registrar, clock: clock)
    registerPaletteEntries(into: registrar)
    registerWatch(into: registrar, clock: clock)
  }

  /// The reader over the registered page fetcher, or over the embedded catalog's texts alone, the saved
  /// articles, whose kept texts read offline, and the read marks.
  static func reader(_ resolver: Resolver) throws -> ArticleReader {
    ArticleReader(
      fetcher: try resolver.resolveIfRegistered(ArticlePageFetcher.self) ?? .embedded(), saved: try resolver.resolve(),
      readMarks: try resolver.resolve())
  }
}
