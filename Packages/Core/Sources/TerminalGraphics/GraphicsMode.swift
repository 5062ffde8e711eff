import CoreValues

/// How pictures reach the terminal: colored half blocks (24-bit or the 256-color palette), the pixels
/// themselves by a graphics protocol (kitty's, Sixel or iTerm2's inline images), or only the words that
/// stand in for them.
///
/// ```swift
/// let mode = GraphicsMode.resolve(
///   override: nil, answers: answers, environment: ["COLORTERM": "truecolor"], isTerminal: true, asked: true)
/// ```
public enum GraphicsMode: String, Hashable, Sendable, CaseIterable, Codable {
  /// `▀` with 24-bit foreground (top pixel) and background (bottom pixel).
  case truecolor
  /// `▀` with the nearest of the xterm 256 colors.
  case palette256 = "256"
  /// The kitty graphics protocol: the pixels themselves, scaled by the terminal into the cells; inside tmux
  /// through Unicode placeholders.
  case kitty
  /// Sixel: at most 256 colors a picture, painted pixel for pixel into the cells.
  case sixel
  /// iTerm2's inline images: a PNG file, scaled by the terminal into the cells.
  case iterm2
  /// No picture: its description stands in.
  case text

  /// The mode a `--graphics` value (or a configuration value) names; `auto` and anything unknown are `nil`,
  /// so callers check ``names`` for the message.
  public init?(name: String) {
    switch name.lowercased() {
    case "truecolor", "24bit": self = .truecolor
    case "256", "palette256": self = .palette256
    case "kitty": self = .kitty
    case "sixel": self = .sixel
    case "iterm2", "iterm": self = .iterm2
    case "text", "none": self = .text
    default: return nil
    }
  }

  /// The values `--graphics` accepts.
  public static let names = ["auto", "truecolor", "256", "kitty", "sixel", "iterm2", "text"]

  /// Whether the mode draws pixels at all.
  public var drawsPictures: Bool { self != .text }

  /// Whether the pixels go to the terminal by an escape-sequence protocol, so the terminal (not a cell's
  /// colors) draws them and the cell's size in pixels decides how many to send.
  public var sendsPixels: Bool { self == .kitty || self == .sixel || self == .iterm2 }

  /// How many pixels one terminal cell shows across and down: half blocks give each cell a top and a
  /// bottom pixel; a protocol shows the cell's own pixels, `cell` (measured, else
  /// ``PixelsPerCell/assumed``).
  public func pixelsPerCell(cell: PixelsPerCell = .assumed) -> PixelsPerCell {
    sendsPixels ? cell : PixelsPerCell(across: 1, down: 2)
  }
}

/// Pixels per terminal cell, across and down: what half blocks show of a cell, or a cell's size on screen.
public struct PixelsPerCell: Hashable, Sendable, CustomStringConvertible {
  public let across: Int
  public let down: Int

  /// Sizes are kept between 1 and 512.
  public init(across: Int, down: Int) {
    self.across = min(max(across, 1), 512)
    self.down = min(max(down, 1), 512)
  }

  /// What a cell is taken to be when the terminal does not say: 8 × 16, smaller than most, so a picture
  /// never spills out of its cells.
  public static let assumed = PixelsPerCell(across: 8, down: 16)

  /// A size a terminal reported, when it is believable (2–256 across, 4–512 down).
  public static func measured(across: Int, down: Int) -> PixelsPerCell? {
    guard (2...256).contains(across), (4...512).contains(down) else { return nil }
    return PixelsPerCell(across: across, down: down)
  }

  public var description: String { "\(across)x\(down)" }

  /// The pixels of `columns` × `rows` cells, scaled down to at most ``GraphicsTarget/maximumPixels`` (the
  /// terminal scales kitty's and iTerm2's pictures up again; a Sixel one shows smaller).
  ///
  /// ```swift
  /// PixelsPerCell(across: 10, down: 20).pixels(columns: 16, rows: 8)   // 160x160
  /// ```
  public func pixels(columns: Int, rows: Int) -> PixelSize {
    let width = min(max(columns, 1), 100_000) * across
    let height = min(max(rows, 1), 100_000) * down
    let area = Double(width) * Double(height)
    guard area > Double(GraphicsTarget.maximumPixels) else { return PixelSize(width: width, height: height) }
    let scale = (Double(GraphicsTarget.maximumPixels) / area).squareRoot()
    return PixelSize(width: max(1, Int(Double(width) * scale)), height: max(1, Int(Double(height) * scale)))
  }
}
