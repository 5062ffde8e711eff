import Core
import TerminalGraphicsTestSupport
import TestExpectations
import Testing

@testable import TerminalGraphics

/// Issue 25: the PNG files iTerm2's images carry, read back; and the iTerm2 sequence around them.
@Suite struct PNGWriterTests {
  @Test func checksums_matchTheirDefinitions() {
    #expect(Checksums.crc32(Array("IEND".utf8)) == 0xAE42_6082)
    #expect(Checksums.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(Checksums.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
    // Long enough to need the modulo reduction.
    #expect(Checksums.adler32([UInt8](repeating: 255, count: 100_000)) == 0x149A_302C)
  }

  @Test func opaquePicture_isRGBAndReadsBack() throws {
    let bitmap = SixelEncoderTests.gradient(width: 33, height: 17)
    let file = try #require(PNGWriter.stored(bitmap))
    #expect(file[25] == 2)
    #expect(try PNGReader.decode(file) == bitmap)
  }

  @Test func translucentPicture_isRGBA() throws {
    let bitmap = Bitmap(width: 5, height: 4, filling: RGBA(red: 1, green: 2, blue: 3, alpha: 4))
    let file = try #require(PNGWriter.stored(bitmap))
    #expect(try file[25] == 6 && (PNGReader.decode(file)) == bitmap)
  }

  @Test func largePicture_spansSeveralStoredBlocks() throws {
    // 200 × 200 RGB rows: 120,200 bytes, two blocks.
    let bitmap = SixelEncoderTests.gradient(width: 200, height: 200)
    let file = try #require(PNGWriter.stored(bitmap))
    #expect(try PNGReader.decode(file) == bitmap)
    var corrupt = file
    corrupt[60] ^= 0xFF
    #expect(throws: PNGReader.Failure.self) { try PNGReader.decode(corrupt) }
  }

  @Test func iTerm2Sequence_carriesTheCellsAndTheFile() throws {
    let bitmap = SixelEncoderTests.gradient(width: 20, height: 10)
    let sequence = try #require(ITerm2Images.inline(bitmap, cells: CellSize(columns: 16, rows: 8), png: .stored))
    #expect(sequence.hasPrefix("\u{1B}]1337;File=inline=1;size=") && sequence.hasSuffix("\u{07}"))
    let image = try #require(try ITerm2Image.parse(sequence).first)
    #expect(image.arguments["width"] == "16" && image.arguments["height"] == "8")
    #expect(image.arguments["preserveAspectRatio"] == "0")
    #expect(try PNGReader.decode(image.file) == bitmap)
    let tmux = try #require(
      ITerm2Images.inline(bitmap, cells: CellSize(columns: 2, rows: 1), png: .stored, insideTmux: true))
    #expect(try tmux.hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}]1337;") && (ITerm2Image.parse(tmux).count) == 1)
  }

  @Test func refusingEncoder_drawsNothingThisWay() {
    let bitmap = Bitmap(width: 2, height: 2, filling: RGBA(red: 1, green: 1, blue: 1))
    expectEqual(ITerm2Images.inline(bitmap, cells: CellSize(columns: 1, rows: 1), png: PNGEncoder { _ in nil }), nil)
  }
}
