import Core
import CoreCLI
import DataLayer
import Foundation
import Models
import Synchronization

extension NewsPresenter {
  /// Runs `watcher` and prints each poll, as it ends, as one line of JSON (``WatchPollOutput``), flushed at once so a
  /// reader (`| jq`) sees it then. A failed poll's reason also goes to standard error, as without `--json`. The
  /// watch stops when its reader went away (``runWhileRead(_:every:polls:spacing:in:show:)``).
  func watchAsJSON(
    _ watcher: HeadlineWatcher, every interval: Duration, polls: Int?, spacing: Duration?, in context: CommandContext
  ) async throws {
    let state = WatchJSONState()
    try await runWhileRead(watcher, every: interval, polls: polls, spacing: spacing, in: context) { event in
      if case .failure(let feed, let error) = event {
        let language = context.language
        context.console.note(
          NewsStrings.pollFailed(feed.title(in: language), error.message(in: language), language))
      }
      if let poll = await pollOutput(event, state: state), let line = try? poll.jsonLine() {
        context.console.print(line)
      }
    }
  }

  /// The end of a poll as its JSON object; `nil` for a headline within a poll (noted in `state` when a notification
  /// went out for it).
  private func pollOutput(_ event: HeadlineWatcher.Event, state: WatchJSONState) async -> WatchPollOutput? {
    switch event {
    case .headline(_, let article, let wasNotified):
      if wasNotified { state.notified.withLock { $0.append(article.shortID) } }
      return nil
    case .recorded(let feed, let count):
      return WatchPollOutput(feed: feed, firstPoll: true, recorded: count, polledAt: now())
    case .news(let feed, let fresh):
      let ids = state.notified.withLock { ids in
        defer { ids = [] }
        return ids
      }
      let savedIDs = fresh.isEmpty ? [] : ((try? await saved.savedIDs()) ?? [])
      let readIDs = fresh.isEmpty ? [] : await reader.readIDs()
      let headlines = fresh.map { article in
        ArticleSummary(
          ArticleItem(article: article, isSaved: savedIDs.contains(article.shortID)),
          isRead: readIDs.contains(article.shortID))
      }
      return WatchPollOutput(feed: feed, headlines: headlines, notified: ids, polledAt: now())
    case .failure(let feed, let error):
      return WatchPollOutput(feed: feed, failure: error, polledAt: now())
    case .skipped(let since):
      return WatchPollOutput(skippedSince: since, polledAt: now())
    }
  }
}

/// What a JSON watch keeps between the events of its polls.
private final class WatchJSONState: Sendable {
  /// The ids of this poll's headlines a notification went out for.
  let notified = Mutex<[String]>([])
}
