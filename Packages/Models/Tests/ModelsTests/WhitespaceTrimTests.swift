import Foundation
import Testing

@testable import Models

/// The one trim in Swift must trim exactly what Foundation's `trimmingCharacters(in:)` trims for both sets, so a
/// name, username or description reads as it did when Foundation trimmed it.
@Suite struct WhitespaceTrimTests {
  static let sets: [(WhitespaceTrim, CharacterSet)] = [
    (.spaces, .whitespaces), (.spacesAndNewlines, .whitespacesAndNewlines),
  ]

  @Test func contains_isFoundationsSet_forEveryScalarOfUnicode() {
    var mismatches: [String] = []
    for (trim, set) in Self.sets {
      for value in UInt32(0)...0x10FFFF {
        guard let scalar = Unicode.Scalar(value), trim.contains(scalar) != set.contains(scalar) else { continue }
        mismatches.append("\(trim) U+\(String(value, radix: 16))")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  /// Every scalar of Unicode at both ends of a word.
  @Test func everyScalarOfUnicode_aroundAWord_trimsAsFoundation() {
    var mismatches: [String] = []
    for (trim, set) in Self.sets {
      for value in UInt32(0)...0x10FFFF {
        guard let scalar = Unicode.Scalar(value) else { continue }
        let text = String(scalar) + "Ana" + String(scalar)
        if trim.trimming(text) != text.trimmingCharacters(in: set) {
          mismatches.append("\(trim) U+\(String(value, radix: 16))")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  /// Scalars up to U+3100 and the line and format characters past it: alone, at one end, inside and doubled, so
  /// the ASCII shortcut and the walk from each end are both held to Foundation.
  @Test func scalarsAloneAtOneEndAndInside_trimAsFoundation() {
    let scalars =
      (0...0x3100).compactMap(Unicode.Scalar.init)
      + [0x2028, 0x2029, 0x202F, 0x205F, 0xFEFF, 0x1F600].compactMap(Unicode.Scalar.init)
    var mismatches: [String] = []
    for (trim, set) in Self.sets {
      for scalar in scalars {
        let s = String(scalar)
        for text in [s, "Ana" + s, s + "Ana", "A" + s + "na", s + s + "Ana Lee" + s + s, "x" + s + "\u{0301}"]
        where trim.trimming(text) != text.trimmingCharacters(in: set) {
          mismatches.append("\(trim) U+\(String(scalar.value, radix: 16)) in \(text.debugDescription)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  @Test(arguments: [
    "", " ", "\t", "\n", "\r\n", " Ana ", "\u{00A0}Ana\u{3000}", " \u{0301}Ana", "Ana \u{0301}", "Ana\n", "\nAna",
    "\u{2028}jane\u{2029}", "\u{85}jane\u{0B}", "\u{200B}Ana\u{200B}", "👍🏽 Ana 👍🏽", "名 前", "Zoë ", "émile\u{2003}",
    "\t \u{2003}Zoë Müller\u{2009} ", "Mountains at dawn", "x\u{0301}",
  ])
  func names_trimAsFoundation(text: String) {
    for (trim, set) in Self.sets {
      #expect(trim.trimming(text) == text.trimmingCharacters(in: set), "\(trim)")
    }
  }
}
