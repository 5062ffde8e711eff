import Core
import CoreCLI
import Foundation
import Models

/// What `mosaic news feeds` prints: `{"feeds":[{"id","title"}]}` in the reader's order, or a table.
struct FeedsOutput: CommandOutput {
  func lines(in style: TextStyle) -> [String] {
    let language = style.language
    return [style.palette.paint(NewsStrings.feedsHeading(language), .heading)]
      + NewsFeed.all.map { feed in
        "  " + TerminalText.pad(feed.id, width: 15) + feed.title(in: language)
      } + [NewsStrings.feedsHint(language)]
  }

  private struct Feed: Encodable {
    let id: String
    let title: String
  }

  private enum CodingKeys: String, CodingKey { case feeds }

  func encode(to encoder: any Encoder) throws {
    // Titles in English: JSON is for scripts, and stays the same whatever the language setting.
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(NewsFeed.all.map { Feed(id: $0.id, title: $0.title(in: .english)) }, forKey: .feeds)
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
      try container.encode(Self.code(reason), forKey: .reasonCode)
    }
  }

  static func code(_ reason: DesktopClient.Unavailable) -> String {
    switch reason {
    case .noOpener: "noOpener"
    case .browserNotFound: "browserNotFound"
    case .exited: "exited"
    case .noDisplay: "noDisplay"
    case .noNotifier: "noNotifier"
    case .failed: "failed"
    case .unsupportedPlatform: "unsupportedPlatform"
    case .notAWebAddress: "notAWebAddress"
    }
  }
}
