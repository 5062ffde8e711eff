import ArticleExtraction
import Core
import CoreCLI
import Foundation
import Models

/// What `mosaic news read ID` prints: the reader page as wrapped text (``ReaderLayout``), or one JSON document
/// `{"id","title","source","author","publishedAt","url","imageURL","extracted","kept","blocks":[{"kind","text",
/// "level","ordinal","links","url","caption"}],"links":[{"number","text","url"}],"failure":{"code","reason"}}`.
/// Strings are the page's and the service's, never translated; only `failure.reason` is a sentence in the
/// run's language, and `failure.code` is its stable name. `kept` says the text is the one saved with the article
/// (read without a request).
struct ReadOutput: CommandOutput {
  let page: ReaderPage
  let language: Language

  func lines(in style: TextStyle) -> [String] {
    ReaderLayout.lines(
      page, width: style.width, language: style.language, date: LocalTimestamp.minute(page.article.publishedAt)
    ).map { line in
      switch line.role {
      case .title, .heading: style.palette.paint(line.text, .heading)
      case .meta, .quote: style.palette.paint(line.text, .secondary)
      case .note: style.palette.paint(line.text, .warning)
      case .link, .body, .blank: line.text
      }
    }
  }

  private struct Block: Encodable {
    let kind: String
    var text: String?
    var level: Int?
    var ordinal: Int?
    var links: [Int]?
    var url: URL?
    var caption: String?
  }

  private struct Link: Encodable {
    let number: Int
    let text: String
    let url: URL
  }

  private struct Failure: Encodable {
    let code: String
    let reason: String
  }

  private enum CodingKeys: String, CodingKey {
    case id, title, source, author, publishedAt, url, imageURL, extracted, kept, blocks, links, failure
  }

  func encode(to encoder: any Encoder) throws {
    let article = page.article
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(article.shortID, forKey: .id)
    try container.encode(article.title, forKey: .title)
    try container.encode(article.source.name, forKey: .source)
    try container.encode(page.author, forKey: .author)
    try container.encode(article.publishedAt, forKey: .publishedAt)
    try container.encode(article.url, forKey: .url)
    try container.encode(page.picture, forKey: .imageURL)
    try container.encode(page.extracted != nil, forKey: .extracted)
    try container.encode(page.isKept, forKey: .kept)
    try container.encode(page.blocks.map(Self.block), forKey: .blocks)
    try container.encode(page.links.map { Link(number: $0.number, text: $0.text, url: $0.url) }, forKey: .links)
    try container.encode(
      page.failure.map { Failure(code: $0.codeName, reason: $0.message(in: language)) }, forKey: .failure)
  }

  private static func block(_ block: ArticleBlock) -> Block {
    switch block {
    case .heading(let level, let text, let links):
      Block(kind: "heading", text: text, level: level, links: links)
    case .paragraph(let text, let links): Block(kind: "paragraph", text: text, links: links)
    case .listItem(let ordinal, let text, let links):
      Block(kind: "listItem", text: text, ordinal: ordinal, links: links)
    case .quote(let text, let links): Block(kind: "quote", text: text, links: links)
    case .preformatted(let text): Block(kind: "preformatted", text: text)
    case .image(let url, let caption): Block(kind: "image", url: url, caption: caption)
    }
  }
}
