import CoreTestSupport
import Testing

@testable import SafeText

/// ``TerminalText/wrap(_:width:)`` splits text of one-column scalars and line feeds at bytes instead of characters;
/// the lines must be what the character split gives.
@Suite struct TerminalTextWrapShortcutTests {
  private static let simpleValues: [UInt32] =
    Array(0x20..<0x7F) + (0xA0..<0x300).filter { $0 != 0xAD } + Array(0x2010...0x2027)

  /// Scalars that are not simple: next to a space or a line feed some of them join it into one character (a
  /// combining mark after a space, a carriage return before a line feed), which a byte split would cut.
  private static let others: [Unicode.Scalar] = [
    "\u{301}", "\u{300}", "\u{AD}", "\u{200D}", "\u{FE0F}", "\r", "\t", "日", "😀", "\u{1F3FD}", "\u{1B}", "\u{85}",
    "\u{2028}", "\u{3000}", "\u{1100}", "\u{1F1E6}", "\u{20E3}",
  ]

  /// Every text wrapped both ways at seven widths.
  private static func mismatches(in texts: [String]) -> [String] {
    var found: [String] = []
    for text in texts {
      let paragraphs = TerminalText.paragraphs(text)
      for width in [0, 1, 2, 4, 7, 16, 40] {
        let reference = TerminalText.wrap(paragraphs: paragraphs, width: width, bytes: false)
        if TerminalText.wrap(text, width: width) != reference {
          found.append("\(text.debugDescription) at \(width)")
        }
        if TerminalText.wrap(text, width: width, maximumLines: 2) != Self.limited(reference, width: width) {
          found.append("\(text.debugDescription) at \(width), two lines")
        }
      }
    }
    return found
  }

  /// What `wrap(_:width:maximumLines: 2)` makes of the character split's lines.
  private static func limited(_ lines: [String], width: Int) -> [String] {
    guard lines.count > 2 else { return lines }
    return [lines[0], TerminalText.columns(of: lines[1], upTo: max(width, 1) - 1) + "…"]
  }

  @Test func handWrittenTexts_wrapAsTheCharacterSplit() {
    var texts = [
      "", " ", "\n", "\n\n", "a", "a b", "  a  b  ", "a\nb", "a\n\nb\n", "word", "a quiet lake at dawn",
      "Architect by day, photographer by night. Mostly fog, forests and early mornings. Say hello on my website.",
      "naïve café — “quoted” … ©", "a\u{2010}b\u{2027}c", String(repeating: "long", count: 30),
      "mid-line\nline feed \n space before", "Ünïcödé wörds ärë ønë çølümn",
    ]
    texts += Self.others.flatMap { other in
      [
        "\(other)", "a \(other)b", "a\(other) b", " \(other)", "\(other) ", "a\n\(other)b", "a\(other)\nb",
        "\(other)\n",
      ]
    }
    let found = Self.mismatches(in: texts)
    #expect(found.isEmpty, "\(found.prefix(10))")
  }

  /// 1,500 random texts of simple scalars weighted to spaces and line feeds, a third with other scalars put in
  /// (30,000 with `MOSAIC_EXHAUSTIVE=1`); the shortcut ran on most of them.
  @Test func randomTexts_wrapAsTheCharacterSplit() throws {
    var generator = SeededTestGenerator(seed: 0x3A9)
    let rounds = TestDepth.rounds(1_500, exhaustive: 30_000)
    var texts: [String] = []
    for _ in 0..<rounds {
      var view = String.UnicodeScalarView()
      for _ in 0..<Int(generator.next() % 60) {
        switch generator.next() % 8 {
        case 0, 1: view.append(" ")
        case 2: view.append("\n")
        default:
          let value = Self.simpleValues[Int(generator.next() % UInt64(Self.simpleValues.count))]
          view.append(try #require(Unicode.Scalar(value)))
        }
      }
      if generator.next() % 3 == 0 {
        for _ in 0...Int(generator.next() % 2) {
          let position = view.index(view.startIndex, offsetBy: Int(generator.next() % UInt64(view.count + 1)))
          view.insert(Self.others[Int(generator.next() % UInt64(Self.others.count))], at: position)
        }
      }
      texts.append(String(view))
    }
    let shortcuts = texts.filter { DisplayWidth.isSimpleOrLineFeed(TerminalText.paragraphs($0)) }.count
    let found = Self.mismatches(in: texts)
    #expect(found.isEmpty, "\(found.prefix(10))")
    #expect(shortcuts > rounds / 2)
  }

  /// The test for the shortcut: simple scalars and line feeds only.
  @Test func theShortcutsTest_takesSimpleScalarsAndLineFeedsOnly() {
    #expect(DisplayWidth.isSimpleOrLineFeed(""))
    #expect(DisplayWidth.isSimpleOrLineFeed("a b\nc — “d” é"))
    for other in Self.others {
      #expect(!DisplayWidth.isSimpleOrLineFeed("a\(other)b"), "\(other.value)")
    }
  }
}
