import Core
import Testing

@testable import CoreUI

/// Issue 25: the palette's line: typing, Tab, history with ↑ and ↓, Enter and Esc.
@Suite struct CommandPaletteTests {
  static func palette(history: [String] = []) throws -> CommandPalette {
    try CommandPalette(completer: PaletteCompleterTests.completer(), history: history)
  }

  @Test func typing_narrowsTheCandidates_andTabCompletes() throws {
    var palette = try Self.palette()
    for character in "nu" { #expect(palette.press(.character(character)) == .none) }
    #expect(palette.candidates.first?.text == "numbers")
    #expect(palette.press(.tab) == .none)
    #expect(palette.text == "numbers")
    #expect(palette.press(.enter) == .submit("numbers"))
  }

  @Test func escape_closes_andEnterOnAnEmptyLineCloses() throws {
    var palette = try Self.palette()
    #expect(palette.press(.enter) == .close)
    _ = palette.press(.character("x"))
    #expect(palette.press(.escape) == .close)
  }

  @Test func upAndDown_walkTheHistory_andGiveBackWhatWasTyped() throws {
    var palette = try Self.palette(history: ["mosaic://letter/B", "numbers"])
    _ = palette.press(.character("l"))
    _ = palette.press(.up)
    #expect(palette.text == "mosaic://letter/B")
    _ = palette.press(.up)
    #expect(palette.text == "numbers")
    _ = palette.press(.up)
    #expect(palette.text == "numbers")
    _ = palette.press(.down)
    #expect(palette.text == "mosaic://letter/B")
    _ = palette.press(.down)
    #expect(palette.text == "l")
    #expect(palette.press(.down) == .none)
    #expect(palette.text == "l")
  }

  @Test func history_keepsALineOnce_newestFirst_andBounded() {
    var lines: [String] = []
    for line in ["news", "gallery", "NEWS", " ", "mosaic://photo/a"] { lines = PaletteHistory.adding(line, to: lines) }
    #expect(lines == ["mosaic://photo/a", "NEWS", "gallery"])
    for index in 0..<100 { lines = PaletteHistory.adding("line \(index)", to: lines) }
    #expect(lines.count == PaletteHistory.limit)
    #expect(lines.first == "line 99")
  }

  @Test func typedControlCharacters_areDropped() throws {
    var palette = try Self.palette()
    _ = palette.press(.character("a"))
    _ = palette.press(.character("\u{9B}"))
    _ = palette.press(.control("u"))
    _ = palette.press(.character("b"))
    #expect(palette.text == "b")
  }
}
