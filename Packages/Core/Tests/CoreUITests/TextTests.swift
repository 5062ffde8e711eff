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
