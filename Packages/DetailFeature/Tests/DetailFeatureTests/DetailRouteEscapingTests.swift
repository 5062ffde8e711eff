import Foundation
import TestExpectations
import Testing

@testable import DetailFeature

/// The routes escape their segment in Swift instead of through Foundation's `NSString`; it must give exactly what
/// `addingPercentEncoding(withAllowedCharacters:)` gives with RFC 3986's unreserved characters allowed.
@Suite struct DetailRouteEscapingTests {
  private let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  /// Every scalar of Unicode alone and between two letters.
  @Test func everyScalarOfUnicode_escapesAsFoundation() {
    var mismatches: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let s = String(scalar)
      for text in [s, "a" + s + "b"]
      where DetailRoutes.escaped(text) != text.addingPercentEncoding(withAllowedCharacters: unreserved) {
        mismatches.append(value)
      }
    }
    expectTrue(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0, radix: 16) })")
  }

  @Test(arguments: ["", "q5Aq-4pHXK9", "jane_doe", "a b/c?d#e%f", "Zoë", "名前", "👍🏽", "e\u{301}", "~.-_"])
  func segments_escapeAsFoundation(text: String) {
    #expect(DetailRoutes.escaped(text) == text.addingPercentEncoding(withAllowedCharacters: unreserved))
  }

  @Test func routes_carryTheEscapedSegment() {
    #expect(DetailRoutes.photo("a b") == "mosaic://photo/a%20b")
    #expect(DetailRoutes.photographer("jane_doe") == "mosaic://user/jane_doe")
  }
}
