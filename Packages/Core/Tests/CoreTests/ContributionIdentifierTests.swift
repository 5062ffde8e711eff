import Testing

@testable import Core

/// The byte test of ids answers what the test it replaced answered: each `Character` looked up in a `Set` of the
/// allowed ones (Swift compares characters by canonical equivalence, so this also covers characters that decompose
/// to an allowed one).
@Suite struct ContributionIdentifierTests {
  private static let withDot = Set("abcdefghijklmnopqrstuvwxyz0123456789.-")
  private static let withoutDot = Set("abcdefghijklmnopqrstuvwxyz0123456789-")

  private static func reference(_ id: String, allowingDot: Bool) -> Bool {
    let allowed = allowingDot ? withDot : withoutDot
    return !id.isEmpty && id.allSatisfy(allowed.contains)
  }

  /// Every Unicode scalar alone; those of the Basic Multilingual Plane also after an allowed letter and before a
  /// combining mark.
  @Test(arguments: [true, false])
  func everyScalar_isJudgedAsTheCharacterSetJudgesIt(allowingDot: Bool) {
    var mismatches: [String] = []
    var accepted = 0
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let alone = String(Character(scalar))
      for id in value <= 0xFFFF ? [alone, "a" + alone, alone + "\u{301}"] : [alone] {
        let valid = ContributionIdentifier.isValid(id, allowingDot: allowingDot)
        if valid != Self.reference(id, allowingDot: allowingDot) { mismatches.append(id) }
        if valid { accepted += 1 }
      }
    }
    #expect(mismatches.isEmpty)
    // The letters, the digits, '-' and, with dots, '.': alone and after "a".
    #expect(accepted == (allowingDot ? 38 : 37) * 2)
  }

  @Test func edgeTexts_areJudgedAsTheCharacterSetJudgesThem() {
    let texts = [
      "", "gallery", "photo-detail", "mosaic.news2", "Gallery", "my module", "photo_detail", "détail",
      "de\u{301}tail", "gallery/", "\r\n", "a\r\nb", "\u{212A}", "\u{FF41}", "a\u{0}", ".", "-", "..", "a.b-c",
      "\u{037E}", "ｇａｌｌｅｒｙ", "gallery\u{200B}", String(repeating: "z", count: 10_000),
    ]
    for text in texts {
      for allowingDot in [true, false] {
        #expect(
          ContributionIdentifier.isValid(text, allowingDot: allowingDot)
            == Self.reference(text, allowingDot: allowingDot), "\(text.debugDescription)")
      }
    }
  }
}
