import ArticleExtraction
import Foundation
import TestExpectations
import Testing

/// Pages made to hurt: escape codes, deep nesting, sheer size, binary bytes, nothing at all. Each gives
/// clean text or a typed error, never a crash or a hang.
@Suite struct HostileInputTests {
  let extractor = ArticleExtractor()

  func extract(_ bytes: [UInt8], contentType: String? = "text/html") throws(ExtractionError) -> ExtractedArticle {
    try extractor.extract(bytes, contentType: contentType, pageURL: Fixtures.pageURL)
  }

  func code(_ bytes: [UInt8], contentType: String? = "text/html") -> ExtractionError.Code? {
    do {
      _ = try extract(bytes, contentType: contentType)
      return nil
    } catch {
      return error.code
    }
  }

  @Test func escapeCodesAndControls_areStrippedFromEveryString() throws {
    let evil = "\u{1B}[2J\u{1B}]0;pwned\u{07}\u{9B}31m\u{202E}\u{0008}"
    let head = "<meta property=\"og:title\" content=\"Title\(evil)\"><meta name=\"author\" content=\"Ada\(evil)\">"
    let body =
      "<p>\(Fixtures.paragraph(1))\(evil)</p><p>Line&#27;[31mred&#x9b;1m and <a href=\"/x\">link\(evil)</a> "
      + "in a sentence that is long enough to be kept as part of the article text.</p>"
    let article = try extract(Fixtures.bytes(Fixtures.page(head: head, article: body)))
    let strings =
      [article.title, article.byline].compactMap { $0 } + article.blocks.map(\.text)
      + article.links.map(\.text)
    for string in strings {
      let controls = string.unicodeScalars.filter {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
      }
      #expect(controls.isEmpty, "'\(string)' keeps controls")
    }
    #expect(article.title?.hasPrefix("Title") == true)
  }

  @Test func deepNesting_isCutAtTheDepthLimit_neverOverflowsTheStack() throws {
    let depth = 100_000
    let html =
      String(repeating: "<div>", count: depth) + Fixtures.paragraph(1) + String(repeating: "</div>", count: depth)
    // Either the text (libxml2 keeps 256 levels itself) or a typed error; the point is no crash.
    _ = try? extract(Fixtures.bytes(html))
    let nested = String(repeating: "<span><b><i>", count: 30_000) + "x"
    _ = try? extract(Fixtures.bytes(nested))
  }

  /// libxml2 compares each attribute of a tag with every earlier one: 300,000 attributes would take it
  /// minutes. The extractor drops a tag's attributes past the thousandth before libxml2 sees them.
  @Test(.timeLimit(.minutes(1))) func aTagWithHundredsOfThousandsOfAttributes_doesNotHang() throws {
    let attributes = (0..<300_000).map { "a\($0)=1" }.joined(separator: " ")
    let html = "<html><body><div \(attributes)><article><p>\(Fixtures.paragraph(1))</p></article></div></body></html>"
    let article = try extract(Fixtures.bytes(html))
    #expect(article.plainText.contains("Paragraph 1 of the story"))
  }

  @Test func hugeInput_isRefusedUnread() {
    let limits = ExtractionLimits(maximumInputBytes: 1_000)
    let bytes = Fixtures.bytes(Fixtures.page(article: String(repeating: "<p>\(Fixtures.paragraph(1))</p>", count: 20)))
    #expect(throws: ExtractionError(.tooLarge, url: Fixtures.pageURL, limit: 1_000)) {
      try ArticleExtractor(limits: limits).extract(bytes, contentType: "text/html", pageURL: Fixtures.pageURL)
    }
  }

  @Test func manyNodes_stopAtTheNodeLimit() throws {
    let limits = ExtractionLimits(maximumNodes: 500)
    let html = "<article>" + String(repeating: "<p>\(Fixtures.paragraph(1))</p>", count: 2_000) + "</article>"
    let article = try ArticleExtractor(limits: limits).extract(
      Fixtures.bytes(html), contentType: "text/html", pageURL: Fixtures.pageURL)
    #expect(article.blocks.count < 500)
  }

  @Test func outputIsBounded() throws {
    let limits = ExtractionLimits(maximumBlocks: 10, maximumBlockCharacters: 100)
    let html = "<article>" + String(repeating: "<p>\(Fixtures.paragraph(1)) \(UUID())</p>", count: 50) + "</article>"
    let article = try ArticleExtractor(limits: limits).extract(
      Fixtures.bytes(html), contentType: "text/html", pageURL: Fixtures.pageURL)
    #expect(article.blocks.count <= 10)
    expectAll(article.blocks) { $0.text.count <= 100 }
  }

  @Test func binaryGarbage_isNotHTML() {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<10_000).map { _ in UInt8.random(in: 0...255, using: &generator) } + [0]
    #expect(code([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D] + bytes) == .notHTML)
  }

  @Test func emptyAndBlankPages_areEmpty() {
    #expect(code([]) == .empty)
    #expect(code(Fixtures.bytes(" \n\t  ")) == .empty)
  }

  @Test func otherContentTypes_areNotHTML() {
    #expect(code(Fixtures.bytes("<p>hi</p>"), contentType: "application/pdf") == .notHTML)
    #expect(code(Fixtures.bytes("<p>hi</p>"), contentType: "image/png; charset=binary") == .notHTML)
  }

  @Test func pagesWithoutAnArticle_sayNoArticleFound() {
    #expect(code(Fixtures.bytes("<html><body><nav><a href=/>Home</a></nav></body></html>")) == .noArticleFound)
    #expect(code(Fixtures.bytes("<html><head><script>var x = 1;</script></head></html>")) == .noArticleFound)
  }

  @Test func randomTagSoup_neverCrashes() {
    let pieces = [
      "<div>", "</div>", "<p>", "</p>", "<table><tr><td>", "</td></tr></table>", "<li>", "<ul>", "</ul>", "text, ",
      "<a href='//x'>", "</a>", "<br>", "&amp;", "&#0;", "&#x110000;", "<!--", "-->", "<script>", "</script>",
      "<![CDATA[", "]]>", "<pre>", "<h2>", "<blockquote>", "<img src=>", "\u{0}", "\u{1B}[2J",
    ]
    var generator = SplitMix(seed: 22)
    for _ in 0..<200 {
      let html = (0..<300).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
      _ = try? extract(Fixtures.bytes(html))
    }
  }
}

/// A small seeded generator, so a failing soup comes back the same.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
