import ArticleExtraction
import Foundation
import FuzzSupport
import SafeText

/// An article's page from a hostile server: whatever the bytes and the claimed charset, extraction returns
/// an article or a typed error, every string it returns holds no control character, every link is http(s),
/// and the output stays within its limits.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArticle(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  guard count > 0 else { return 0 }
  // The first byte picks the Content-Type the server claims; the rest is the page.
  let contentTypes: [String?] = [
    nil, "text/html", "text/html; charset=utf-8", "text/html; charset=iso-8859-1", "text/html; charset=shift_jis",
    "text/html; charset=utf-16", "application/xhtml+xml", "text/html; charset=\u{1B}[2J", "image/png",
  ]
  let contentType = contentTypes[Int(start.pointee) % contentTypes.count]
  let bytes = Array(UnsafeBufferPointer(start: start + 1, count: count - 1))
  let limits = ExtractionLimits(maximumNodes: 20_000, maximumBlocks: 200, maximumBlockCharacters: 2_000)
  let page = URL(string: "https://example.com/news/a.html")
  guard let article = try? ArticleExtractor(limits: limits).extract(bytes, contentType: contentType, pageURL: page)
  else { return 0 }
  let strings =
    [article.title, article.byline, article.published, article.siteName].compactMap { $0 }
    + article.blocks.map(\.text) + article.links.map(\.text)
  for string in strings {
    for scalar in string.unicodeScalars where TerminalText.isControl(scalar) {
      // Preformatted blocks keep their line breaks and nothing else.
      if scalar == "\n" && article.blocks.contains(.preformatted(text: string)) { continue }
      fatalError("a control character survived extraction")
    }
  }
  for link in article.links where !["http", "https"].contains(link.url.scheme ?? "") {
    fatalError("a link that is not http(s) survived extraction")
  }
  if article.blocks.count > limits.maximumBlocks { fatalError("more blocks than the limit") }
  return 0
}

@_cdecl("fuzz_article_main")
func start(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc, argv, fuzzArticle)
}
