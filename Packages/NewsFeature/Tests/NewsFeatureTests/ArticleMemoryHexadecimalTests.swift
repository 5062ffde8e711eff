import Testing

@testable import NewsFeature

/// The fingerprint's hash, written out by hand, reads as `String(_:radix: 16)` wrote it: what earlier runs saved
/// must still match.
@Suite struct ArticleMemoryHexadecimalTests {
  @Test(
    arguments: [
      0, 1, 9, 10, 15, 16, 255, 256, 0xABC, 0xcbf2_9ce4_8422_2325, 0x0100_0000_0000_0000, UInt64.max - 1, UInt64.max,
    ] as [UInt64])
  func hexadecimal_isTheStandardLibrarysRadixSixteen(value: UInt64) {
    #expect(ArticleMemory.hexadecimal(value) == String(value, radix: 16))
  }

  @Test func hexadecimal_ofManyValues_isTheStandardLibrarysRadixSixteen() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<1_000 {
      let value: UInt64 = generator.next() >> UInt64.random(in: 0..<64)
      #expect(ArticleMemory.hexadecimal(value) == String(value, radix: 16))
    }
  }
}
