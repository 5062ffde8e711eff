import Foundation
import Testing

@testable import Models

@Suite struct PhotoTrimTests {
  /// Every white-space and line-break scalar Foundation knows, and neighbours that are not.
  static let edges: [Unicode.Scalar] =
    (0...0x3000).compactMap(Unicode.Scalar.init).filter { scalar in
      CharacterSet.whitespacesAndNewlines.contains(scalar) || scalar.properties.isWhitespace
    } + ["a", "\u{200B}", "\u{FEFF}", "\u{180E}", "\u{0301}", "é", "\u{1F600}"]

  @Test func trimmed_matchesFoundationsWhitespaceAndNewlines_atEveryEdge() {
    for scalar in Self.edges {
      for text in [
        "\(scalar)", "\(scalar)text\(scalar)", " \(scalar) middle \(scalar) ", "\(scalar)\(scalar)x",
        "x\(scalar)\u{0301}",
        "\(scalar)\u{0301}x",
      ] {
        #expect(
          Photo.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines),
          "U+\(String(scalar.value, radix: 16)) in \(text.debugDescription)")
      }
    }
  }

  @Test func trimmed_keepsTextWithoutSpaceAsItIs() {
    for text in ["", "Mountains at dawn", "多摩川", "x\u{0301}"] {
      #expect(Photo.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }
}
