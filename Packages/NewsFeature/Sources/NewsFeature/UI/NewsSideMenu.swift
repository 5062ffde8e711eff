import Core

/// The news tab's side menu (`m`), as in the seed: the feeds grouped under expandable headings —
/// Categories, Sources, Topics, the person's own feeds among them (a category feed under Categories, a source
/// under Sources, a search under Topics), hidden ones left out. `Enter` on a heading expands or collapses it; on a
/// feed it picks that feed. The person arranges their feeds here too (issue 22): ``field`` holds a new feed's text while
/// it is typed (``fieldKind`` says whether a search, a source or a category), ``neighbour(of:by:)`` is the feed a move goes past.
/// A value: the screen keeps it while the menu is open and draws it over the dimmed feed.
///
/// ```swift
/// var menu = NewsSideMenu(selected: .wsj, feeds: NewsFeed.all)   // Sources expanded, the cursor on the Journal
/// menu.move(by: 1)
/// menu.activate()                               // .pick(.apple) or nil after toggling a heading
/// ```
struct NewsSideMenu: Equatable {
  /// A group of feeds under one heading.
  enum Section: String, CaseIterable {
    case categories, sources, topics

    func title(in language: Language) -> String {
      switch self {
      case .categories: language.pick(en: "Categories", de: "Kategorien")
      case .sources: language.pick(en: "Sources", de: "Quellen")
      case .topics: language.pick(en: "Topics", de: "Themen")
      }
    }

    /// The heading a feed shows under.
    static func of(_ feed: NewsFeed) -> Section {
      switch feed.kind {
      case .builtin(.techcrunch), .builtin(.wsj), .source: .sources
      case .builtin(.apple), .query, .named: .topics
      case .builtin, .category: .categories
      }
    }
  }

  /// One line of the menu.
  enum Row: Equatable {
    case heading(Section)
    case feed(NewsFeed)
  }

  /// The feed shown behind the menu, marked in it.
  let selected: NewsFeed
  /// The feeds shown, in the person's order.
  private(set) var feeds: [NewsFeed]
  private(set) var expanded: Set<Section>
  /// The row the cursor is on.
  private(set) var cursor: Int
  /// The text of a new feed while it is typed (`a`); `nil` when no feed is being made.
  var field: String?
  /// What the feed being typed will be; `Tab` changes it.
  var fieldKind = NewFeedKind.search

  /// Opens with the selected feed's section expanded and the cursor on that feed.
  init(selected: NewsFeed, feeds: [NewsFeed] = NewsFeed.all) {
    self.selected = selected
    self.feeds = feeds
    expanded = [Section.of(selected)]
    cursor = 0
    cursor = rows.firstIndex(of: .feed(selected)) ?? 0
  }

  /// The lines showing: every heading, and the feeds of the expanded ones.
  var rows: [Row] {
    Section.allCases.flatMap { section in
      [Row.heading(section)]
        + (expanded.contains(section) ? feeds.filter { Section.of($0) == section }.map(Row.feed) : [])
    }
  }

  /// Shows `feeds` instead (another shell added, hid or moved one while the menu is open), the cursor kept on
  /// its row as far as it still exists.
  mutating func show(_ feeds: [NewsFeed]) {
    let current = rows[cursor]
    self.feeds = feeds
    cursor = rows.firstIndex(of: current) ?? min(cursor, rows.count - 1)
  }

  /// The feed on the cursor's row, if it is on one.
  var feedUnderCursor: NewsFeed? {
    guard rows.indices.contains(cursor), case .feed(let feed) = rows[cursor] else { return nil }
    return feed
  }

  /// The feed shown before (`step` < 0) or after `feed` under the same heading: the one a move of `feed` by one
  /// place goes past; `nil` at the heading's first or last feed.
  func neighbour(of feed: NewsFeed, by step: Int) -> NewsFeed? {
    let section = feeds.filter { Section.of($0) == Section.of(feed) }
    guard let index = section.firstIndex(of: feed), section.indices.contains(index + step.signum()) else { return nil }
    return section[index + step.signum()]
  }

  /// Expands the heading of `feed` and puts the cursor on it.
  mutating func focus(on feed: NewsFeed) {
    expanded.insert(Section.of(feed))
    cursor = rows.firstIndex(of: .feed(feed)) ?? cursor
  }

  mutating func move(by step: Int) {
    cursor = min(max(cursor + step, 0), rows.count - 1)
  }

  mutating func move(to index: Int) {
    cursor = min(max(index, 0), rows.count - 1)
  }

  /// `Enter` on the cursor: a heading expands or collapses (and `nil` comes back); a feed is returned to
  /// be shown.
  mutating func activate() -> NewsFeed? {
    switch rows[cursor] {
    case .heading(let section):
      if expanded.contains(section) { expanded.remove(section) } else { expanded.insert(section) }
      return nil
    case .feed(let feed):
      return feed
    }
  }

  /// The row index a click's tag names.
  static func index(_ tag: String) -> Int? {
    tag.hasPrefix("menu:") ? Int(tag.dropFirst(5)) : nil
  }
}
