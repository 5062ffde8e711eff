import TestExpectations
import Testing

@testable import SecureFiles

/// A temporary file's name: hidden, beside its target's name, with 32 random hexadecimal digits, never the same
/// twice.
@Suite struct TemporaryNameTests {
  @Test func name_isHiddenBesideItsTarget_withThirtyTwoHexadecimalDigits() {
    let name = SecureFile.temporaryName(for: "listing.json")
    #expect(name.hasPrefix(".listing.json."))
    #expect(name.hasSuffix(".tmp"))
    let token = name.dropFirst(".listing.json.".count).dropLast(".tmp".count)
    #expect(token.count == 32)
    expectAll(token) { "0123456789ABCDEF".contains($0) }
  }

  @Test func names_areNeverTheSame() {
    let names = Set((0..<2000).map { _ in SecureFile.temporaryName(for: "feed.json") })
    #expect(names.count == 2000)
  }

  /// Every digit position takes more than one value over many names: the token is not a fixed or half-filled one.
  @Test func everyDigit_varies() {
    let tokens = (0..<200).map { _ in Array(SecureFile.temporaryName(for: "a").dropFirst(3).prefix(32)) }
    for position in 0..<32 {
      expectTrue(Set(tokens.map { $0[position] }).count > 1, "digit \(position) never changes")
    }
  }
}
