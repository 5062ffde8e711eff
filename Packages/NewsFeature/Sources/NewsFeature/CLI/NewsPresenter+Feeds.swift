import ArgumentParser
import Core
import CoreCLI
import DataLayer
import Foundation

/// `mosaic news feeds …`: the feeds as the person arranged them, and the commands that change them.
extension NewsPresenter {
  /// What `feeds remove|hide|show|move` does.
  enum FeedChange: Sendable, Equatable {
    case remove, hide, show
    case move(Int)
  }

  /// The feeds as arranged now.
  func arrangement() async throws -> FeedArrangement {
    FeedArrangement(entries: try await feeds.list())
  }

  /// `destination`'s feed, a name typed looked up among the person's feeds.
  ///
  /// - Throws: `ValidationError` naming every feed when none has the name.
  func resolve(_ feed: NewsFeed, in context: CommandContext) async throws -> NewsFeed {
    guard feed.isNamed else { return feed }
    let feeds = try await arrangement()
    guard let item = feeds.item(named: feed.id) else {
      throw ValidationError(NewsStrings.unknownFeed(feed.id, context.language, made: feeds.madeNames))
    }
    return item.feed
  }

  /// `mosaic news feeds [--json]`.
  func listFeeds(json: Bool, in context: CommandContext) async throws {
    try context.emit(FeedsOutput(items: try await arrangement().items), json: json)
  }

  /// `mosaic news feeds add NAME --query TEXT | --source ID | --category C [--country CC]`.
  func addFeed(
    _ name: String, query: String?, source: String?, category: String?, country: String?, json: Bool,
    in context: CommandContext
  ) async throws {
    let entry: FeedEntry
    do {
      entry = try await arrangement().adding(
        name: name, query: query, source: source, category: category, country: country, now: now())
    } catch let error as NewsError {
      throw UsageError(error)
    }
    try await feeds.save([entry])
    try context.emit(FeedChangeOutput(action: "added", entry: entry, place: nil), json: json)
  }

  /// `mosaic news feeds remove|hide|show|move NAME [--to N]`.
  func changeFeed(_ name: String, _ change: FeedChange, json: Bool, in context: CommandContext) async throws {
    let feeds = try await arrangement()
    guard let item = feeds.item(named: name) else {
      throw ValidationError(NewsStrings.unknownFeed(name, context.language, made: feeds.madeNames))
    }
    let now = now()
    switch change {
    case .remove:
      guard !item.feed.isBuiltin, let entry = item.entry else {
        throw UsageError(NewsError(.builtinFeed, reference: item.feed.id))
      }
      _ = try await self.feeds.remove(entry.id)
      try context.emit(FeedChangeOutput(action: "removed", entry: entry, place: nil), json: json)
    case .hide, .show:
      let entry = feeds.hiding(item, change == .hide, now: now)
      try await self.feeds.save([entry])
      try context.emit(
        FeedChangeOutput(action: change == .hide ? "hidden" : "shown", entry: entry, place: nil), json: json)
    case .move(let place):
      let entries = feeds.moving(item, to: place, now: now)
      try await self.feeds.save(entries)
      let moved = entries.first { $0.id == item.feed.id } ?? feeds.entry(of: item, now: now)
      try context.emit(
        FeedChangeOutput(action: "moved", entry: moved, place: (moved.position ?? 0) + 1), json: json)
    }
  }
}
