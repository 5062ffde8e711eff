/// Blocks of terminal lines laid side by side in rows: thumbnails with their captions in a grid that fits
/// the terminal's width.
///
/// ```swift
/// let grid = CellGrid(cellWidth: 16, gap: 2)
/// grid.columns(fitting: 80)                 // 4
/// let lines = grid.lines(for: blocks, fitting: 80)
/// ```
public struct CellGrid: Hashable, Sendable {
  /// Every block's width in cells.
  public let cellWidth: Int
  /// Spaces between two blocks.
  public let gap: Int

  public init(cellWidth: Int, gap: Int = 2) {
    self.cellWidth = max(1, cellWidth)
    self.gap = max(0, gap)
  }

  /// How many blocks fit side by side in `width` columns; at least one.
  public func columns(fitting width: Int) -> Int {
    max(1, (width + gap) / (cellWidth + gap))
  }

  /// The blocks, each a list of lines ``cellWidth`` wide, in rows of ``columns(fitting:)``; a shorter block is
  /// padded with blank lines, rows are separated by one empty line.
  public func lines(for blocks: [[String]], fitting width: Int) -> [String] {
    let perRow = columns(fitting: width)
    let blank = String(repeating: " ", count: cellWidth)
    let spacer = String(repeating: " ", count: gap)
    var lines: [String] = []
    for start in stride(from: 0, to: blocks.count, by: perRow) {
      let row = blocks[start..<min(start + perRow, blocks.count)]
      let height = row.map(\.count).max() ?? 0
      if start > 0 { lines.append("") }
      for index in 0..<height {
        let parts = row.map { index < $0.count ? $0[index] : blank }
        lines.append(parts.joined(separator: spacer))
      }
    }
    return lines
  }
}
