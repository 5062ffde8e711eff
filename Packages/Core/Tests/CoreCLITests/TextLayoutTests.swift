import CoreCLI
import Foundation
import Testing

/// Text to wrap at a width, and the lines it should give.
private struct Wrap: Sendable, CustomTestStringConvertible {
  let id: String
  let text: String
  let width: Int
  let lines: [String]

  var testDescription: String { id }
}

@Suite struct TextLayoutTests {
  private static let wraps = [
    Wrap(id: "empty", text: "", width: 10, lines: [""]),
    Wrap(id: "only spaces", text: "   ", width: 10, lines: [""]),
    Wrap(id: "fits", text: "abc def", width: 7, lines: ["abc def"]),
    Wrap(id: "breaks at spaces", text: "one two three", width: 7, lines: ["one two", "three"]),
    Wrap(id: "runs of spaces collapse", text: "a   b", width: 10, lines: ["a b"]),
    Wrap(id: "word longer than the width", text: "abcdefghij", width: 4, lines: ["abcd", "efgh", "ij"]),
    Wrap(id: "long word after a short one", text: "a abcdefgh", width: 3, lines: ["a", "abc", "def", "gh"]),
    Wrap(id: "zero width counts as one", text: "ab", width: 0, lines: ["a", "b"]),
    Wrap(id: "negative width counts as one", text: "ab", width: -5, lines: ["a", "b"]),
    Wrap(id: "newlines start paragraphs", text: "one\ntwo", width: 10, lines: ["one", "two"]),
    Wrap(id: "blank lines vanish", text: "a\n\n\nb", width: 10, lines: ["a", "b"]),
    Wrap(id: "counts characters, not bytes", text: "héllo wörld", width: 5, lines: ["héllo", "wörld"]),
    Wrap(id: "keeps grapheme clusters whole", text: "👍🏽👍🏽", width: 1, lines: ["👍🏽", "👍🏽"]),
  ]

  @Test(arguments: wraps)
  fileprivate func wrap(wrap: Wrap) {
    #expect(TextLayout.wrap(wrap.text, width: wrap.width) == wrap.lines)
  }

  @Test(arguments: [3, 10, 17, 40])
  func wrap_neverExceedsTheWidth(width: Int) {
    let text = "The quick brown fox jumps over the lazy dog while supercalifragilisticexpialidocious words stretch."

    let lines = TextLayout.wrap(text, width: width)

    #expect(lines.allSatisfy { $0.count <= width })
    #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
  }

  @Test(arguments: [
    ("A very long description", 10, "A very lo…"), ("short", 10, "short"), ("exactly10!", 10, "exactly10!"),
    ("two\nlines", 20, "two lines"), ("anything", 0, ""), ("ab", 1, "…"),
  ])
  func fit(text: String, width: Int, expected: String) {
    #expect(TextLayout.fit(text, width: width) == expected)
  }

  @Test(arguments: [("Jane", 8, "Jane    "), ("Janet Doe", 5, "Jane…"), ("", 3, "   ")])
  func pad(text: String, width: Int, expected: String) {
    #expect(TextLayout.pad(text, width: width) == expected)
  }

  @Test func timestampAndDay_haveFixedShapes() {
    let date = Date(timeIntervalSince1970: 1_795_000_000)

    #expect(TextLayout.timestamp(date).wholeMatch(of: /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/) != nil)
    #expect(TextLayout.day(date).wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil)
    #expect(TextLayout.timestamp(date).hasPrefix(TextLayout.day(date)))
  }
}
