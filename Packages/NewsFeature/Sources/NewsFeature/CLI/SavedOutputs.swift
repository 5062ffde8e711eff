import CoreCLI
import DataLayer
import Foundation

/// What `mosaic news saved [--search TEXT]` prints: `{"query","articles":[…]}`, or the list with its heading.
struct SavedListOutput: CommandOutput {
  let state: SavedArticlesState
  /// The short ids of the articles read, marked in the list.
  var readIDs: Set<String> = []

  func lines(in style: TextStyle) -> [String] {
    let language = style.language
    let query = TerminalText.line(state.query)
    guard !state.articles.isEmpty else {
      return [query.isEmpty ? NewsStrings.noSavedArticles(language) : NewsStrings.noSavedMatches(query, language)]
    }
    let heading =
      query.isEmpty
      ? NewsStrings.savedHeading(count: state.articles.count, language)
      : NewsStrings.savedMatches(count: state.articles.count, query: query, language)
    return [style.palette.paint(heading, .heading)]
      + state.articles.flatMap { saved in
        ArticleSummary.lines(
          saved.article, isSaved: true, isRead: readIDs.contains(saved.id), style: style,
          note: NewsStrings.savedOn(LocalTimestamp.minute(saved.savedAt), language))
      }
  }

  private enum CodingKeys: String, CodingKey { case query, articles }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(state.query, forKey: .query)
    try container.encode(
      state.articles.map { ArticleSummary($0, isRead: readIDs.contains($0.id)) }, forKey: .articles)
  }
}

/// What `mosaic news save|unsave ID` prints: `{"id","isSaved","changed","title"}` (and `"textKept"` for a save:
/// whether the page's text was kept to read offline), or one sentence.
struct SavedChangeOutput: CommandOutput {
  let change: SavedArticleChange
  let title: String?
  var textKept: Bool?

  func lines(in style: TextStyle) -> [String] {
    let language = style.language
    switch (change.isSaved, change.changed) {
    case (true, true): return [NewsStrings.saved(change.id, title: TerminalText.line(title ?? ""), language)]
    case (true, false): return [NewsStrings.alreadySaved(change.id, language)]
    case (false, true): return [NewsStrings.unsaved(change.id, language)]
    case (false, false): return [NewsStrings.notSaved(change.id, language)]
    }
  }

  private enum CodingKeys: String, CodingKey { case id, isSaved, changed, title, textKept }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(change.id, forKey: .id)
    try container.encode(change.isSaved, forKey: .isSaved)
    try container.encode(change.changed, forKey: .changed)
    try container.encode(title, forKey: .title)
    try container.encodeIfPresent(textKept, forKey: .textKept)
  }
}

/// What `mosaic news history` prints: `{"history":[{"text","searchedAt"}]}`, or the list.
struct HistoryOutput: CommandOutput {
  let history: [SearchHistoryEntry]

  func lines(in style: TextStyle) -> [String] {
    let language = style.language
    guard !history.isEmpty else { return [NewsStrings.noHistory(language)] }
    return [style.palette.paint(NewsStrings.historyHeading(count: history.count, language), .heading)]
      + history.map { HistoryRow.line($0.text, $0.searchedAt, style: style) } + [NewsStrings.historyHint(language)]
  }

  private enum CodingKeys: String, CodingKey { case history }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(history, forKey: .history)
  }
}

/// What `mosaic news history delete TEXT|clear` prints: `{"deleted","text"}` or `{"cleared"}`, or a sentence.
struct HistoryChangeOutput: CommandOutput {
  enum Change: Sendable {
    case deleted(String, Bool)
    case cleared(Int)
  }

  let change: Change

  func lines(in style: TextStyle) -> [String] {
    switch change {
    case .deleted(let text, true): [NewsStrings.historyDeleted(TerminalText.line(text), style.language)]
    case .deleted(let text, false): [NewsStrings.historyNotFound(TerminalText.line(text), style.language)]
    case .cleared(let count): [NewsStrings.historyCleared(count, style.language)]
    }
  }

  private enum CodingKeys: String, CodingKey { case text, deleted, cleared }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch change {
    case .deleted(let text, let deleted):
      try container.encode(text, forKey: .text)
      try container.encode(deleted, forKey: .deleted)
    case .cleared(let count):
      try container.encode(count, forKey: .cleared)
    }
  }
}
