import CoreTestSupport
import Testing

@testable import SafeText

/// Text of one-column scalars (``DisplayWidth/isSimple(_:)``) is measured and cut by counting scalars instead of
/// characters; that must be what the character-by-character rule gives, alone and next to any text.
@Suite struct DisplayWidthShortcutTests {
  private static let simpleValues: [UInt32] =
    Array(0x20..<0x7F) + (0xA0..<0x300).filter { $0 != 0xAD } + Array(0x2010...0x2027)

  /// Every scalar the shortcut takes is one column and a character of its own, before and after any other such
  /// scalar and next to a letter, a dash and a space.
  @Test func everySimpleScalar_isOneColumnAndItsOwnCharacter() throws {
    var mismatches: [String] = []
    let scalars = try Self.simpleValues.map { try #require(Unicode.Scalar($0)) }
    for scalar in scalars {
      #expect(DisplayWidth.isSimple(scalar.value))
      if DisplayWidth.of(Character(scalar)) != 1 { mismatches.append("width of \(scalar.value)") }
      for other in scalars where other.value % 7 == 0 || other.value < 0x80 || scalar.value % 11 == 0 {
        var pair = String.UnicodeScalarView()
        pair.append(contentsOf: [scalar, other])
        if String(pair).count != 2 { mismatches.append("\(scalar.value) \(other.value)") }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  /// Random texts of simple scalars, some with one scalar that is not (a combining mark, a wide character, an
  /// emoji, a joiner, a soft hyphen, a control): the shortcut's width and cut equal the character rule's.
  @Test func randomTexts_measureAndCutAsTheCharacterRule() throws {
    let others: [Unicode.Scalar] = [
      "\u{301}", "\u{AD}", "\u{200D}", "\u{FE0F}", "日", "😀", "\u{1F3FD}", "\u{1B}", "\u{85}", "\u{300}", "\u{2028}",
      "\u{1100}", "\u{1F1E6}", "\u{E01EF}", "\u{20E3}", "\u{2713}",
    ]
    var generator = SeededTestGenerator(seed: 0xC01)
    var mismatches: [String] = []
    var shortcuts = 0
    for _ in 0..<3_000 {
      var view = String.UnicodeScalarView()
      for _ in 0..<Int(generator.next() % 30) {
        let value = Self.simpleValues[Int(generator.next() % UInt64(Self.simpleValues.count))]
        view.append(try #require(Unicode.Scalar(value)))
      }
      if generator.next() % 3 == 0 {
        let position = view.index(view.startIndex, offsetBy: Int(generator.next() % UInt64(view.count + 1)))
        view.insert(others[Int(generator.next() % UInt64(others.count))], at: position)
      }
      let text = String(view)
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
    #expect(shortcuts > 1_500)
  }

  /// An excerpt collapses the whitespace of printable ASCII over its bytes: the same as splitting by characters,
  /// over random texts of spaces, letters and (so the general path runs too) other whitespace.
  @Test func excerptWhitespace_collapsesAsTheCharacterSplit() {
    let alphabet: [Character] = [" ", " ", " ", "a", "B", "7", ".", "~", "\u{A0}", "\u{3000}", "é", "\u{2028}"]
    var generator = SeededTestGenerator(seed: 0xE2C)
    var mismatches: [String] = []
    for round in 0..<4_000 {
      // Every other text printable ASCII only: the byte path.
      let letters = round % 2 == 0 ? 8 : alphabet.count
      let length = Int(generator.next() % 20)
      let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(letters))] })
      if TerminalText.collapsingWhitespace(text) != TerminalText.characterCollapsingWhitespace(text) {
        mismatches.append(text.debugDescription)
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    #expect(TerminalText.excerpt("  a   b  ", limit: 10) == "a b")
  }

  @Test func newsLines_fitAsBefore() {
    let line = "Reuters · Jane Doe · 2026-11-27 10:00 — A long description of what happened… “quoted”"
    #expect(TerminalText.fit(line, width: 30) == "Reuters · Jane Doe · 2026-11-…")
    #expect(DisplayWidth.of(line) == line.count)
  }
}
