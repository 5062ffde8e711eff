import TerminalGraphics

/// The painted cells of memoized views (``View/memoized()``), kept from one frame to the next: a view the
/// frame before painted, equal and in the same size and style, is copied instead of painted again. A
/// selection move in a grid of 30 tiles paints two tiles, the one it left and the one it reached.
///
/// ```swift
/// let memo = PaintMemo()
/// let first = Painter.paint(grid, size: size, theme: .dark, memo: memo)
/// let moved = Painter.paint(gridMovedOne, size: size, theme: .dark, memo: memo)   // two tiles painted
/// ```
///
/// What a frame did not use is forgotten at the end of the next one, so the memo holds at most two frames'
/// views; another theme or graphics mode starts it over.
public final class PaintMemo {
  /// What a memoized view's cells depend on besides the view: its size and the style around it.
  struct Key: Hashable {
    let view: View
    let width: Int
    let height: Int
    let base: CellStyle
    let baseRole: StyleRole?
  }

  /// A view painted alone at (0, 0): its cells (``PaintMemo/unwritten`` where it drew nothing), and its mouse
  /// regions and pictures for a protocol, in its own coordinates.
  struct Painted {
    let cells: CellBuffer
    let hits: [HitMap.Region]
    let placements: [PicturePlacement]
  }

  /// The cell a memoized view's own buffer starts with: left as it is in the frame when copied. Painting never
  /// writes it (text on screen has no control characters).
  static let unwritten = Cell("\u{1}")

  private var theme: UITheme?
  private var graphics: GraphicsMode?
  private var current: [Key: Painted] = [:]
  private var previous: [Key: Painted] = [:]
  /// How many memoized views were painted rather than copied since the memo was made.
  public private(set) var paintedCount = 0

  public init() {}

  /// Starts a frame: what the frame before used stays available to this one.
  func beginFrame(theme: UITheme, graphics: GraphicsMode) {
    if theme != self.theme || graphics != self.graphics {
      self.theme = theme
      self.graphics = graphics
      previous = [:]
    } else {
      previous = current
    }
    current = [:]
  }

  /// The cells of `key`, kept or made by `paint`.
  func painted(_ key: Key, paint: () -> Painted) -> Painted {
    if let kept = current[key] ?? previous[key] {
      current[key] = kept
      return kept
    }
    paintedCount += 1
    let made = paint()
    current[key] = made
    return made
  }
}
