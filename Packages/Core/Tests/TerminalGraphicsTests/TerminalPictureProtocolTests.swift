import Core
import TerminalGraphicsTestSupport
import TestExpectations
import Testing

@testable import TerminalGraphics

/// Issue 25: a protocol's picture as lines a grid lays out: room made, the cursor saved and restored, every
/// line as wide as its cells; inside tmux kitty's lines are placeholders.
@Suite struct TerminalPictureProtocolTests {
  static let cells = CellSize(columns: 4, rows: 3)
  static let bitmap = SixelEncoderTests.gradient(width: 32, height: 48)

  @Test(arguments: [GraphicsMode.kitty, .sixel, .iterm2])
  func protocolPicture_makesRoomDrawsAndStepsOver(_ mode: GraphicsMode) throws {
    let picture = TerminalPicture.draw(Self.bitmap, target: GraphicsTarget(mode: mode), cells: Self.cells)
    #expect(picture.rows == 3 && picture.columns == 4)
    let first = picture.lines[0]
    #expect(first.hasPrefix("\u{1B}D\u{1B}D\u{1B}D\u{1B}[3A\u{1B}7"))
    #expect(first.hasSuffix("\u{1B}8\u{1B}[4C"))
    expectAll(picture.lines.dropFirst()) { $0 == "\u{1B}[4C" }
    let drawn: Bitmap
    switch mode {
    case .kitty: drawn = try #require(try KittyCommand.parse(first).first).bitmap()
    case .sixel:
      let body = try #require(try TerminalStrings.pieces(in: first).first)
      drawn = try SixelDecoder.decode("\u{1B}P" + body.body + "\u{1B}\\")
    default: drawn = try PNGReader.decode(try #require(try ITerm2Image.parse(first).first).file)
    }
    #expect(drawn.size == Self.bitmap.size)
    #expect(SixelEncoderTests.largestError(drawn, Self.bitmap) <= (mode == .sixel ? 40 : 0))
  }

  @Test func kittyInsideTmux_isPlaceholdersAfterAVirtualPlacement() throws {
    let target = GraphicsTarget(mode: .kitty, insideTmux: true)
    let picture = TerminalPicture.draw(Self.bitmap, target: target, cells: Self.cells, imageID: 0x00_0102)
    let command = try #require(try KittyCommand.parse(picture.lines[0]).first)
    #expect(try command.keys["U"] == "1" && command.number("i") == 0x102 && (command.bitmap()) == Self.bitmap)
    let placeholders = KittyPlaceholders.lines(id: 0x102, cells: Self.cells)
    #expect(
      picture.lines[0].hasSuffix(placeholders[0]) && Array(picture.lines.dropFirst()) == Array(placeholders.dropFirst())
    )
  }

  @Test func refusedPicture_fallsBackToHalfBlocks() {
    let target = GraphicsTarget(mode: .iterm2, png: PNGEncoder { _ in nil })
    let picture = TerminalPicture.draw(Self.bitmap, target: target, cells: Self.cells)
    expectEqual(picture.rows, 3)
    expectAll(picture.lines) { $0.contains("▀") && !$0.contains("1337") }
  }
}
