import Core
import CoreCLI
import Foundation
import Models
import NetworkLayer

/// What `mosaic news [FEED]` and `mosaic news search TEXT` print: one page of a list, as lines or as
/// `{"feed"|"query","page","pageSize","hasMore","stale","articles":[…]}` (with `staleSince`, `staleReason`
/// and `staleCode` when the page is a saved copy). The same story from several sources is one row (one entry
/// of `articles`, its lead, with the others in its `related`), grouped within the page by ``StoryGrouping``.
struct ArticleListOutput: CommandOutput {
  let listing: NewsListing
  let state: ArticleListState
  let provider: NewsProvider
  /// The short ids of the articles read, marked in the list.
  var readIDs: Set<String> = []

  func lines(in style: TextStyle) -> [String] {
    let language = style.language
    var lines: [String] = []
    if let stale = state.stale {
      let note = CLIStrings.offlineNote(savedAt: stale.savedAt, reason: stale.reason.message(in: language), language)
      lines.append(style.palette.paint(note, .warning))
    }
    let page = max(state.page, 1)
    switch listing {
    case .feed(let feed):
      lines.append(
        style.palette.paint(NewsStrings.feedHeading(feed, page: page, provider: provider, language), .heading))
    case .search(let text):
      lines.append(
        style.palette.paint(
          NewsStrings.searchHeading(TerminalText.line(text), page: page, provider: provider, language), .heading))
    }
    if state.items.isEmpty, state.repeated > 0 {
      // Every article was on an earlier page: say so, and where the listing goes on.
      lines.append(NewsStrings.allRepeated(state.repeated, page: page, language))
      lines.append(footer(language))
      return lines
    }
    if state.items.isEmpty {
      switch listing {
      case .feed(let feed): lines.append(NewsStrings.emptyFeed(feed, language))
      case .search(let text): lines.append(NewsStrings.noSearchHits(TerminalText.line(text), language))
      }
    }
    // One row per story; the same story from other sources is counted on it and named with its ids under it.
    for story in ArticleStory.stories(state.items) {
      let item = story.lead
      let more = story.related.isEmpty ? nil : NewsStrings.moreSources(story.related.count, language)
      lines += ArticleSummary.lines(
        item.article, isSaved: item.isSaved, isRead: readIDs.contains(item.id), style: style,
        note: more.map { style.palette.paint($0, .accent) })
      if !story.related.isEmpty {
        let others = story.related.map { TerminalText.line($0.article.source.name) + " " + $0.id }
        let indent = String(repeating: " ", count: 5 + item.id.count)
        lines.append(
          indent + TerminalText.fit(NewsStrings.alsoFrom(others, language), width: style.width - indent.count))
      }
    }
    // An empty list already said so ("No articles match 'x'"): no "End of the results." after it.
    if !state.items.isEmpty { lines.append(footer(language)) }
    return lines
  }

  private func footer(_ language: Language) -> String {
    if state.hasMore { return NewsStrings.nextPage(nextCommand, language) }
    if state.end == .resultLimit { return NewsStrings.resultLimit(language) }
    if case .search = listing { return NewsStrings.endOfResults(language) }
    return NewsStrings.endOfFeed(language)
  }

  private var nextCommand: String {
    let next = state.page + 1
    switch listing {
    case .feed(let feed) where feed.isBuiltin: return "mosaic news \(feed.id) --page \(next)"
    case .feed(let feed):
      let name = TerminalText.line(feed.title(in: .english))
      return "mosaic news --feed \(name.contains(" ") ? "'\(name)'" : name) --page \(next)"
    case .search(let text): return "mosaic news search '\(TerminalText.line(text))' --page \(next)"
    }
  }

  private enum CodingKeys: String, CodingKey {
    case feed, query, page, pageSize, hasMore, stale, articles, staleSince, staleReason, staleCode
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch listing {
    case .feed(let feed): try container.encode(feed.id, forKey: .feed)
    case .search(let text): try container.encode(text, forKey: .query)
    }
    try container.encode(state.page, forKey: .page)
    try container.encode(NewsFeed.pageSize, forKey: .pageSize)
    try container.encode(state.hasMore, forKey: .hasMore)
    try container.encode(state.stale != nil, forKey: .stale)
    // One entry per story, its lead; the same story from other sources in its `related`.
    let stories = ArticleStory.stories(state.items).map { story in
      var lead = ArticleSummary(story.lead, isRead: readIDs.contains(story.lead.id))
      lead.related = story.related.map { ArticleSummary($0, isRead: readIDs.contains($0.id)) }
      return lead
    }
    try container.encode(stories, forKey: .articles)
    if let stale = state.stale {
      try container.encode(stale.savedAt, forKey: .staleSince)
      try container.encode(stale.reason.message, forKey: .staleReason)
      try container.encode(stale.reason.codeName, forKey: .staleCode)
    }
  }
}
