import SafeText
import Testing

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
  }
}
