import Foundation

/// The text of an embedded article's page: what `mosaic news read ID` shows offline, as an article's web page
/// would give it — a few paragraphs (the first carries NewsAPI's content snippet whole), a heading, a quote,
/// and links to the source's site, numbered from 1 in reading order.
///
/// ```swift
/// let article = EmbeddedNewsCatalog.reader.topHeadlines(category: .business, sources: [], country: nil, query: nil)[0]
/// let text = EmbeddedNewsCatalog.reader.text(of: article.url)
/// text?.blocks.first?.text   // starts with the article's `content` before its "… [+N chars]"
/// ```
public struct EmbeddedArticleText: Sendable, Hashable {
  /// One block of the text in reading order; `links` are the numbers of the ``Link``s its words carry.
  public struct Block: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
      case heading, paragraph, quote
    }

    public let kind: Kind
    public let text: String
    public let links: [Int]

    public init(_ kind: Kind, _ text: String, links: [Int] = []) {
      self.kind = kind
      self.text = text
      self.links = links
    }
  }

  /// A link of the text: its number, its words (which occur in a block) and where it leads.
  public struct Link: Sendable, Hashable {
    public let number: Int
    public let text: String
    public let url: URL

    public init(number: Int, text: String, url: URL) {
      self.number = number
      self.text = text
      self.url = url
    }
  }

  public let blocks: [Block]
  public let links: [Link]

  public init(blocks: [Block], links: [Link]) {
    self.blocks = blocks
    self.links = links
  }
}
