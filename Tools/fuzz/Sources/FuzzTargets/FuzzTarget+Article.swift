import ArticleExtraction
import Foundation
import SafeText

extension FuzzTarget {
  /// An article's page from a hostile server: whatever the bytes and the claimed charset, extraction returns an
  /// article or a typed error, every string it returns holds no control character, every link is http(s), and the
  /// output stays within its limits. The first byte picks the Content-Type the server claims; the rest is the page.
  public static let article = FuzzTarget(name: "fuzz-article") { (bytes) throws(FuzzFinding) in
    guard let first = bytes.first else { return }
    let contentTypes: [String?] = [
      nil, "text/html", "text/html; charset=utf-8", "text/html; charset=iso-8859-1", "text/html; charset=shift_jis",
      "text/html; charset=utf-16", "application/xhtml+xml", "text/html; charset=\u{1B}[2J", "image/png",
    ]
    let contentType = contentTypes[Int(first) % contentTypes.count]
    let page = Array(bytes.dropFirst())
    let limits = ExtractionLimits(maximumNodes: 20_000, maximumBlocks: 200, maximumBlockCharacters: 2_000)
    let url = URL(string: "https://example.com/news/a.html")
    guard let article = try? ArticleExtractor(limits: limits).extract(page, contentType: contentType, pageURL: url)
    else { return }
    let strings =
      [article.title, article.byline, article.published, article.siteName].compactMap { $0 }
      + article.blocks.map(\.text) + article.links.map(\.text)
    for string in strings {
      for scalar in string.unicodeScalars where TerminalText.isControl(scalar) {
        // Preformatted blocks keep their line breaks and nothing else.
        if scalar == "\n" && article.blocks.contains(.preformatted(text: string)) { continue }
        throw FuzzFinding("a control character survived extraction")
      }
    }
    for link in article.links where !["http", "https"].contains(link.url.scheme ?? "") {
      throw FuzzFinding("a link that is not http(s) survived extraction: '\(link.url)'")
    }
    if article.blocks.count > limits.maximumBlocks { throw FuzzFinding("more blocks than the limit") }
  }
}
