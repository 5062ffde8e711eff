import SafeText
import TestExpectations
import Testing

/// Text to wrap at a width, and the lines it should give.
private struct Wrap: Sendable, CustomTestStringConvertible {
  let id: String
  let text: String
  let width: Int
  let lines: [String]

  var testDescription: String { id }
}

@Suite struct TerminalTextLayoutTests {
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
    Wrap(id: "wide characters by columns", text: "日本語日本語", width: 4, lines: ["日本", "語日", "本語"]),
    Wrap(id: "wide words at spaces", text: "東京 大阪 名古屋", width: 9, lines: ["東京 大阪", "名古屋"]),
    Wrap(id: "app paragraph", text: "a quiet lake at dawn", width: 8, lines: ["a quiet", "lake at", "dawn"]),
  ]

  @Test(arguments: wraps)
  fileprivate func wrap(wrap: Wrap) {
    #expect(TerminalText.wrap(wrap.text, width: wrap.width) == wrap.lines)
  }

  @Test(arguments: [3, 10, 17, 40])
  func wrap_neverExceedsTheWidth(width: Int) {
    let text =
      "The quick brown fox jumps over the lazy dog while supercalifragilisticexpialidocious words stretch."
      + " 日本語のテキストも 😀 折り返す"

    let lines = TerminalText.wrap(text, width: width)

    expectAll(lines) { DisplayWidth.of($0) <= width }
    expectEqual(lines.joined().filter { $0 != " " }, text.filter { $0 != " " })
  }

  @Test func wrap_withAMaximum_endsTheLastLineKeptInAnEllipsis() {
    #expect(TerminalText.wrap("one two three four", width: 7, maximumLines: 2) == ["one two", "three…"])
    #expect(TerminalText.wrap("日本語 日本語 日本語", width: 6, maximumLines: 2) == ["日本語", "日本…"])
    #expect(TerminalText.wrap("short", width: 7, maximumLines: 2) == ["short"])
  }

  @Test(arguments: [
    ("A very long description", 10, "A very lo…"), ("short", 10, "short"), ("exactly10!", 10, "exactly10!"),
    ("two\nlines", 20, "two lines"), ("anything", 0, ""), ("ab", 1, "…"), ("Wide 日本語 text", 8, "Wide 日…"),
    ("日本語", 4, "日…"), ("日本語", 6, "日本語"), ("😀😀😀", 5, "😀😀…"),
  ])
  func fit(text: String, width: Int, expected: String) {
    #expect(TerminalText.fit(text, width: width) == expected)
  }

  @Test(arguments: [
    ("Jane", 8, "Jane    "), ("Janet Doe", 5, "Jane…"), ("", 3, "   "), ("日本", 6, "日本  "), ("山田太郎", 6, "山田… "),
    ("José 📷", 8, "José 📷 "),
  ])
  func pad(text: String, width: Int, expected: String) {
    #expect(TerminalText.pad(text, width: width) == expected)
  }

  /// Command output lines up by display width, as the app does: a column after names of any script starts at
  /// the same terminal column.
  @Test func pad_alignsColumnsAcrossScripts() {
    let names = ["Jane Doe", "山田太郎", "Ólafur Arnalds", "😀 Smile", "Zoë"]
    let rows = names.map { TerminalText.pad($0, width: 10) + "|" }
    expectEqual(Set(rows.map { DisplayWidth.of($0) }), [11])
    #expect(rows[1] == "山田太郎  |")
  }
}
