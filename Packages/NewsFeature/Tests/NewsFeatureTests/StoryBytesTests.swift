import CoreTestSupport
import Testing

@testable import NewsFeature

/// Grouping reads ASCII titles byte by byte: the last source separator over the bytes instead of Foundation's
/// backward search, and the words as runs of ASCII letters and digits instead of characters. Both must answer
/// what the general paths answer.
@Suite struct StoryBytesTests {
  /// Random ASCII texts over an alphabet rich in separators, spaces, line breaks and word characters.
  private func texts(count: Int) -> [String] {
    let alphabet = Array(" - | -  |\r\n\tAbz09.'_~\u{7F}\u{1}xY")
    var generator = SeededTestGenerator(seed: 0x5EED)
    return (0..<count).map { _ in
      let length = Int(generator.next() % 24)
      return String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
    }
  }

  private func offsets(_ range: Range<String.Index>?, in text: String) -> Range<Int>? {
    range.map {
      text.utf8.distance(
        from: text.startIndex, to: $0.lowerBound)..<text.utf8.distance(from: text.startIndex, to: $0.upperBound)
    }
  }

  @Test func asciiSeparators_areFoundationsBackwardSearch() {
    var mismatches: [String] = []
    var found = 0
    for text in texts(count: 4_000) + ["a - b - c", "x | y - z", " - ", " | ", "a -- b", "Fed holds rates - Reuters"] {
      let bytes = offsets(StoryGrouping.lastSeparator(in: text), in: text)
      if bytes != nil { found += 1 }
      if bytes != offsets(StoryGrouping.foundationLastSeparator(in: text), in: text) {
        mismatches.append(text.debugDescription)
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    #expect(found > 200)
  }

  @Test func asciiWords_areTheCharacterWords() {
    var mismatches: [String] = []
    var texts = texts(count: 4_000)
    for first in UInt8(0)...0x7F {
      for second in UInt8(0)...0x7F { texts.append(String(decoding: [first, 0x61, second, 0x30], as: UTF8.self)) }
    }
    for text in texts where StoryGrouping.asciiTokens(text) != StoryGrouping.characterTokens(text) {
      mismatches.append(text.debugDescription)
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  @Test func sourceSuffix_isRemovedAsBefore() {
    let grouping = StoryGrouping()
    #expect(grouping.withoutSourceSuffix("Fed holds rates - Reuters", source: "Reuters") == "Fed holds rates")
    #expect(grouping.withoutSourceSuffix("A - b | BBC News", source: "BBC News") == "A - b")
    #expect(grouping.withoutSourceSuffix("Fed holds rates - Reuters", source: "BBC") == "Fed holds rates - Reuters")
    #expect(grouping.withoutSourceSuffix("Zinsen — Tagesschau", source: "tagesschau") == "Zinsen")
  }
}
