import CoreValues

extension TerminalPicture {
  /// The picture by `target`'s protocol, `nil` when its encoder refuses it.
  static func drawPixels(
    _ bitmap: Bitmap, target: GraphicsTarget, cells: CellSize, imageID: UInt32
  )
    -> TerminalPicture?
  {
    if target.mode == .kitty, target.insideTmux {
      guard cells.columns <= KittyPlaceholders.maximumCells, cells.rows <= KittyPlaceholders.maximumCells else {
        return nil
      }
      let transmit = KittyGraphics.transmit(
        bitmap, id: imageID, virtualCells: cells, insideTmux: true, png: target.png)
      var lines = KittyPlaceholders.lines(id: imageID, cells: cells)
      lines[0] = transmit + lines[0]
      return TerminalPicture(lines: lines, columns: cells.columns)
    }
    let sequence: String?
    switch target.mode {
    case .kitty: sequence = KittyGraphics.display(bitmap, cells: cells, png: target.png)
    case .sixel: sequence = SixelEncoder.encode(bitmap)
    case .iterm2: sequence = ITerm2Images.inline(bitmap, cells: cells, png: target.png, insideTmux: target.insideTmux)
    default: sequence = nil
    }
    guard let sequence else { return nil }
    return placed(sequence, cells: cells)
  }

  /// `sequence` drawn at the start of the first line, in room made for it, the cursor back where it was;
  /// every line then steps over the picture's cells.
  static func placed(_ sequence: String, cells: CellSize) -> TerminalPicture {
    let step = "\u{1B}[\(cells.columns)C"
    let room = String(repeating: "\u{1B}D", count: cells.rows) + "\u{1B}[\(cells.rows)A"
    var lines = [room + "\u{1B}7" + sequence + "\u{1B}8" + step]
    lines += Array(repeating: step, count: cells.rows - 1)
    return TerminalPicture(lines: lines, columns: cells.columns)
  }
}
