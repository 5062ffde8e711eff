import Foundation

/// Turns an article's web page into its text: a pure function of the page's bytes, its HTTP Content-Type
/// and its URL. libxml2's HTML parser reads the page (its character set found first); scripts, furniture
/// and hidden parts go; the article's container is found both by the markup sites use for it and by
/// Readability-style scoring, the better-fitting one kept; the writer leaves share bars, related links, ads
/// and comments out. Every input is bounded by ``ExtractionLimits``.
///
/// ```swift
/// let article = try ArticleExtractor().extract(bytes, contentType: "text/html; charset=utf-8", pageURL: url)
/// print(article.title ?? "", article.plainText)
/// ```
public struct ArticleExtractor: Sendable {
  public var limits: ExtractionLimits

  public init(limits: ExtractionLimits = ExtractionLimits()) {
    self.limits = limits
  }

  /// The article of the page `bytes`, or an ``ExtractionError``: `.empty`, `.notHTML` (a Content-Type that is
  /// not HTML, or binary bytes), `.tooLarge`, `.unparsable` or `.noArticleFound`.
  public func extract(_ bytes: [UInt8], contentType: String?, pageURL: URL?) throws(ExtractionError) -> ExtractedArticle
  {
    try ContentSniffer.check(bytes, contentType: contentType, limits: limits, url: pageURL)
    let decoded = PageCharset.decode(bytes, contentType: contentType, supports: LibXML2.supportsEncoding)
    guard var document = HTMLDocument.parse(decoded.bytes, encoding: decoded.encoding, limits: limits) else {
      throw ExtractionError(.unparsable, url: pageURL)
    }
    let metadata = PageMetadata(document)
    let baseURL = Self.base(of: document, pageURL: pageURL)
    var article = ExtractedArticle(
      title: metadata.title.map { TextCleaner.bounded($0, to: 500) },
      byline: metadata.byline.map { TextCleaner.bounded($0, to: 300) },
      published: metadata.published.map { TextCleaner.bounded($0, to: 100) },
      siteName: metadata.siteName.map { TextCleaner.bounded($0, to: 200) },
      leadImage: metadata.leadImage.flatMap { PageURL.resolve($0, against: baseURL) })
    let selection = ContentSelection(limits: limits, baseURL: baseURL, metadata: metadata)
    guard let written = selection.best(from: &document), !written.blocks.isEmpty else {
      throw ExtractionError(.noArticleFound, url: pageURL)
    }
    article.blocks = written.blocks
    article.links = written.links
    if article.leadImage == nil,
      let image = written.blocks.first(where: { if case .image = $0 { true } else { false } }),
      case .image(let url, _) = image
    {
      article.leadImage = url
    }
    return article
  }

  /// The `<base href>` when the page has one, else the page's URL.
  private static func base(of document: HTMLDocument, pageURL: URL?) -> URL? {
    for index in document.elements(under: document.root, named: ["base"]) {
      if let href = document.attribute("href", of: index), let url = PageURL.resolve(href, against: pageURL) {
        return url
      }
    }
    return pageURL
  }
}
