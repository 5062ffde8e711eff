import Core
import TestExpectations
import Testing

@testable import CoreUI

/// Issue 25: the palette's line: typing, Tab, history with ↑ and ↓, Enter and Esc.
struct CommandPaletteTests {
  static func palette(history: [String] = []) throws -> CommandPalette {
    try CommandPalette(completer: PaletteCompleterTests.completer(), history: history)
  }

  @Test func typing_narrowsTheCandidates_andTabCompletes() throws {
    var palette = try Self.palette()
    for character in "nu" { expectEqual(palette.press(.character(character)), .none) }
    expectEqual(palette.candidates.first?.text, "numbers")
    expectEqual(palette.press(.tab), .none)
    expectEqual(palette.text, "numbers")
    expectEqual(palette.press(.enter), .submit("numbers"))
  }

  @Test func escape_closes_andEnterOnAnEmptyLineCloses() throws {
    var palette = try Self.palette()
    expectEqual(palette.press(.enter), .close)
    _ = palette.press(.character("x"))
    expectEqual(palette.press(.escape), .close)
  }

  @Test func upAndDown_walkTheHistory_andGiveBackWhatWasTyped() throws {
    var palette = try Self.palette(history: ["mosaic://letter/B", "numbers"])
    _ = palette.press(.character("l"))
    _ = palette.press(.up)
    expectEqual(palette.text, "mosaic://letter/B")
    _ = palette.press(.up)
    expectEqual(palette.text, "numbers")
    _ = palette.press(.up)
    expectEqual(palette.text, "numbers")
    _ = palette.press(.down)
    expectEqual(palette.text, "mosaic://letter/B")
    _ = palette.press(.down)
    expectEqual(palette.text, "l")
    expectEqual(palette.press(.down), .none)
    expectEqual(palette.text, "l")
  }

  @Test func history_keepsALineOnce_newestFirst_andBounded() {
    var lines: [String] = []
    for line in ["news", "gallery", "NEWS", " ", "mosaic://photo/a"] { lines = PaletteHistory.adding(line, to: lines) }
    expectEqual(lines, ["mosaic://photo/a", "NEWS", "gallery"])
    for index in 0..<100 { lines = PaletteHistory.adding("line \(index)", to: lines) }
    expectEqual(lines.count, PaletteHistory.limit)
    expectEqual(lines.first, "line 99")
  }

  @Test func typedControlCharacters_areDropped() throws {
    var palette = try Self.palette()
    _ = palette.press(.character("a"))
    _ = palette.press(.character("\u{9B}"))
    _ = palette.press(.control("u"))
    _ = palette.press(.character("b"))
    expectEqual(palette.text, "b")
  }
}
