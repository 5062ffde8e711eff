import ArgumentParser
import Core
import CoreCLI
import DataLayer
import Foundation
import Models
import NetworkLayer

/// The news reader on the command line: each `mosaic news …` command drives its view model and prints the
/// one output model it ends in. The command line shows one feed at a time, so it loads only the feed asked
/// for (the news screen model's eager four are for the interactive app).
struct NewsPresenter: Sendable {
  let news: NewsClient
  let saved: SavedArticlesClient
  let history: SearchHistoryClient
  let settings: SettingsClient
  /// The person's feeds and how they arranged the built-in ones.
  let feeds: NewsFeedsClient
  let desktop: DesktopClient
  let cache: CacheStore
  /// Reads an article's page for `news read`.
  let reader: ArticleReader
  let clock: any Clock<Duration>
  let now: @Sendable () -> Date
  /// Where `news watch --install` puts its timer: the App's systemd user timers, when it has them.
  var timers: UserTimerClient = .unsupported

  var memory: ArticleMemory { ArticleMemory(cache: cache) }
  var pages: PageMemory { PageMemory(cache: cache, now: now) }

  /// `mosaic news [FEED] [--page N]`, `mosaic://news?feed=…&page=…`.
  @MainActor
  func showFeed(_ destination: NewsDestination, json: Bool, in context: CommandContext) async throws {
    let listing = NewsListing.feed(try await resolve(destination.feed, in: context))
    let model = NewsFeedViewModel(listing: listing, news: news, saved: saved, now: now)
    await model.load(page: destination.page, listedBefore: await pages.listedBefore(destination.page, in: listing))
    try Self.check(model.state, listing: listing, page: destination.page)
    await remember(model.state, page: destination.page, in: listing, context: context)
    try context.emit(
      ArticleListOutput(
        listing: model.listing, state: model.state, provider: news.provider, readIDs: await reader.readIDs()),
      json: json)
  }

  /// `mosaic news search TEXT [--page N]`: searches NewsAPI and records the search in the history.
  @MainActor
  func search(_ text: String, page: Int, json: Bool, in context: CommandContext) async throws {
    let model = NewsSearchViewModel(news: news, saved: saved, history: history, clock: clock, now: now)
    let before = await pages.listedBefore(page, in: .search(text))
    await model.search(text, page: page, listedBefore: before)
    guard let results = model.results else {
      throw ValidationError(NewsStrings.emptySearch(context.language))
    }
    try Self.check(results.state, listing: results.listing, page: page)
    if let error = model.historyError {
      context.console.note(NewsStrings.couldNotRecord(describe(error, in: context.language), context.language))
    }
    await remember(results.state, page: page, in: results.listing, context: context)
    try context.emit(
      ArticleListOutput(
        listing: results.listing, state: results.state, provider: news.provider, readIDs: await reader.readIDs()),
      json: json)
  }

  /// The load's error; a page past the end as a usage error (exit 64), not "page 9" over nothing and "the end".
  private static func check(_ state: ArticleListState, listing: NewsListing, page: Int) throws {
    if let error = state.error { throw error }
    guard page > 1, state.items.isEmpty, state.repeated == 0 else { return }
    throw UsageError(NewsError(.pastTheEnd, listing: listing, page: page, resultLimit: state.end == .resultLimit))
  }

  /// Remembers what a page showed: the articles, so a later `save`, `open` or `share` finds them by id, and
  /// their ids as this page's, so a later page of the same listing does not list them again.
  private func remember(_ state: ArticleListState, page: Int, in listing: NewsListing, context: CommandContext) async {
    await remember(state.items.map(\.article), in: context)
    do {
      try await pages.remember(state.items.map(\.id), page: page, in: listing)
    } catch {
      context.console.note(NewsStrings.couldNotRemember(describe(error, in: context.language), context.language))
    }
  }

  /// The article a short id or URL names: a saved one, else one listed lately.
  ///
  /// - Throws: ``NewsError`` `.unknownArticle` when neither knows it.
  func article(_ reference: String) async throws -> Article {
    let reference = reference.trimmingCharacters(in: .whitespaces)
    if let saved = try await saved.find(reference) { return saved.article }
    if let listed = await memory.find(reference) { return listed }
    throw NewsError(.unknownArticle, reference: reference)
  }

  /// Remembers what was listed so a later `save`, `open` or `share` finds it by id.
  func remember(_ articles: [Article], in context: CommandContext) async {
    do {
      try await memory.remember(articles)
    } catch {
      context.console.note(NewsStrings.couldNotRemember(describe(error, in: context.language), context.language))
    }
  }
}
