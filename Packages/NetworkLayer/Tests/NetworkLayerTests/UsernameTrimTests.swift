import Foundation
import Testing

@testable import NetworkLayer

/// ``PhotoClient/username(_:)`` trims with Models' `WhitespaceTrim` (held to Foundation's trim by its own tests),
/// then checks what is left, so a username is accepted or refused as before.
@Suite struct UsernameTrimTests {
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
