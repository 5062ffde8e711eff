import CoreTestSupport
import Testing

@testable import SafeText

/// Text of one-column scalars (``DisplayWidth/isSimple(_:)``) is measured and cut by counting scalars instead of
/// characters; that must be what the character-by-character rule gives, alone and next to any text.
@Suite struct DisplayWidthShortcutTests {
  private static let simpleValues: [UInt32] =
    Array(0x20..<0x7F) + (0xA0..<0x300).filter { $0 != 0xAD } + Array(0x2010...0x2027)

  /// Every scalar the shortcut takes is one column and a character of its own, before and after a letter, a dash, a
  /// space, the next such scalar and four seeded others (every other such scalar with `MOSAIC_EXHAUSTIVE=1`).
  @Test func everySimpleScalar_isOneColumnAndItsOwnCharacter() throws {
    var mismatches: [String] = []
    let scalars = try Self.simpleValues.map { try #require(Unicode.Scalar($0)) }
    var generator = SeededTestGenerator(seed: 0x51)
    for (index, scalar) in scalars.enumerated() {
      #expect(DisplayWidth.isSimple(scalar.value))
      if DisplayWidth.of(Character(scalar)) != 1 { mismatches.append("width of \(scalar.value)") }
      var others: [Unicode.Scalar] = ["a", "-", " ", scalar, scalars[(index + 1) % scalars.count]]
      for _ in 0..<4 { others.append(scalars[Int(generator.next() % UInt64(scalars.count))]) }
      for other in TestDepth.isExhaustive ? scalars : others {
        for pair in [[scalar, other], [other, scalar]] {
          var view = String.UnicodeScalarView()
          view.append(contentsOf: pair)
          if String(view).count != 2 { mismatches.append("\(pair[0].value) \(pair[1].value)") }
        }
      }
    }
    // Around the shortcut's ranges, what it leaves to the character rule.
    for value: UInt32 in [0x1F, 0x7F, 0x9F, 0xAD, 0x300, 0x200F, 0x2028] {
      #expect(!DisplayWidth.isSimple(value), "\(value)")
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  /// Texts of simple scalars, some with a scalar that is not (a combining mark, a wide character, an emoji, a
  /// joiner, a soft hyphen, a control): each of those alone, first, last, doubled and inside, then 400 random texts
  /// (30,000 with `MOSAIC_EXHAUSTIVE=1`). The shortcut's width and cut equal the character rule's.
  @Test func randomTexts_measureAndCutAsTheCharacterRule() throws {
    let others: [Unicode.Scalar] = [
      "\u{301}", "\u{AD}", "\u{200D}", "\u{FE0F}", "日", "😀", "\u{1F3FD}", "\u{1B}", "\u{85}", "\u{300}", "\u{2028}",
      "\u{1100}", "\u{1F1E6}", "\u{E01EF}", "\u{20E3}", "\u{2713}",
    ]
    var texts = [""] + others.flatMap { ["\($0)", "a\($0)", "\($0)a", "a\($0)\($0)b", "…\($0)·"] }
    var generator = SeededTestGenerator(seed: 0xC01)
    let rounds = TestDepth.rounds(400, exhaustive: 30_000)
    for _ in 0..<rounds {
      var view = String.UnicodeScalarView()
      for _ in 0..<Int(generator.next() % 30) {
        let value = Self.simpleValues[Int(generator.next() % UInt64(Self.simpleValues.count))]
        view.append(try #require(Unicode.Scalar(value)))
      }
      if generator.next() % 3 == 0 {
        let position = view.index(view.startIndex, offsetBy: Int(generator.next() % UInt64(view.count + 1)))
        view.insert(others[Int(generator.next() % UInt64(others.count))], at: position)
      }
      texts.append(String(view))
    }
    var mismatches: [String] = []
    var shortcuts = 0
    for text in texts {
      if DisplayWidth.simpleColumns(text) != nil { shortcuts += 1 }
      let width = DisplayWidth.characterColumns(text)
      if DisplayWidth.of(text) != width || DisplayWidth.of(text[...]) != width {
        mismatches.append(text.debugDescription)
      }
      for limit in [0, 1, 2, 5, 13, 29] {
        if TerminalText.columns(of: text, upTo: limit) != TerminalText.characterColumns(of: text, upTo: limit) {
          mismatches.append("\(text.debugDescription) at \(limit)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    // Two in three random texts are simple: the shortcut ran on most.
    #expect(shortcuts > rounds / 2)
  }

  /// An excerpt collapses the whitespace of printable ASCII over its bytes: the same as splitting by characters,
  /// over hand-picked texts and 1,000 random ones (40,000 with `MOSAIC_EXHAUSTIVE=1`) of spaces, letters and (so the
  /// general path runs too) other whitespace.
  @Test func excerptWhitespace_collapsesAsTheCharacterSplit() {
    let alphabet: [Character] = [" ", " ", " ", "a", "B", "7", ".", "~", "\u{A0}", "\u{3000}", "é", "\u{2028}"]
    var texts = ["", " ", "   ", "a", " a ", "a  b", "\u{A0}", "a\u{3000}b", " \u{2028} ", "é  ~", "\t a\n"]
    var generator = SeededTestGenerator(seed: 0xE2C)
    for round in 0..<TestDepth.rounds(1_000, exhaustive: 40_000) {
      // Every other text printable ASCII only: the byte path.
      let letters = round % 2 == 0 ? 8 : alphabet.count
      let length = Int(generator.next() % 20)
      texts.append(String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(letters))] }))
    }
    let mismatches = texts.filter {
      TerminalText.collapsingWhitespace($0) != TerminalText.characterCollapsingWhitespace($0)
    }.map(\.debugDescription)
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    #expect(TerminalText.excerpt("  a   b  ", limit: 10) == "a b")
  }

  @Test func newsLines_fitAsBefore() {
    let line = "Reuters · Jane Doe · 2026-11-27 10:00 — A long description of what happened… “quoted”"
    #expect(TerminalText.fit(line, width: 30) == "Reuters · Jane Doe · 2026-11-…")
    #expect(DisplayWidth.of(line) == line.count)
  }
}
