import Core
import CoreCLI
import Foundation
import TestExpectations
import Testing

@testable import TerminalGraphics

/// Which mode a run draws in, the palette, text safety and the grid.
@Suite struct GraphicsModeTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let id: String
    let environment: [String: String]
    let isTerminal: Bool
    let asked: Bool
    let expected: GraphicsMode
    var testDescription: String { id }
  }

  static let cases = [
    Case(id: "truecolor", environment: ["COLORTERM": "truecolor"], isTerminal: true, asked: true, expected: .truecolor),
    Case(id: "24bit", environment: ["COLORTERM": "24bit"], isTerminal: true, asked: false, expected: .truecolor),
    Case(id: "plain terminal", environment: ["TERM": "xterm"], isTerminal: true, asked: false, expected: .palette256),
    Case(id: "kitty", environment: ["TERM": "xterm-kitty"], isTerminal: true, asked: true, expected: .kitty),
    Case(id: "kitty window", environment: ["KITTY_WINDOW_ID": "3"], isTerminal: true, asked: true, expected: .kitty),
    Case(
      id: "kitty piped", environment: ["TERM": "xterm-kitty"], isTerminal: false, asked: true, expected: .palette256),
    Case(
      id: "NO_COLOR", environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], isTerminal: true, asked: true,
      expected: .text),
    Case(id: "empty NO_COLOR", environment: ["NO_COLOR": ""], isTerminal: true, asked: true, expected: .palette256),
    Case(id: "pipe, not asked", environment: [:], isTerminal: false, asked: false, expected: .text),
    Case(id: "pipe, asked", environment: [:], isTerminal: false, asked: true, expected: .palette256),
    Case(
      id: "pipe, asked, truecolor", environment: ["COLORTERM": "truecolor"], isTerminal: false, asked: true,
      expected: .truecolor),
  ]

  @Test(arguments: cases)
  func resolve(_ testCase: Case) {
    let mode = GraphicsMode.resolve(
      override: nil, answers: .none, environment: testCase.environment, isTerminal: testCase.isTerminal,
      asked: testCase.asked)
    #expect(mode == testCase.expected)
  }

  @Test func override_winsOverEverything() {
    let answers = TerminalAnswers(kittyGraphics: true, deviceAttributes: [62, 4])
    for override in GraphicsMode.allCases {
      let mode = GraphicsMode.resolve(
        override: override, answers: answers, environment: ["NO_COLOR": "1", "TERM": "xterm-kitty"],
        isTerminal: true, asked: false)
      #expect(mode == override)
    }
  }

  @Test func names_nameEveryModeAndAuto() {
    #expect(GraphicsMode(name: "256") == .palette256 && GraphicsMode(name: "auto") == nil)
    #expect(GraphicsMode(name: "SIXEL") == .sixel && GraphicsMode(name: "iterm2") == .iterm2)
    #expect(GraphicsMode(name: "kitty") == .kitty && GraphicsMode(name: "blocks") == nil)
    let named = Set(GraphicsMode.names.compactMap(GraphicsMode.init(name:)))
    #expect(named == Set(GraphicsMode.allCases) && GraphicsMode.names.first == "auto")
  }

  @Test func pixelsPerCell_isTheCellForProtocolsAndTwoPixelsForHalfBlocks() {
    let cell = PixelsPerCell(across: 10, down: 20)
    #expect(GraphicsMode.sixel.pixelsPerCell(cell: cell) == cell)
    #expect(GraphicsMode.truecolor.pixelsPerCell(cell: cell) == PixelsPerCell(across: 1, down: 2))
    #expect(CellSize(columns: 16, rows: 8).pixels(in: .kitty, cell: cell) == PixelSize(width: 160, height: 160))
    // A huge window is sent at most 4 megapixels.
    let huge = GraphicsTarget(mode: .kitty, cell: cell).pixels(for: CellSize(columns: 1000, rows: 300))
    #expect(huge.area <= GraphicsTarget.maximumPixels && huge.width > huge.height)
    #expect(PixelsPerCell.measured(across: 0, down: 20) == nil && PixelsPerCell.measured(across: 9, down: 9000) == nil)
  }

  @Test func palette_picksTheNearestCubeOrGray() {
    #expect(Xterm256.nearest(red: 255, green: 0, blue: 0) == 196)
    #expect(Xterm256.nearest(red: 0, green: 0, blue: 0) == 16)
    #expect(Xterm256.nearest(red: 255, green: 255, blue: 255) == 231)
    #expect(Xterm256.nearest(red: 128, green: 128, blue: 128) == 244)
  }

  @Test func serverText_inAStandIn_cannotReachTheTerminal() {
    let picture = TerminalPicture.standIn("Sunset\u{1B}[2J over\nthe\u{9B}31m sea\u{202E}", columns: 40, rows: 2)
    // The whole escape sequence goes, not just its first byte; a line break in the words stays one.
    expectEqual(
      picture.lines, ["[Sunset over", "the sea]"].map { $0.padding(toLength: 40, withPad: " ", startingAt: 0) })
    #expect(TerminalPicture.standIn("Jane Doe and friends", columns: 5, rows: 1).lines == ["[Jan…"])
  }

  @Test func grid_fitsTheWidthAndPadsShortBlocks() {
    let grid = CellGrid(cellWidth: 3, gap: 1)
    #expect(grid.columns(fitting: 11) == 3 && grid.columns(fitting: 10) == 2 && grid.columns(fitting: 2) == 1)
    let lines = grid.lines(for: [["aaa", "AAA"], ["bbb"], ["ccc"]], fitting: 8)
    #expect(lines == ["aaa bbb", "AAA    ", "", "ccc"])
  }
}
