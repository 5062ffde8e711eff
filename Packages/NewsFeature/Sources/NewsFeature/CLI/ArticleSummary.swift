import Core
import CoreCLI
import DataLayer
import Foundation
import Models

/// An article as the news commands' `--json` prints it:
/// `{"id","title","source","author","publishedAt","url","imageURL","description","isSaved"}` (and `savedAt`
/// in the saved list). The service's values, never translated.
struct ArticleSummary: Encodable, Sendable {
  let article: Article
  let isSaved: Bool
  var savedAt: Date?

  init(_ item: ArticleItem) {
    article = item.article
    isSaved = item.isSaved
  }

  init(_ saved: SavedArticle) {
    article = saved.article
    isSaved = true
    savedAt = saved.savedAt
  }

  private enum CodingKeys: String, CodingKey {
    case id, title, source, author, publishedAt, url, imageURL, description, isSaved, savedAt
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
    try container.encodeIfPresent(savedAt, forKey: .savedAt)
  }

  /// Two lines: ` ✓ id  Title` and, under the title, `Source · author · date — description`.
  static func lines(_ article: Article, isSaved: Bool, style: TextStyle, note: String? = nil) -> [String] {
    let language = style.language
    let mark = isSaved ? style.palette.paint(CLIStrings.markSymbol(.saved), .accent) : CLIStrings.markSymbol(.notSaved)
    let id = article.shortID
    let indent = String(repeating: " ", count: 5 + id.count)
    let byline = NewsStrings.byline(
      source: TerminalText.line(article.source.name), author: article.author.map(TerminalText.line),
      date: article.publishedAt, language)
    let description = article.description.map(TerminalText.line) ?? NewsStrings.noDescription(language)
    let second = [byline, note].compactMap { $0 }.joined(separator: " · ") + " — " + description
    return [
      " \(mark) \(style.palette.paint(id, .secondary))  "
        + TerminalText.fit(TerminalText.line(article.title), width: style.width - indent.count),
      indent + TerminalText.fit(second, width: style.width - indent.count),
    ]
  }
}
