import Core
import CoreCLI
import DataLayer
import Foundation
import Models

/// What `mosaic news feeds` prints: `{"feeds":[{"id","title","kind","hidden",…}]}` in the reader's order (`value`
/// and `country` for a feed the person made), or a table with hidden feeds marked.
struct FeedsOutput: CommandOutput {
  let items: [FeedArrangement.Item]

  func lines(in style: TextStyle) -> [String] {
    let language = style.language
    return [style.palette.paint(NewsStrings.feedsHeading(language), .heading)]
      + items.map { item in
        let feed = item.feed
        var line =
          "  " + TerminalText.pad(TerminalText.line(feed.id), width: 15) + TerminalText.line(feed.title(in: language))
        if let entry = item.entry, entry.kind != .builtin {
          line += style.palette.paint(
            "  \(entry.kind.rawValue) \(TerminalText.line(entry.value))" + (entry.country.map { " (\($0))" } ?? ""),
            .secondary)
        }
        if item.hidden { line += style.palette.paint("  " + NewsStrings.hiddenMark(language), .secondary) }
        return line
      } + [NewsStrings.feedsHint(language)]
  }

  private struct Feed: Encodable {
    let id: String
    let title: String
    let kind: String
    let value: String?
    let country: String?
    let hidden: Bool
  }

  private enum CodingKeys: String, CodingKey { case feeds }

  func encode(to encoder: any Encoder) throws {
    // Titles in English: JSON is for scripts, and stays the same whatever the language setting.
    var container = encoder.container(keyedBy: CodingKeys.self)
    let feeds = items.map { item in
      let entry = item.feed.isBuiltin ? nil : item.entry
      return Feed(
        id: item.feed.id, title: item.feed.title(in: .english), kind: entry?.kind.rawValue ?? "builtin",
        value: entry?.value, country: entry?.country, hidden: item.hidden)
    }
    try container.encode(feeds, forKey: .feeds)
  }
}

/// What `mosaic news feeds add|remove|hide|show|move` prints: one sentence, or
/// `{"action","feed":{"id","name","kind","value","country","hidden"},"place"}`.
struct FeedChangeOutput: CommandOutput {
  let action: String
  let entry: FeedEntry
  /// For a move: the new place, from 1.
  let place: Int?

  func lines(in style: TextStyle) -> [String] {
    let language = style.language
    let title = NewsFeed(entry: entry)?.title(in: language) ?? entry.name
    return switch action {
    case "added": [NewsStrings.feedAdded(title, language)]
    case "removed": [NewsStrings.feedRemoved(title, language)]
    case "moved": [NewsStrings.feedMoved(title, to: place ?? 1, language)]
    default: [NewsStrings.feedHidden(title, hidden: action == "hidden", language)]
    }
  }

  private struct Feed: Encodable {
    let id: String
    let name: String
    let kind: String
    let value: String?
    let country: String?
    let hidden: Bool
  }

  private enum CodingKeys: String, CodingKey { case action, feed, place }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(action, forKey: .action)
    try container.encode(
      Feed(
        id: entry.id, name: entry.name, kind: entry.kind.rawValue, value: entry.kind == .builtin ? nil : entry.value,
        country: entry.country, hidden: entry.hidden), forKey: .feed)
    try container.encodeIfPresent(place, forKey: .place)
  }
}

/// What `mosaic news share ID` prints: `Title — URL`, or `{"id","title","url","text"}`.
struct ShareOutput: CommandOutput {
  let article: Article

  var text: String { "\(article.title) — \(article.url.absoluteString)" }

  func lines(in style: TextStyle) -> [String] {
    [TerminalText.line(text)]
  }

  private enum CodingKeys: String, CodingKey { case id, title, url, text }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(article.shortID, forKey: .id)
    try container.encode(article.title, forKey: .title)
    try container.encode(article.url, forKey: .url)
    try container.encode(text, forKey: .text)
  }
}

/// What `mosaic news open ID` prints: that it opened, or the link (the reason goes to standard error);
/// `{"id","url","opened","opener","reason","reasonCode"}` with `--json`.
struct OpenOutput: CommandOutput {
  let article: Article
  let result: DesktopClient.OpenResult

  func lines(in style: TextStyle) -> [String] {
    switch result {
    case .opened(let opener):
      [NewsStrings.opened(TerminalText.line(article.title), with: opener, style.language)]
    case .unavailable:
      [TerminalText.line(article.url.absoluteString)]
    }
  }

  private enum CodingKeys: String, CodingKey { case id, url, opened, opener, reason, reasonCode }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(article.shortID, forKey: .id)
    try container.encode(article.url, forKey: .url)
    switch result {
    case .opened(let opener):
      try container.encode(true, forKey: .opened)
      try container.encode(opener, forKey: .opener)
    case .unavailable(let reason):
      try container.encode(false, forKey: .opened)
      try container.encode(reason.message(in: .english), forKey: .reason)
      try container.encode(reason.code, forKey: .reasonCode)
    }
  }
}
