import Foundation
import Testing

@testable import NetworkLayer

/// ``PhotoClient/username(_:)`` trims in Swift instead of through Foundation's `NSString`; it must trim exactly
/// what `trimmingCharacters(in: .whitespacesAndNewlines)` trims, so a username is accepted or refused as before.
@Suite struct UsernameTrimTests {
  /// Every scalar of Unicode alone and at both ends of a username.
  @Test func everyScalarOfUnicode_trimsAsFoundation() {
    var mismatches: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let s = String(scalar)
      for text in [s, s + "jane" + s]
      where PhotoClient.trimmingWhitespaceAndNewlines(text)
        != text.trimmingCharacters(in: .whitespacesAndNewlines)
      {
        mismatches.append(value)
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0, radix: 16) })")
  }

  /// Scalars up to U+3100 and the line and format characters past it, at one end, inside, and doubled.
  @Test func scalarsAtOneEndAndInside_trimAsFoundation() {
    let scalars =
      (0...0x3100).compactMap(Unicode.Scalar.init)
      + [0x2028, 0x2029, 0x202F, 0x205F, 0xFEFF, 0x1F600].compactMap(Unicode.Scalar.init)
    var mismatches: [String] = []
    for scalar in scalars {
      let s = String(scalar)
      for text in ["jane" + s, s + "jane", "ja" + s + "ne", s + s + "jane_doe" + s + s] {
        if PhotoClient.trimmingWhitespaceAndNewlines(text) != text.trimmingCharacters(in: .whitespacesAndNewlines) {
          mismatches.append("U+\(String(scalar.value, radix: 16)) in \(text.debugDescription)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  @Test(arguments: [
    "", " ", "\t", "\n", "\r\n", " jane_doe ", "\u{00A0}jane\u{3000}", " \u{0301}jane", "jane \u{0301}",
    "\u{2028}jane\u{2029}", "\u{85}jane\u{0B}", "\u{200B}jane\u{200B}", "👍🏽 jane 👍🏽", "名 前",
  ])
  func usernames_trimAsFoundation(text: String) {
    #expect(PhotoClient.trimmingWhitespaceAndNewlines(text) == text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// What the trim feeds: white space and line breaks of any script trimmed, anything else refused.
  @Test(
    arguments: [
      (" jane_doe ", "jane_doe"), ("\u{3000}jane.doe\n", "jane.doe"), ("\u{200B}a\u{2029}", "a"), ("../me", nil),
      (" . ", nil), ("\u{FEFF}jane", nil), ("ja ne", nil), ("\u{00A0}\u{85}", nil),
    ] as [(String, String?)])
  func username_trimsThenChecks(text: String, expected: String?) {
    #expect(PhotoClient.username(text) == expected)
  }
}
