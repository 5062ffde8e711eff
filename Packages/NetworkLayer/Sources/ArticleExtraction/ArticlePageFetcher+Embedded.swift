import EmbeddedCatalog
import Foundation
import Models
import SafeText

extension ArticlePageFetcher {
  /// Reads the embedded catalog's articles from the catalog's own text — their addresses are made up, so no
  /// page exists to fetch — and hands every other address to `otherwise` (the live fetcher in `mosaic`).
  /// Exact addresses only: a real article never matches a catalog one.
  ///
  /// ```swift
  /// let reader = ArticlePageFetcher.embedded(otherwise: .live())      // offline articles, and the web's
  /// let article = try await reader.fetch(EmbeddedNewsCatalog.reader.entries[0].article.url)
  /// ```
  public static func embedded(
    _ catalog: EmbeddedNewsCatalog = .reader, otherwise: ArticlePageFetcher = .unimplemented
  ) -> ArticlePageFetcher {
    ArticlePageFetcher { url in
      guard let text = catalog.text(of: url) else { return try await otherwise.fetch(url) }
      return ExtractedArticle(text)
    }
  }
}

extension ExtractedArticle {
  /// An embedded article's text as the extractor would give it: blocks and links, every string clean. The
  /// article's own title, author, date and picture come from the catalog's listing, not from here.
  init(_ text: EmbeddedArticleText) {
    let blocks = text.blocks.map { block -> ArticleBlock in
      let words = TerminalText.line(block.text)
      return switch block.kind {
      case .heading: .heading(level: 2, text: words, links: block.links)
      case .paragraph: .paragraph(text: words, links: block.links)
      case .quote: .quote(text: words, links: block.links)
      }
    }
    let links = text.links.map { ArticleLink(number: $0.number, text: TerminalText.line($0.text), url: $0.url) }
    self.init(blocks: blocks, links: links)
  }
}
