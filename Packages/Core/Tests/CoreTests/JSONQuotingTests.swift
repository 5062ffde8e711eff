import Core
import Foundation
import TestExpectations
import Testing

/// `JSONQuoting` writes a string as `JSONEncoder` does, with and without `.withoutEscapingSlashes`: the hand-written
/// documents that use it must be the encoder's bytes.
struct JSONQuotingTests {
  static let texts =
    (0...0x7F).map { String(Character(Unicode.Scalar(UInt8($0)))) }
    + ["é", "€", "😀", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{80}", "\u{9F}", "a\u{301}", "ＩＤ", "", "a/b\\c\"d"]

  @Test(arguments: [true, false])
  func everyASCIICharacterAndSomeBeyond_quoteAsTheEncoder(escapingSlashes: Bool) throws {
    let encoder = JSONEncoder()
    if !escapingSlashes { encoder.outputFormatting = [.withoutEscapingSlashes] }
    var mismatches: [String] = []
    for text in Self.texts {
      let expected = String(decoding: try encoder.encode(text), as: UTF8.self)
      if JSONQuoting.quoted(text, escapingSlashes: escapingSlashes) != expected {
        mismatches.append(text.debugDescription)
      }
      var bytes: [UInt8] = Array("x".utf8)
      JSONQuoting.append(text, escapingSlashes: escapingSlashes, to: &bytes)
      if bytes != Array(("x" + expected).utf8) { mismatches.append("appended: \(text.debugDescription)") }
    }
    expectEmpty(mismatches, "\(mismatches.prefix(10))")
  }
}
