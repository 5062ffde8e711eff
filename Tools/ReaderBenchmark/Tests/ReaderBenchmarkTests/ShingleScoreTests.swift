import Testing

@testable import reader_benchmark

/// `make bench-reader` scores pages as the public benchmark's evaluation does; a score that drifts from it makes
/// the printed F1 incomparable with published figures.
@Suite struct ShingleScoreTests {
  @Test func tokens_areWordsAsPythonsWordClassFindsThem() {
    #expect(ShingleScore.tokens("Hello, wörld_1 42!") == ["Hello", "wörld_1", "42"])
    // A combining mark is not a word character: it splits the word, as `\w+` does.
    #expect(ShingleScore.tokens("cafe\u{301}s") == ["cafe", "s"])
    #expect(ShingleScore.tokens(" \n\t") == [])
  }

  @Test func shingles_areFourWordsCountedWithMultiplicity_andShortTextIsOneShingle() {
    #expect(ShingleScore.shingles("a b c d e") == [["a", "b", "c", "d"]: 1, ["b", "c", "d", "e"]: 1])
    #expect(ShingleScore.shingles("a b c d a b c d")[["a", "b", "c", "d"]] == 2)
    #expect(ShingleScore.shingles("a b") == [["a", "b"]: 1])
    #expect(ShingleScore.shingles("") == [:])
  }

  @Test func theSameText_scoresOne_andNothingPredicted_scoresZero() {
    let same = ShingleScore(truth: "one two three four five", prediction: "one two three four five")
    #expect(same.precision == 1 && same.recall == 1 && same.f1 == 1)
    let empty = ShingleScore(truth: "", prediction: "")
    #expect(empty.f1 == 1)
    let missed = ShingleScore(truth: "one two three four five", prediction: "")
    #expect(missed.precision == nil)
    #expect(missed.recall == 0)
    #expect(missed.f1 == 0)
  }

  @Test func repeatedShingles_countOncePerOccurrence() {
    let score = ShingleScore(truth: "a b c d a b c d", prediction: "a b c d")
    #expect(score.truePositives == 1)
    #expect(score.falsePositives == 0)
    #expect(score.falseNegatives == 4)
    #expect(score.precision == 1)
    #expect(score.recall == 0.2)
  }
}
