import ArticleExtraction
import Foundation
import Testing

/// Character sets: every way a page says what it is in, and a page that says it wrongly.
@Suite struct PageCharsetTests {
  let extractor = ArticleExtractor()

  /// A page whose article has the words `Grüße, café, naïve, “quoted” — €5`, in `encoding`, the head holding
  /// `meta`.
  func page(meta: String = "") -> String {
    let paragraph = Fixtures.paragraph(1)
    return """
      <html><head>\(meta)<title>Test</title></head><body><article><p>\(paragraph)</p>
      <p>Grüße aus dem Café, naïve “quoted” words — €5 for everyone who reads this far into the story.</p>
      <p>\(Fixtures.paragraph(2))</p></article></body></html>
      """
  }

  func text(_ bytes: [UInt8], contentType: String?) throws -> String {
    try extractor.extract(bytes, contentType: contentType, pageURL: Fixtures.pageURL).plainText
  }

  static let expected = "Grüße aus dem Café, naïve “quoted” words — €5"

  @Test func utf8_byDefault() throws {
    #expect(try text(Fixtures.bytes(page()), contentType: "text/html").contains(Self.expected))
  }

  @Test func utf8ByteOrderMark_winsOverALyingHeader() throws {
    let bytes = [0xEF, 0xBB, 0xBF] + Fixtures.bytes(page())
    #expect(try text(bytes, contentType: "text/html; charset=iso-8859-1").contains(Self.expected))
  }

  @Test func utf16LittleEndian_withItsByteOrderMark() throws {
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in page().utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    #expect(try text(bytes, contentType: "text/html").contains(Self.expected))
  }

  @Test func windows1252_fromTheHTTPHeader() throws {
    let bytes = try #require(page().data(using: .windowsCP1252))
    #expect(try text([UInt8](bytes), contentType: "text/html; charset=ISO-8859-1").contains(Self.expected))
  }

  @Test func windows1252_fromMetaCharset() throws {
    let bytes = try #require(page(meta: "<meta charset=\"windows-1252\">").data(using: .windowsCP1252))
    #expect(try text([UInt8](bytes), contentType: "text/html").contains(Self.expected))
  }

  @Test func windows1252_fromMetaHTTPEquiv() throws {
    let meta = "<meta http-equiv=\"Content-Type\" content=\"text/html; charset=iso-8859-1\">"
    let bytes = try #require(page(meta: meta).data(using: .windowsCP1252))
    #expect(try text([UInt8](bytes), contentType: nil).contains(Self.expected))
  }

  @Test func wrongCharset_utf8ClaimedButWindows1252Sent_readsAsWindows1252() throws {
    let bytes = try #require(page(meta: "<meta charset=\"utf-8\">").data(using: .windowsCP1252))
    #expect(try text([UInt8](bytes), contentType: "text/html; charset=utf-8").contains(Self.expected))
  }

  @Test func wrongCharset_latin1ClaimedButUTF8Sent_isStillText() throws {
    // Read as Windows-1252, as a browser would: mojibake, but clean text and never a crash.
    let result = try text(Fixtures.bytes(page()), contentType: "text/html; charset=iso-8859-1")
    #expect(result.contains("GrÃ¼ÃŸe"))
  }

  @Test func otherCharsets_throughLibXML2() throws {
    let html = """
      <html><head><meta charset="iso-8859-2"></head><body><article><p>\(Fixtures.paragraph(1))</p>
      <p>Grüße aus Łódź, wo das Café am Markt die längste Schlange der ganzen Stadt hat, jeden Morgen.</p>
      </article></body></html>
      """
    let bytes = try #require(html.data(using: .isoLatin2))
    #expect(try text([UInt8](bytes), contentType: "text/html").contains("Grüße aus Łódź, wo das Café"))
  }

  @Test func unknownCharset_fallsBackToUTF8() throws {
    let result = try text(Fixtures.bytes(page(meta: "<meta charset=\"x-no-such-charset\">")), contentType: nil)
    #expect(result.contains(Self.expected))
  }
}
