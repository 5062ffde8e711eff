import Core
import CoreCLI
import DataLayer
import Foundation
import Models

/// An article as the news commands' `--json` prints it:
/// `{"id","title","source","author","publishedAt","url","imageURL","description","isSaved","isRead"}` (and
/// `savedAt` in the saved list, `related` — the same story from other sources — when a list groups one). The
/// service's values, never translated.
struct ArticleSummary: Encodable, Sendable {
  let article: Article
  let isSaved: Bool
  /// Whether the article was opened in the reader.
  let isRead: Bool
  var savedAt: Date?
  /// The same story from other sources (in the lists that group stories), left out when none.
  var related: [ArticleSummary] = []

  init(_ item: ArticleItem, isRead: Bool) {
    article = item.article
    isSaved = item.isSaved
    self.isRead = isRead
  }

  init(_ saved: SavedArticle, isRead: Bool) {
    article = saved.article
    isSaved = true
    self.isRead = isRead
    savedAt = saved.savedAt
  }

  private enum CodingKeys: String, CodingKey {
    case id, title, source, author, publishedAt, url, imageURL, description, isSaved, isRead, savedAt, related
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(article.shortID, forKey: .id)
    try container.encode(article.title, forKey: .title)
    try container.encode(article.source.name, forKey: .source)
    try container.encode(article.author, forKey: .author)
    try container.encode(article.publishedAt, forKey: .publishedAt)
    try container.encode(article.url, forKey: .url)
    try container.encode(article.urlToImage, forKey: .imageURL)
    try container.encode(article.description, forKey: .description)
    try container.encode(isSaved, forKey: .isSaved)
    try container.encode(isRead, forKey: .isRead)
    try container.encodeIfPresent(savedAt, forKey: .savedAt)
    if !related.isEmpty { try container.encode(related, forKey: .related) }
  }

  /// Two lines: ` ✓ id  Title` and, under the title, `Source · author · date · read — description` (`read` when
  /// the article was opened in the reader).
  static func lines(
    _ article: Article, isSaved: Bool, isRead: Bool = false, style: TextStyle, note: String? = nil
  ) -> [String] {
    let language = style.language
    let mark = isSaved ? style.palette.paint(CLIStrings.markSymbol(.saved), .accent) : CLIStrings.markSymbol(.notSaved)
    let id = article.shortID
    let indent = String(repeating: " ", count: 5 + id.count)
    let byline = NewsStrings.byline(
      source: TerminalText.line(article.source.name), author: article.author.map(TerminalText.line),
      date: article.publishedAt, language)
    let description = article.description.map(TerminalText.line) ?? NewsStrings.noDescription(language)
    let read = isRead ? style.palette.paint(NewsStrings.readMark(language), .accent) : nil
    let second = [byline, read, note].compactMap { $0 }.joinedInOrder(separator: " · ") + " — " + description
    return [
      " \(mark) \(style.palette.paint(id, .secondary))  "
        + TerminalText.fit(TerminalText.line(article.title), width: style.width - indent.count),
      indent + TerminalText.fit(second, width: style.width - indent.count),
    ]
  }
}
