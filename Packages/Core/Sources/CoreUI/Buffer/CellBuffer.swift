import SafeText

/// A frame as a grid of cells, drawn into by views and compared with the previous frame by
/// ``FrameRenderer``. Writing never goes past the buffer or a clip rectangle, and never splits a wide
/// character: one that does not fit leaves a space.
///
/// ```swift
/// var buffer = CellBuffer(size: Size(width: 20, height: 2))
/// buffer.write("Jane ♥", at: Point(x: 0, y: 0), style: theme.style(.body))
/// buffer.row(0)   // "Jane ♥              "
/// ```
public struct CellBuffer: Hashable, Sendable {
  public let size: Size
  public private(set) var cells: [Cell]

  public init(size: Size, fill: Cell = .blank) {
    self.size = size
    self.cells = Array(repeating: fill, count: size.width * size.height)
  }

  public var bounds: Rect { Rect(size: size) }

  public subscript(x: Int, y: Int) -> Cell {
    get { cells[y * size.width + x] }
    set {
      guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
      cells[y * size.width + x] = newValue
    }
  }

  /// Writes `text` (already sanitized) from `point`, clipped to `clip` (the whole buffer by default);
  /// returns the columns written.
  @discardableResult
  public mutating func write(_ text: some StringProtocol, at point: Point, style: CellStyle, clip: Rect? = nil) -> Int {
    write(String(text), at: point, style: style, clip: clip)
  }

  /// ``write(_:at:style:clip:)`` for a `String`, what nearly every caller has: in a debug build (the tests') the
  /// generic version walks the characters through a protocol witness each.
  @discardableResult
  public mutating func write(_ text: String, at point: Point, style: CellStyle, clip: Rect? = nil) -> Int {
    let clip = (clip ?? bounds).intersection(bounds)
    guard point.y >= clip.y, point.y < clip.maxY else { return 0 }
    var x = point.x
    let row = point.y * size.width
    for character in text {
      let width = DisplayWidth.of(character)
      guard width > 0 else { continue }
      if x + width > clip.maxX {
        if x < clip.maxX, x >= clip.x {
          clearWide(at: x, row: row)
          cells[row + x] = Cell(" ", style: style)
        }
        break
      }
      if x >= clip.x {
        clearWide(at: x, row: row)
        cells[row + x] = Cell(character, style: style)
        if width == 2 {
          clearWide(at: x + 1, row: row)
          cells[row + x + 1] = .continuation(style)
        }
      }
      x += width
    }
    return x - point.x
  }

  /// Fills `rect` with `character` in `style`.
  public mutating func fill(_ rect: Rect, with character: Character = " ", style: CellStyle) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let cell = Cell(character, style: style)
    for y in area.y..<area.maxY {
      let row = y * size.width
      clearWide(at: area.x, row: row)
      clearWide(at: area.maxX - 1, row: row)
      for x in area.x..<area.maxX { cells[row + x] = cell }
    }
  }

  /// Restyles every cell of `rect` with `transform`, keeping the characters: how a sheet dims the screen.
  public mutating func restyle(_ rect: Rect, _ transform: (CellStyle) -> CellStyle) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        let index = y * size.width + x
        cells[index].style = transform(cells[index].style)
      }
    }
  }

  /// Row `y` as text, wide characters once.
  public func row(_ y: Int) -> String {
    var line = ""
    for x in 0..<size.width {
      if let character = self[x, y].character { line.append(character) }
    }
    return line
  }

  /// Every row as text.
  public var lines: [String] { (0..<size.height).map(row) }

  /// Before overwriting column `x`, turns the other half of a wide character it cuts into a space.
  private mutating func clearWide(at x: Int, row: Int) {
    guard x >= 0, x < size.width else { return }
    let cell = cells[row + x]
    if cell.isContinuation, x > 0 {
      cells[row + x - 1] = Cell(" ", style: cells[row + x - 1].style)
    } else if let character = cell.character, DisplayWidth.of(character) == 2, x + 1 < size.width {
      cells[row + x + 1] = Cell(" ", style: cells[row + x + 1].style)
    }
  }
}
