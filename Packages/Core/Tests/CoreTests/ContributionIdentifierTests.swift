import CoreTestSupport
import TestExpectations
import Testing

@testable import Core

/// The byte test of ids answers what the test it replaced answered: each `Character` looked up in a `Set` of the
/// allowed ones (Swift compares characters by canonical equivalence, so this also covers characters that decompose
/// to an allowed one).
struct ContributionIdentifierTests {
  private static let withDot = Set("abcdefghijklmnopqrstuvwxyz0123456789.-")
  private static let withoutDot = Set("abcdefghijklmnopqrstuvwxyz0123456789-")

  private static func reference(_ id: String, allowingDot: Bool) -> Bool {
    let allowed = allowingDot ? withDot : withoutDot
    return !id.isEmpty && id.allSatisfy(allowed.contains)
  }

  /// The scalars above U+07FF that decompose canonically (U+1FEF, U+212A), case-map (U+1E96…, U+FB00…) or map by
  /// compatibility (fullwidth forms, circled, mathematical, super- and subscript letters and digits) to ASCII: found
  /// once over every scalar with the standard library's case mappings and Foundation's compatibility mapping. A
  /// check that normalised or folded case before its byte test would go wrong here.
  private static let mappedToASCII: [ClosedRange<UInt32>] = [
    0x1D2C...0x1DBB, 0x1E96...0x1E9A, 0x1FEF...0x1FEF, 0x2000...0x209C, 0x2102...0x2149, 0x2160...0x217F,
    0x2460...0x24EA, 0x2C7C...0x2C7D, 0x3000...0x3000, 0xA7F2...0xA7F4, 0xFB00...0xFB06, 0xFB29...0xFB29,
    0xFE10...0xFE6B, 0xFF01...0xFF5E, 0x107A5...0x107A5, 0x1D400...0x1D7FF, 0x1F12B...0x1F149, 0x1FBF0...0x1FBF9,
  ]

  /// The scalars where a byte test of ids can go wrong, about 9,500 of the 1.1 million: ASCII and every two-byte
  /// scalar (ß, ı, İ and ſ, which case-map to ASCII; the combining marks; U+037E, canonically ';'), the scalars above
  /// that map to ASCII, each lead byte of a three- and a four-byte scalar with each continuation byte in every place
  /// after it, the scalars whose low byte is ASCII at each end of those lengths (what a check that dropped a scalar's
  /// high bits would take for ASCII), and a seeded sample of 4,000 of the rest. Every scalar with
  /// `MOSAIC_EXHAUSTIVE=1` (`make test-exhaustive`).
  private static func scalarValues() -> [UInt32] {
    if TestDepth.isExhaustive { return Array(0...0x10FFFF) }
    var values = Set(UInt32(0)...0x7FF)
    for range in mappedToASCII { values.formUnion(range) }
    for continuation in UInt32(0)..<64 {
      for lead in UInt32(0)..<16 { values.insert(lead << 12 | continuation << 6 | continuation) }
      for lead in UInt32(0)..<5 {
        values.insert(lead << 18 | continuation << 12 | continuation << 6 | continuation)
      }
    }
    for base: UInt32 in [0x800, 0xFF00, 0x1_0000, 0x10_FF00] { values.formUnion((0..<0x80).map { base | $0 }) }
    var generator = SeededTestGenerator(seed: 0x1D)
    for _ in 0..<4_000 { values.insert(0x800 + UInt32(generator.next() % (0x11_0000 - 0x800))) }
    return values.sorted()
  }

  /// Every scalar where the answer can change (every scalar in the long run) alone; those of the Basic Multilingual
  /// Plane also after an allowed letter and before a combining mark.
  @Test(arguments: [true, false])
  func everyScalar_isJudgedAsTheCharacterSetJudgesIt(allowingDot: Bool) {
    var mismatches: [String] = []
    var accepted = 0
    for value in Self.scalarValues() {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let alone = String(Character(scalar))
      for id in value <= 0xFFFF ? [alone, "a" + alone, alone + "\u{301}"] : [alone] {
        let valid = ContributionIdentifier.isValid(id, allowingDot: allowingDot)
        if valid != Self.reference(id, allowingDot: allowingDot) { mismatches.append(id) }
        if valid { accepted += 1 }
      }
    }
    expectEmpty(mismatches, "\(mismatches.prefix(10).map(\.debugDescription))")
    // The letters, the digits, '-' and, with dots, '.': alone and after "a".
    expectEqual(accepted, (allowingDot ? 38 : 37) * 2)
  }

  @Test func edgeTexts_areJudgedAsTheCharacterSetJudgesThem() {
    let texts = [
      "", "gallery", "photo-detail", "mosaic.news2", "Gallery", "my module", "photo_detail", "détail",
      "de\u{301}tail", "gallery/", "\r\n", "a\r\nb", "\u{212A}", "\u{FF41}", "a\u{0}", ".", "-", "..", "a.b-c",
      "\u{037E}", "ｇａｌｌｅｒｙ", "gallery\u{200B}", String(repeating: "z", count: 10_000),
    ]
    for text in texts {
      for allowingDot in [true, false] {
        expectEqual(
          ContributionIdentifier.isValid(text, allowingDot: allowingDot),
          Self.reference(text, allowingDot: allowingDot), "\(text.debugDescription)")
      }
    }
  }
}
