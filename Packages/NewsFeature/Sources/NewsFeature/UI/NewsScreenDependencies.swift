import CoreCLI
import DataLayer
import NetworkLayer

/// What the news reader's tabs need, resolved once when a tab first shows.
struct NewsScreenDependencies: Sendable {
  let news: NewsClient
  let saved: SavedArticlesClient
  let history: SearchHistoryClient
  /// The person's feeds, their order and when each was last viewed.
  let feeds: NewsFeedsClient
  let desktop: DesktopClient
  /// Reads an article's page for the reader screen.
  let reader: ArticleReader
  let clock: any Clock<Duration>
  /// The image pipeline for the larger articles' pictures; `nil` when no module provides one.
  var images: ImageClient?
}
