import Testing

@testable import SafeText

@Suite struct DisplayWidthTests {
  struct WidthCase: Sendable, CustomTestStringConvertible {
    let text: String
    let width: Int
    var testDescription: String { "\(text.unicodeScalars.map { String($0.value, radix: 16) })" }
  }

  @Test(arguments: [
    WidthCase(text: "Mosaic", width: 6), WidthCase(text: "日本", width: 4), WidthCase(text: "e\u{301}", width: 1),
    WidthCase(text: "Ünïcödé", width: 7), WidthCase(text: "♥♡", width: 2), WidthCase(text: "😀", width: 2),
    WidthCase(text: "👩‍💻", width: 2), WidthCase(text: "한국어", width: 6), WidthCase(text: "ＡＢ", width: 4),
    WidthCase(text: "a\u{200B}b", width: 2), WidthCase(text: "", width: 0), WidthCase(text: "a\u{1B}b", width: 2),
    WidthCase(text: "❤️", width: 2), WidthCase(text: "👍🏽", width: 2),
  ])
  func displayWidth_countsColumns(_ sample: WidthCase) {
    #expect(DisplayWidth.of(sample.text) == sample.width)
    // The same text through the generic version (a substring) and the `String` one measures the same.
    #expect(DisplayWidth.of(sample.text[...]) == sample.width)
  }

  /// The shortcut for box drawing and block elements gives what the general rule gives, scalar by scalar, and a
  /// variation selector after one still makes it an emoji.
  @Test func boxDrawingAndBlocks_measureAsTheGeneralRuleDoes() throws {
    for value in UInt32(0x2500)...0x25FF {
      let scalar = try #require(Unicode.Scalar(value))
      let general = DisplayWidth.isZeroWidth(scalar) ? 0 : DisplayWidth.isWide(scalar) ? 2 : 1
      #expect(DisplayWidth.of(Character(scalar)) == general, "U+\(String(value, radix: 16))")
    }
    #expect(DisplayWidth.of("\u{25AA}\u{FE0F}") == 2)
  }
}
