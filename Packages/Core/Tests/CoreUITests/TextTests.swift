import Testing

@testable import CoreUI

@Suite struct TextTests {
  struct WidthCase: Sendable, CustomTestStringConvertible {
    let text: String
    let width: Int
    var testDescription: String { "\(text.unicodeScalars.map { String($0.value, radix: 16) })" }
  }

  @Test(arguments: [
    WidthCase(text: "Mosaic", width: 6), WidthCase(text: "日本", width: 4), WidthCase(text: "e\u{301}", width: 1),
    WidthCase(text: "Ünïcödé", width: 7), WidthCase(text: "♥♡", width: 2), WidthCase(text: "😀", width: 2),
    WidthCase(text: "👩‍💻", width: 2), WidthCase(text: "한국어", width: 6), WidthCase(text: "ＡＢ", width: 4),
    WidthCase(text: "a\u{200B}b", width: 2), WidthCase(text: "", width: 0),
  ])
  func displayWidth_countsColumns(_ sample: WidthCase) {
    #expect(DisplayWidth.of(sample.text) == sample.width)
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

  @Test func sanitize_removesControlsAndBidiOverrides_keepsText() {
    #expect(TerminalText.sanitize("Jane\u{1B}[2J Doe") == "Jane[2J Doe")
    #expect(TerminalText.sanitize("a\tb\nc\r\nd") == "a b c  d")
    #expect(TerminalText.sanitize("\u{9B}31mred\u{7F}") == "31mred")
    #expect(TerminalText.sanitize("left\u{202E}thgir") == "leftthgir")
    #expect(TerminalText.sanitize("Über 日本 😀") == "Über 日本 😀")
    #expect(TerminalText.sanitize(String(repeating: "x", count: 10_000)).count == TerminalText.maximumLength)
  }

  @Test func fit_cutsByColumns_withAnEllipsis() {
    #expect(TerminalText.fit("Wide 日本語 text", width: 8) == "Wide 日…")
    #expect(TerminalText.fit("short", width: 8) == "short")
    #expect(TerminalText.fit("日本語", width: 4) == "日…")
    #expect(TerminalText.fit("anything", width: 0) == "")
    #expect(TerminalText.pad("日本", width: 6) == "日本  ")
  }

  @Test func wrap_breaksAtSpaces_andSplitsLongWordsByColumns() {
    #expect(TerminalText.wrap("a quiet lake at dawn", width: 8) == ["a quiet", "lake at", "dawn"])
    #expect(TerminalText.wrap("日本語日本語", width: 4) == ["日本", "語日", "本語"])
    #expect(TerminalText.wrap("", width: 5) == [""])
    #expect(TerminalText.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
  }
}
