import Testing

@testable import EmbeddedCatalog

@Suite struct SeededGeneratorTests {
  @Test func next_matchesTheSplitMix64ReferenceSequence() {
    // The published SplitMix64 outputs for seed 1234567.
    var random = SeededGenerator(seed: 1_234_567)

    let outputs = (0..<5).map { _ in random.next() }

    #expect(
      outputs == [
        6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
        4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
      ])
  }

  @Test func nextBelow_staysInRangeAndReachesEveryValue() {
    var random = SeededGenerator(seed: 7)

    let draws = (0..<2_000).map { _ in random.next(below: 7) }

    let allInRange = draws.allSatisfy { (0..<7).contains($0) }
    #expect(allInRange)
    #expect(Set(draws) == Set(0..<7))
    #expect(random.next(below: 1) == 0)
    #expect(random.next(below: 0) == 0)
  }

  @Test func nextIn_includesBothBounds() {
    var random = SeededGenerator(seed: 9)

    let draws = Set((0..<500).map { _ in random.next(in: -2...2) })

    #expect(draws == [-2, -1, 0, 1, 2])
  }

  @Test func shuffled_isAPermutation() {
    var random = SeededGenerator(seed: 3)
    let elements = Array(0..<50)

    let shuffled = random.shuffled(elements)

    #expect(shuffled.sorted() == elements)
    #expect(shuffled != elements)
  }

  @Test func identifier_usesTheUnsplashAlphabet() {
    var random = SeededGenerator(seed: 11)
    let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")

    let ids = (0..<200).map { _ in random.identifier() }

    let allLookLikeUnsplashIDs = ids.allSatisfy { $0.count == 11 && $0.allSatisfy(allowed.contains) }
    #expect(allLookLikeUnsplashIDs)
    #expect(Set(ids).count == ids.count)
  }

  @Test func sameSeed_givesTheSameSequence() {
    var first = SeededGenerator(seed: 42)
    var second = SeededGenerator(seed: 42)

    let firstDraws = (0..<20).map { _ in first.next() }
    let secondDraws = (0..<20).map { _ in second.next() }
    #expect(firstDraws == secondDraws)
  }
}
