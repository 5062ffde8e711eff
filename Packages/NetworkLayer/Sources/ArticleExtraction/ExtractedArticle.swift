import Foundation

/// What ``ArticleExtractor`` found on an article's page: its title, byline, date, lead picture, the text as
/// ordered blocks, and the links of that text with absolute http(s) URLs. Every string is clean: no control
/// characters, no escape sequences, whitespace collapsed, each bounded in length.
///
/// ```swift
/// let article = try ArticleExtractor().extract(html, contentType: "text/html", pageURL: url)
/// article.title        // "Markets rally as rates hold"
/// article.plainText    // the blocks' text, one blank line between blocks
/// article.links.first  // ArticleLink(number: 1, text: "the report", url: https://example.com/report)
/// ```
public struct ExtractedArticle: Sendable, Hashable {
  /// The headline: the page's `og:title`, its structured data's headline, its `<h1>` or its `<title>`.
  public var title: String?
  /// Who wrote it, as the page names them.
  public var byline: String?
  /// When it was published, as the page writes it (often ISO 8601).
  public var published: String?
  /// The site's own name (`og:site_name`).
  public var siteName: String?
  /// The page's lead picture, an absolute http(s) URL.
  public var leadImage: URL?
  /// The article's text in reading order.
  public var blocks: [ArticleBlock]
  /// The links inside ``blocks``, numbered from 1 in reading order, each URL once.
  public var links: [ArticleLink]

  public init(
    title: String? = nil, byline: String? = nil, published: String? = nil, siteName: String? = nil,
    leadImage: URL? = nil, blocks: [ArticleBlock] = [], links: [ArticleLink] = []
  ) {
    self.title = title
    self.byline = byline
    self.published = published
    self.siteName = siteName
    self.leadImage = leadImage
    self.blocks = blocks
    self.links = links
  }

  /// The text of every block but pictures, one blank line between blocks.
  public var plainText: String {
    blocks.compactMap { block in block.text.isEmpty ? nil : block.text }.joined(separator: "\n\n")
  }
}

/// One link of an article's text: its number in reading order, its words and where it leads.
public struct ArticleLink: Sendable, Hashable {
  public var number: Int
  public var text: String
  public var url: URL

  public init(number: Int, text: String, url: URL) {
    self.number = number
    self.text = text
    self.url = url
  }
}
