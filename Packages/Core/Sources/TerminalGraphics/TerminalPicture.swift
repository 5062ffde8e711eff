import CoreValues
import Foundation
import SafeText

/// A picture drawn into terminal cells: exactly ``rows`` lines, each ``columns`` cells wide once the
/// terminal has read its escape sequences, so pictures and captions line up in grids.
///
/// ```swift
/// let picture = TerminalPicture.draw(bitmap, mode: .truecolor)
/// picture.lines.forEach { print($0) }
/// ```
public struct TerminalPicture: Hashable, Sendable {
  public let lines: [String]
  public let columns: Int
  public var rows: Int { lines.count }

  public init(lines: [String], columns: Int) {
    self.lines = lines
    self.columns = columns
  }

  /// `bitmap` in `mode` with the defaults of ``GraphicsTarget``; see ``draw(_:target:cells:imageID:)``.
  public static func draw(_ bitmap: Bitmap, mode: GraphicsMode, cells: CellSize? = nil) -> TerminalPicture {
    draw(bitmap, target: GraphicsTarget(mode: mode), cells: cells)
  }

  /// `bitmap` for `target`: one cell per pixel across and two pixels down (`▀`) for the color modes; for a
  /// protocol the pixels scaled into `cells` (a bitmap of ``GraphicsTarget/pixels(for:)`` shows them one to
  /// one); for ``GraphicsMode/text`` a blank box (use ``standIn(_:columns:rows:)`` for words). A bitmap meant
  /// for half blocks is `columns` × `2 * rows` pixels.
  ///
  /// A protocol's picture is drawn from its first line, which first makes room for it (`ESC D` down as many
  /// lines as it has, scrolling at the bottom of the screen, and back up), saves the cursor, draws, restores
  /// the cursor and steps over the cells; the other lines step over the cells, so text beside it lines up.
  /// Inside tmux kitty's picture is stored with a virtual placement under `imageID` and its lines are Unicode
  /// placeholders. A picture its encoder refuses (too large) is drawn in half blocks.
  public static func draw(
    _ bitmap: Bitmap, target: GraphicsTarget, cells: CellSize? = nil, imageID: UInt32 = 1
  ) -> TerminalPicture {
    let size = cells ?? CellSize(columns: bitmap.width, rows: (bitmap.height + 1) / 2)
    switch target.mode {
    case .truecolor, .palette256:
      return HalfBlocks.draw(bitmap, palette256: target.mode == .palette256)
    case .text:
      return blank(size)
    case .kitty, .sixel, .iterm2:
      if let picture = drawPixels(bitmap, target: target, cells: size, imageID: imageID) { return picture }
      let halfBlocks = bitmap.resampled(
        PixelRegion(x: 0, y: 0, width: bitmap.width, height: bitmap.height),
        to: PixelSize(width: size.columns, height: size.rows * 2))
      return HalfBlocks.draw(halfBlocks, palette256: false)
    }
  }

  /// The words that stand in for a picture, wrapped into `columns` and, when `rows` is given, padded or
  /// cut to exactly that many lines.
  public static func standIn(_ text: String, columns: Int, rows: Int? = nil) -> TerminalPicture {
    let columns = max(1, columns)
    var lines = TerminalText.wrap("[" + text + "]", width: columns, maximumLines: rows ?? .max)
    if let rows {
      lines += Array(repeating: "", count: max(0, rows - lines.count))
      return TerminalPicture(lines: lines.map { TerminalText.pad($0, width: columns) }, columns: columns)
    }
    return TerminalPicture(lines: lines, columns: columns)
  }

  /// `size` cells of spaces.
  public static func blank(_ size: CellSize) -> TerminalPicture {
    TerminalPicture(
      lines: Array(repeating: String(repeating: " ", count: size.columns), count: max(1, size.rows)),
      columns: size.columns)
  }
}

/// A number of terminal cells across and down.
public struct CellSize: Hashable, Sendable {
  public var columns: Int
  public var rows: Int

  public init(columns: Int, rows: Int) {
    self.columns = max(1, columns)
    self.rows = max(1, rows)
  }

  /// The pixels a bitmap should have to fill these cells in `mode`, a cell being `cell` pixels when a
  /// protocol draws it; see ``GraphicsTarget/pixels(for:)`` for the bounded size.
  public func pixels(in mode: GraphicsMode, cell: PixelsPerCell = .assumed) -> PixelSize {
    GraphicsTarget(mode: mode, cell: cell).pixels(for: self)
  }
}
