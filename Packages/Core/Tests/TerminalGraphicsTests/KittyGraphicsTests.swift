import Core
import Foundation
import TerminalGraphicsTestSupport
import Testing

@testable import TerminalGraphics

/// Issue 25: kitty's protocol as written — chunks reassembled and decoded back to the bitmap — and the
/// Unicode placeholders tmux carries.
@Suite struct KittyGraphicsTests {
  @Test func display_chunksAndDecodesBackToTheBitmap() throws {
    // 40 × 40 RGB is 4800 bytes, 6400 base64 characters: two chunks.
    let bitmap = SixelEncoderTests.gradient(width: 40, height: 40)
    let sequence = KittyGraphics.display(bitmap, cells: CellSize(columns: 5, rows: 3))
    let commands = try KittyCommand.parse(sequence)
    try #require(commands.count == 1)
    let command = commands[0]
    #expect(command.chunks == 2)
    #expect(command.keys["a"] == "T" && command.keys["f"] == "24" && command.keys["q"] == "2")
    #expect(command.number("c") == 5 && command.number("r") == 3 && command.keys["C"] == "1")
    #expect(try command.bitmap() == bitmap)
  }

  @Test func translucentPixels_goAsRGBA() throws {
    let bitmap = Bitmap(width: 3, height: 2, filling: RGBA(red: 9, green: 8, blue: 7, alpha: 100))
    let command = try #require(
      try KittyCommand.parse(KittyGraphics.display(bitmap, cells: CellSize(columns: 1, rows: 1))).first)
    #expect(try command.keys["f"] == "32" && command.chunks == 1 && (command.bitmap()) == bitmap)
  }

  @Test func transmitInsideTmux_wrapsEveryChunkInThePassthrough() throws {
    let bitmap = SixelEncoderTests.gradient(width: 60, height: 60)
    let sequence = KittyGraphics.transmit(
      bitmap, id: 0x0A0B0C, virtualCells: CellSize(columns: 4, rows: 2), insideTmux: true)
    let wrappers = sequence.components(separatedBy: "\u{1B}Ptmux;").count - 1
    let commands = try KittyCommand.parse(sequence)
    try #require(commands.count == 1)
    #expect(wrappers == commands[0].chunks && wrappers >= 3)
    #expect(commands[0].keys["U"] == "1" && commands[0].number("i") == 0x0A0B0C && commands[0].number("c") == 4)
    #expect(try commands[0].bitmap() == bitmap)
  }

  @Test func compressingEncoder_sendsAPNGFile() throws {
    let bitmap = SixelEncoderTests.gradient(width: 30, height: 20)
    let png = PNGEncoder(compresses: true) { PNGWriter.stored($0) }
    let command = try #require(
      try KittyCommand.parse(KittyGraphics.display(bitmap, cells: CellSize(columns: 3, rows: 2), png: png)).first)
    #expect(command.keys["f"] == "100" && command.keys["s"] == nil && command.number("c") == 3)
    #expect(try command.bitmap() == bitmap)
    // The portable encoder does not compress: the pixels go as they are.
    let raw = try #require(
      try KittyCommand.parse(KittyGraphics.display(bitmap, cells: CellSize(columns: 3, rows: 2), png: .stored)).first)
    #expect(raw.keys["f"] == "24")
  }

  @Test func placeholders_numberEveryCellAndCarryTheID() {
    let cells = CellSize(columns: 3, rows: 2)
    let lines = KittyPlaceholders.lines(id: 0x123456, cells: cells)
    #expect(lines.count == 2)
    for (row, line) in lines.enumerated() {
      #expect(line.hasPrefix("\u{1B}[38;2;18;52;86m") && line.hasSuffix("\u{1B}[39m"))
      let characters = Array(line.dropFirst("\u{1B}[38;2;18;52;86m".count).dropLast("\u{1B}[39m".count))
      #expect(characters.count == 3)
      for (column, character) in characters.enumerated() {
        let position = KittyPlaceholders.position(of: character)
        #expect(position?.row == row && position?.column == column)
      }
    }
    #expect(KittyPlaceholders.id(red: 0x12, green: 0x34, blue: 0x56) == 0x123456)
    #expect(KittyPlaceholders.character(row: 0, column: 1) == "\u{10EEEE}\u{0305}\u{030D}")
    #expect(KittyPlaceholders.maximumCells == 297 && Set(KittyPlaceholders.diacritics).count == 297)
  }

  @Test func placeAndDelete_nameTheImageAndPlacement() throws {
    let place = try KittyCommand.parse(KittyGraphics.place(id: 9, placement: 2, cells: CellSize(columns: 4, rows: 3)))
    #expect(place.first?.keys == ["a": "p", "i": "9", "p": "2", "c": "4", "r": "3", "C": "1", "q": "2"])
    let delete = try KittyCommand.parse(KittyGraphics.deletePlacement(id: 9, placement: 2))
    #expect(delete.first?.keys == ["a": "d", "d": "i", "i": "9", "p": "2", "q": "2"])
    let free = try KittyCommand.parse(KittyGraphics.deleteImage(id: 9, insideTmux: true))
    #expect(free.first?.keys["d"] == "I")
  }
}
