import Core
import DataLayer
import Foundation

/// What a feed made in the news tab's side menu is (`a`, then `Tab` to change it), as `mosaic news feeds add`
/// makes it: a search (`--query`), a NewsAPI source (`--source`), or a category's headlines (`--category`, its
/// country after a space: `sports de`). The feed is named as typed.
enum NewFeedKind: Equatable {
  case search, source, category

  /// The kind `Tab` turns to: search, source, category, then search again.
  var next: NewFeedKind {
    switch self {
    case .search: .source
    case .source: .category
    case .category: .search
    }
  }

  /// Before the typed text in the menu's field.
  func prompt(in language: Language) -> String {
    switch self {
    case .search: language.pick(en: "New search: ", de: "Neue Suche: ")
    case .source: language.pick(en: "New source: ", de: "Neue Quelle: ")
    case .category: language.pick(en: "New category: ", de: "Neue Kategorie: ")
    }
  }

  /// The feed `text` makes in `feeds`, named as typed.
  ///
  /// - Throws: ``NewsError`` as `mosaic news feeds add` does: a name a feed has, no text, an unknown category or
  ///   country, more than a category and a country.
  func entry(_ text: String, in feeds: FeedArrangement, now: Date) throws(NewsError) -> FeedEntry {
    switch self {
    case .search:
      return try feeds.adding(name: text, query: text, source: nil, category: nil, country: nil, now: now)
    case .source:
      return try feeds.adding(name: text, query: nil, source: text, category: nil, country: nil, now: now)
    case .category:
      let words = text.split(separator: " ").map(String.init)
      guard (1...2).contains(words.count) else { throw NewsError(.badFeedDefinition, reference: text) }
      return try feeds.adding(
        name: text, query: nil, source: nil, category: words[0], country: words.count == 2 ? words[1] : nil,
        now: now)
    }
  }
}
