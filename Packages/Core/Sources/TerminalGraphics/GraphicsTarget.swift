import CoreValues

/// Everything an encoder needs to know about the terminal it draws for: the mode, a cell's size in pixels,
/// whether tmux sits in between (kitty then draws through Unicode placeholders and the passthrough, iTerm2's
/// images through the passthrough), and how PNG files are written for iTerm2.
///
/// ```swift
/// let target = GraphicsTarget(mode: .sixel, cell: PixelsPerCell(across: 10, down: 20))
/// let box = target.pixels(for: CellSize(columns: 16, rows: 8))   // 160 × 160
/// let picture = TerminalPicture.draw(bitmap.fitted(.fill, into: box), target: target, cells: size)
/// ```
public struct GraphicsTarget: Sendable {
  public var mode: GraphicsMode
  /// A cell's size in pixels: measured, else ``PixelsPerCell/assumed``.
  public var cell: PixelsPerCell
  public var insideTmux: Bool
  public var png: PNGEncoder
  /// The first of the kitty image ids this run uses (1 to 2²⁴ − 1): random in the App, so pictures of two
  /// runs (or two tmux panes) in one terminal do not replace each other.
  public var firstImageID: UInt32

  public init(
    mode: GraphicsMode, cell: PixelsPerCell = .assumed, insideTmux: Bool = false, png: PNGEncoder = .stored,
    firstImageID: UInt32 = 1
  ) {
    self.mode = mode
    self.cell = cell
    self.insideTmux = insideTmux
    self.png = png
    self.firstImageID = firstImageID
  }

  /// The kitty image id of the `index`th picture: ids count up from ``firstImageID`` and stay within the
  /// 24 bits a placeholder's color carries, never 0.
  public func imageID(_ index: Int) -> UInt32 {
    let span = UInt64(0xFF_FFFF)
    let start = UInt64(min(max(firstImageID, 1), 0xFF_FFFF)) - 1
    return UInt32((start + UInt64(truncatingIfNeeded: max(index, 0))) % span + 1)
  }

  /// The most pixels one picture is sent with; a larger box is scaled down to it (the terminal scales
  /// kitty's and iTerm2's pictures up again; a Sixel one shows smaller).
  public static let maximumPixels = 4_000_000

  /// The pixels a bitmap should have to fill `cells`, at most ``maximumPixels``.
  public func pixels(for cells: CellSize) -> PixelSize {
    mode.pixelsPerCell(cell: cell).pixels(columns: cells.columns, rows: cells.rows)
  }
}

/// How a bitmap becomes a PNG file for iTerm2's inline images (and for kitty, when it compresses): ``stored``
/// (portable, uncompressed) unless the App hands in a compressing encoder.
///
/// ```swift
/// let png = PNGEncoder.stored.encode(bitmap)   // [UInt8]?
/// ```
public struct PNGEncoder: Sendable {
  public var encode: @Sendable (Bitmap) -> [UInt8]?
  /// Whether its files are smaller than the pixels: then kitty is sent PNG files (`f=100`) too.
  public var compresses: Bool

  public init(compresses: Bool = false, encode: @escaping @Sendable (Bitmap) -> [UInt8]?) {
    self.encode = encode
    self.compresses = compresses
  }

  /// ``PNGWriter/stored(_:)``: zlib's stored blocks, no compression.
  public static let stored = PNGEncoder { PNGWriter.stored($0) }
}
