import Core
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

  /// `bitmap` in `mode`: one cell per pixel across and two pixels down (`▀`) for the color modes, the
  /// pixels scaled into `cells` by the terminal for kitty; for ``GraphicsMode/text`` a blank box (use
  /// ``standIn(_:columns:rows:)`` for words). A bitmap meant for half blocks is `columns` × `2 * rows`
  /// pixels; for kitty, pass the cells it should cover.
  public static func draw(_ bitmap: Bitmap, mode: GraphicsMode, cells: CellSize? = nil) -> TerminalPicture {
    switch mode {
    case .truecolor, .palette256:
      return HalfBlocks.draw(bitmap, palette256: mode == .palette256)
    case .kitty:
      let size = cells ?? CellSize(columns: bitmap.width, rows: (bitmap.height + 1) / 2)
      return KittyGraphics.draw(bitmap, cells: size)
    case .text:
      let size = cells ?? CellSize(columns: bitmap.width, rows: (bitmap.height + 1) / 2)
      return blank(size)
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

  /// The pixels a bitmap should have to fill these cells in `mode`.
  public func pixels(in mode: GraphicsMode) -> PixelSize {
    let perCell = mode.pixelsPerCell
    return PixelSize(width: columns * perCell.across, height: rows * perCell.down)
  }
}
