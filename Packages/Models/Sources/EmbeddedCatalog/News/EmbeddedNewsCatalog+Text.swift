import Foundation
import Models

extension EmbeddedNewsCatalog {
  /// The page text of the catalog's article at `url` (its blocks and links, in the source's language), or
  /// `nil` when no article of this catalog has that address. Builds that one article only.
  ///
  /// ```swift
  /// EmbeddedNewsCatalog.reader.text(of: article.url)?.blocks.count   // 8
  /// ```
  public func text(of url: URL) -> EmbeddedArticleText? {
    let last = url.lastPathComponent
    guard let dash = last.lastIndex(of: "-"), let serial = Int(last[last.index(after: dash)...]),
      let index = NewsFactory.index(ofSerial: serial), index < shelf.count
    else { return nil }
    let (article, body) = shelf.written(index)
    guard article.url == url else { return nil }
    return ArticleTextWriter.text(of: article, body: body, serial: serial, source: shelf.source(index))
  }
}
