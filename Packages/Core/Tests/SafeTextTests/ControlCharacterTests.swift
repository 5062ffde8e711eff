import TestExpectations
import Testing

@testable import SafeText

/// The one table: every scalar of Unicode is checked against what the table says a terminal must not be given.
@Suite struct ControlCharacterTests {
  /// The specification the table implements, written out as plainly as possible.
  static func isControlBySpecification(_ value: UInt32) -> Bool {
    // Comparisons only: this runs for each of the 1.1 million scalars, where an array or a range built per call
    // took half of the test's time.
    let c0 = value < 0x20
    let deleteAndC1 = value >= 0x7F && value <= 0x9F
    let separators = value == 0x2028 || value == 0x2029
    let bidirectional =
      value == 0x061C || value == 0x200E || value == 0x200F || (value >= 0x202A && value <= 0x202E)
      || (value >= 0x2066 && value <= 0x2069)
    return c0 || deleteAndC1 || separators || bidirectional
  }

  @Test func everyScalar_isClassifiedAsTheSpecificationSays() {
    var mismatches: [UInt32] = []
    // Counted by hand: in a debug build a range's iterator costs a generic call per value, most of this test.
    var value: UInt32 = 0
    while value <= 0x10FFFF {
      defer { value += 1 }
      guard let scalar = Unicode.Scalar(value) else { continue }
      if TerminalText.isControl(scalar) != Self.isControlBySpecification(value) { mismatches.append(value) }
    }
    expectTrue(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0, radix: 16) })")
  }

  @Test func whatEachControlIs_toATerminal() {
    #expect(ControlCharacter("\n") == .lineBreak)
    #expect(ControlCharacter("\u{85}") == .lineBreak)
    #expect(ControlCharacter("\u{2029}") == .lineBreak)
    #expect(ControlCharacter("\r") == .carriageReturn)
    #expect(ControlCharacter("\t") == .tab)
    #expect(ControlCharacter("\u{1B}") == .escape)
    #expect(ControlCharacter("\u{9B}") == .controlSequenceIntroducer)
    #expect(ControlCharacter("\u{9D}") == .stringIntroducer)
    #expect(ControlCharacter("\u{202E}") == .bidirectional)
    #expect(TerminalText.isBidiControl("\u{2067}"))
    #expect(ControlCharacter("\u{7F}") == .other)
    #expect(ControlCharacter("\u{0}") == .other)
    #expect(ControlCharacter("a") == nil)
    #expect(ControlCharacter("\u{200B}") == nil, "a zero-width space is text that takes no column")
  }
}
