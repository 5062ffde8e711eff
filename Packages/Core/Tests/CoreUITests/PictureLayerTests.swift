import Core
import CoreUITestSupport
import Foundation
import TerminalGraphics
import TestExpectations
import Testing

@testable import CoreUI

/// Issue 25: pictures a graphics protocol draws are not cells; frame after frame, as a grid scrolls, the
/// terminal (in memory, reading every protocol back) shows each picture once, where its cells are, and no
/// picture that left.
@MainActor
struct PictureLayerTests {
  static let size = Size(width: 40, height: 12)
  static let cell = PixelsPerCell(across: 4, down: 8)

  /// A picture of one color, 8 × 8 pixels.
  static func picture(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Picture {
    // 64 pixels of 3 bytes: always a picture.
    Picture(Bitmap(width: 8, height: 8, filling: RGBA(red: red, green: green, blue: blue)))
      ?? picture(red, green, blue)
  }

  static let colors: [Picture] = [
    picture(255, 0, 0), picture(0, 255, 0), picture(0, 0, 255), picture(255, 255, 0), picture(0, 255, 255),
    picture(255, 0, 255),
  ]

  /// Rows of two 10 × 4 tiles from `firstRow`, three rows showing: what a grid scrolled by a row draws.
  static func grid(firstRow: Int, sheet: Bool = false) -> View {
    let tiles = colors.dropFirst(firstRow * 2).prefix(6).map { View.picture($0, fit: .fill, fallback: "tile") }
    let grid = View.grid(Array(tiles), columns: 2, itemWidth: 10, itemHeight: 3, spacing: 2, rowSpacing: 1)
    guard sheet else { return grid }
    return grid.overlay(View.text("Help"), placement: .center(width: 10, height: 3))
  }

  /// Draws the frames of `views` one after the other, as the app's loop does.
  static func run(_ mode: GraphicsMode, insideTmux: Bool = false, _ views: [View]) -> (VirtualTerminal, [String]) {
    let target = GraphicsTarget(mode: mode, cell: cell, insideTmux: insideTmux, firstImageID: 100)
    var layer = PictureLayer(target: target)
    var terminal = VirtualTerminal(size: size, cellPixels: cell)
    var previous: CellBuffer?
    var writes: [String] = []
    for view in views {
      var frame = Painter.paint(view, size: size, theme: .dark, graphics: mode)
      let bytes = layer.render(&frame, over: previous)
      terminal.feed(bytes)
      writes.append(String(decoding: bytes, as: UTF8.self))
      previous = frame.buffer
    }
    return (terminal, writes)
  }

  /// The tile cells of grid position `index` (two to a row, three rows).
  static func tile(_ index: Int) -> Rect {
    Rect(x: (index % 2) * 12, y: (index / 2) * 4, width: 10, height: 3)
  }

  static func color(of bitmap: Bitmap) -> [UInt8] {
    let pixel = bitmap.pixel(x: bitmap.width / 2, y: bitmap.height / 2)
    return [pixel.red, pixel.green, pixel.blue]
  }

  @Test(arguments: [GraphicsMode.sixel, .iterm2])
  func paintedPictures_moveWithTheGrid_andLeaveNothingBehind(_ mode: GraphicsMode) {
    let (terminal, writes) = Self.run(mode, [Self.grid(firstRow: 0), Self.grid(firstRow: 1)])
    expectEmpty(terminal.malformedSequences)
    let shown = terminal.pictures
    // After scrolling a row: tiles 2…5 at positions 0…3, each whole, and nothing of tiles 0 and 1.
    expectEqual(shown.count, 4, "\(shown.map(\.cells))")
    for (position, picture) in shown.sorted(by: { ($0.cells.y, $0.cells.x) < ($1.cells.y, $1.cells.x) }).enumerated() {
      #expect(picture.cells == Self.tile(position) && picture.isWhole)
      #expect(picture.bitmap.width == 40 && picture.bitmap.height == 24)
      expectEqual(Self.color(of: picture.bitmap), Array(Self.colors[position + 2].rgb.prefix(3)))
    }
    // Every tile's cells hold spaces under the pictures.
    expectEmpty(terminal.lines[1].trimmingCharacters(in: .whitespaces))
    let introducer = mode == .sixel ? "\u{1B}P" : "\u{1B}]1337;"
    expectEqual(writes[0].components(separatedBy: introducer).count - 1, 6)
    expectEqual(writes[1].components(separatedBy: introducer).count - 1, 4)
  }

  @Test func unchangedFrame_sendsNoPictureAgain() {
    let (terminal, writes) = Self.run(.sixel, [Self.grid(firstRow: 0), Self.grid(firstRow: 0)])
    #expect(writes[1].isEmpty && terminal.pictures.count == 6)
  }

  @Test func kitty_sendsEachPictureOnce_andMovesPlacements() {
    let (terminal, writes) = Self.run(.kitty, [Self.grid(firstRow: 0), Self.grid(firstRow: 1), Self.grid(firstRow: 0)])
    expectEmpty(terminal.malformedSequences)
    let placed = terminal.pictures.sorted { ($0.cells.y, $0.cells.x) < ($1.cells.y, $1.cells.x) }
    expectEqual(placed.count, 6)
    for (position, picture) in placed.enumerated() {
      expectEqual(picture.cells, Self.tile(position))
      expectEqual(Self.color(of: picture.bitmap), Array(Self.colors[position].rgb.prefix(3)))
    }
    // Six pictures sent in the first frame; the scroll and the scroll back send none again.
    expectEqual(writes[0].components(separatedBy: "a=t,").count - 1, 6)
    #expect(!writes[1].contains("a=t,") && !writes[2].contains("a=t,"))
    #expect(writes[1].contains("a=d,d=i,") && writes[1].contains("a=p,"))
    expectEqual(terminal.kittyImages.count, 6)
  }

  @Test func kittyInsideTmux_drawsPlaceholderCells() {
    let (terminal, writes) = Self.run(.kitty, insideTmux: true, [Self.grid(firstRow: 0), Self.grid(firstRow: 1)])
    expectEmpty(terminal.malformedSequences)
    #expect(writes[0].hasPrefix("\u{1B}Ptmux;") && !writes[1].contains("a=T"))
    for position in 0..<4 {
      let tile = Self.tile(position)
      for y in tile.y..<tile.maxY {
        for x in tile.x..<tile.maxX {
          let placeholder = terminal.placeholder(x: x, y: y)
          #expect(placeholder?.row == y - tile.y && placeholder?.column == x - tile.x)
          let bitmap = placeholder.flatMap { terminal.kittyImages[$0.image] }
          expectEqual(bitmap.map(Self.color), Array(Self.colors[position + 2].rgb.prefix(3)))
        }
      }
    }
    // The last row of tiles left the screen: no placeholder remains there.
    expectAll((0..<Self.size.width)) { terminal.placeholder(x: $0, y: 11) == nil }
  }

  @Test func sheetOverPictures_turnsThemIntoHalfBlocks() {
    let (terminal, _) = Self.run(.sixel, [Self.grid(firstRow: 0), Self.grid(firstRow: 0, sheet: true)])
    expectEmpty(terminal.pictures)
    #expect(terminal.lines[0].hasPrefix("▀▀▀▀▀▀▀▀▀▀") && terminal.text.contains("Help"))
  }

  @Test func fullRedraw_drawsEveryPictureAgain() {
    let target = GraphicsTarget(mode: .kitty, cell: Self.cell)
    var layer = PictureLayer(target: target)
    var frame = Painter.paint(Self.grid(firstRow: 0), size: Self.size, theme: .dark, graphics: .kitty)
    _ = layer.render(&frame, over: nil)
    let again = String(decoding: layer.render(&frame, over: nil), as: UTF8.self)
    expectEqual(again.components(separatedBy: "a=d,d=i,").count - 1, 6)
    #expect(again.components(separatedBy: "a=p,").count - 1 == 6 && !again.contains("a=t,"))
    let leftovers = String(decoding: layer.finish(), as: UTF8.self)
    expectEqual(leftovers.components(separatedBy: "a=d,d=I,").count - 1, 6)
  }

  @Test func halfBlocks_leaveNoPlacements() {
    let frame = Painter.paint(Self.grid(firstRow: 0), size: Self.size, theme: .dark, graphics: .truecolor)
    #expect(frame.placements.isEmpty && frame.buffer.row(0).hasPrefix("▀▀▀▀"))
    let words = Painter.paint(Self.grid(firstRow: 0), size: Self.size, theme: .dark, graphics: .text)
    #expect(words.placements.isEmpty && words.buffer.lines.joined().contains("tile"))
  }
}
