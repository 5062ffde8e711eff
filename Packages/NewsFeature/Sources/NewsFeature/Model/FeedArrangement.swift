import DataLayer
import Foundation
import Models

/// Every feed in the reader's order, as the person arranged them: the built-in ten, then the feeds they made
/// (oldest first), each moved to the place they gave it, hidden or not. Pure: it reads ``FeedEntry``s and answers
/// the entries a change writes, which the presenter and the app save through `NewsFeedsClient`.
///
/// ```swift
/// let feeds = FeedArrangement(entries: try await client.list())
/// feeds.visible.map(\.id)                        // ["business", "techcrunch", …, "rust"]
/// try await client.save(try feeds.hiding("wsj", now: Date()))
/// ```
struct FeedArrangement: Sendable, Equatable {
  struct Item: Sendable, Equatable {
    let feed: NewsFeed
    /// The stored entry, when the feed is a made one or was arranged.
    let entry: FeedEntry?
    var hidden: Bool { entry?.hidden ?? false }
  }

  /// Every feed, hidden ones too, in order.
  let items: [Item]

  init(entries: [FeedEntry]) {
    var natural: [(item: Item, rank: Int)] = NewsFeed.all.enumerated().map { index, feed in
      (Item(feed: feed, entry: entries.first { $0.kind == .builtin && $0.id == feed.id }), index)
    }
    for (index, entry) in entries.enumerated() where entry.kind != .builtin {
      guard let feed = NewsFeed(entry: entry) else { continue }
      natural.append((Item(feed: feed, entry: entry), NewsFeed.all.count + index))
    }
    items =
      natural.sorted { left, right in
        let (a, b) = (left.item.entry?.position ?? Int.max, right.item.entry?.position ?? Int.max)
        return a != b ? a < b : left.rank < right.rank
      }
      .map(\.item)
  }

  /// The feeds the feed bar, the side menu and the palette show.
  var visible: [NewsFeed] { items.filter { !$0.hidden }.map(\.feed) }

  /// The names of the feeds the person made, as written.
  var madeNames: [String] { items.compactMap { $0.feed.isBuiltin ? nil : $0.entry?.name } }

  /// The feed of this name or id, in any case.
  func item(named name: String) -> Item? {
    let key = FeedEntry.key(name.trimmingCharacters(in: .whitespaces))
    return items.first { $0.feed.id == key }
  }

  /// The entry to save for a new feed, checked: a bounded name free of control characters that no feed has,
  /// exactly one of query, source and category, a category NewsAPI has, a country it serves.
  ///
  /// - Throws: ``NewsError`` with the code of the first mistake.
  func adding(
    name: String, query: String?, source: String?, category: String?, country: String?, now: Date
  ) throws(NewsError) -> FeedEntry {
    guard let clean = FeedEntry.name(name) else { throw NewsError(.badFeedName, reference: name) }
    guard item(named: clean) == nil else { throw NewsError(.feedExists, reference: clean) }
    let given = [query, source, category].compactMap { $0 }
    guard given.count == 1, let value = FeedEntry.value(given[0]) else {
      throw NewsError(.badFeedDefinition, reference: clean)
    }
    var chosen: String?
    if let country {
      guard let code = NewsCountry.code(country) else { throw NewsError(.badFeedCountry, reference: country) }
      chosen = code
    }
    if category != nil {
      guard NewsCategory(rawValue: value.lowercased()) != nil else {
        throw NewsError(.badFeedCategory, reference: value)
      }
      return FeedEntry(name: clean, kind: .category, value: value.lowercased(), country: chosen, addedAt: now)
    }
    // A country belongs to a category's headlines; NewsAPI takes no country with a source or a search.
    guard chosen == nil else { throw NewsError(.badFeedDefinition, reference: clean) }
    return FeedEntry(name: clean, kind: query != nil ? .query : .source, value: value, addedAt: now)
  }

  /// The stored entry of `item`, or a new one for a built-in feed never arranged.
  func entry(of item: Item, now: Date) -> FeedEntry {
    item.entry ?? FeedEntry(name: item.feed.id, kind: .builtin, addedAt: now)
  }

  /// The entry that hides (or shows) the feed `item`.
  func hiding(_ item: Item, _ hidden: Bool, now: Date) -> FeedEntry {
    var entry = entry(of: item, now: now)
    entry.hidden = hidden
    return entry
  }

  /// The entries that move `item` to `place` (from 1, among every feed, hidden ones too; past the end is the
  /// end): every feed gets its place, so later additions go last.
  func moving(_ item: Item, to place: Int, now: Date) -> [FeedEntry] {
    var order = items
    guard let from = order.firstIndex(of: item) else { return [] }
    order.remove(at: from)
    order.insert(item, at: min(max(place, 1), order.count + 1) - 1)
    return order.enumerated().map { index, item in
      var entry = entry(of: item, now: now)
      entry.position = index
      return entry
    }
  }
}
