import Foundation
import Testing

@testable import DetailFeature

/// The header trims the photographer's name in Swift instead of through Foundation's `NSString`; it must trim
/// exactly what `trimmingCharacters(in: .whitespaces)` trims.
@Suite struct HeaderNameTrimTests {
  /// Every scalar up to U+3100 (the Basic Latin to CJK spaces, every space separator but none past it) and the
  /// format and line characters around them, alone, at each end and inside a name.
  @Test func everyScalar_trimsAsFoundation() {
    let scalars =
      (0...0x3100).compactMap(Unicode.Scalar.init)
      + [0x2028, 0x2029, 0x202F, 0x205F, 0xFEFF, 0x1F600].compactMap(Unicode.Scalar.init)
    var mismatches: [String] = []
    for scalar in scalars {
      let s = String(scalar)
      for text in [s, s + "Ana" + s, "Ana" + s, s + "Ana", "A" + s + "na", s + s + "Ana Lee" + s + s] {
        let foundation = text.trimmingCharacters(in: .whitespaces)
        if HeaderSection.trimmingWhitespace(text) != foundation {
          mismatches.append(String(format: "U+%04X in %@", scalar.value, text.debugDescription))
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  /// Every scalar of Unicode at both ends of a name.
  @Test func everyScalarOfUnicode_aroundAName_trimsAsFoundation() {
    var mismatches: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(scalar) + "Ana" + String(scalar)
      if HeaderSection.trimmingWhitespace(text) != text.trimmingCharacters(in: .whitespaces) {
        mismatches.append(value)
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0, radix: 16) })")
  }

  @Test(arguments: [
    "", " ", "\t", "\n", " Ana ", "\u{00A0}Ana\u{3000}", " \u{0301}Ana", "Ana \u{0301}", "Ana\n", "\r\nAna",
    "\u{200B}Ana\u{200B}", "👍🏽 Ana 👍🏽", "\t \u{2003}Zoë Müller\u{2009} ", "名 前",
  ])
  func names_trimAsFoundation(text: String) {
    #expect(HeaderSection.trimmingWhitespace(text) == text.trimmingCharacters(in: .whitespaces))
  }
}
