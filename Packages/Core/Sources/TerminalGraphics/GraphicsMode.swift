/// How pictures reach the terminal: colored half blocks (24-bit or the 256-color palette), the kitty
/// graphics protocol, or only the words that stand in for them.
///
/// ```swift
/// let mode = GraphicsMode.resolve(
///   requested: nil, environment: ["COLORTERM": "truecolor"], isTerminal: true, asked: true)  // .truecolor
/// ```
public enum GraphicsMode: String, Hashable, Sendable, CaseIterable, Codable {
  /// `▀` with 24-bit foreground (top pixel) and background (bottom pixel).
  case truecolor
  /// `▀` with the nearest of the xterm 256 colors.
  case palette256 = "256"
  /// The kitty graphics protocol: the pixels themselves, scaled by the terminal into the cells.
  case kitty
  /// No picture: its description stands in.
  case text

  /// The mode a run uses, in this order: the mode asked for by name; text when `NO_COLOR` is set; kitty when
  /// the terminal announces it (`TERM=xterm-kitty` or `KITTY_WINDOW_ID`) and the output is that terminal;
  /// 24-bit when `COLORTERM` is `truecolor` or `24bit`; 256 colors on a terminal; and when the output is
  /// not a terminal, 256 colors only if pictures were `asked` for (a `--image` flag), text otherwise.
  public static func resolve(
    requested: GraphicsMode?, environment: [String: String], isTerminal: Bool, asked: Bool
  ) -> GraphicsMode {
    if let requested { return requested }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .text }
    let term = environment["TERM"] ?? ""
    if isTerminal, term == "xterm-kitty" || !(environment["KITTY_WINDOW_ID"] ?? "").isEmpty { return .kitty }
    if ["truecolor", "24bit"].contains((environment["COLORTERM"] ?? "").lowercased()) {
      return isTerminal || asked ? .truecolor : .text
    }
    return isTerminal || asked ? .palette256 : .text
  }

  /// The mode a `--graphics` value names: `auto` is `nil`; anything else unknown throws nothing and
  /// answers `nil` too, so callers check ``names`` for the message.
  public init?(name: String) {
    switch name.lowercased() {
    case "truecolor", "24bit": self = .truecolor
    case "256", "palette256": self = .palette256
    case "kitty": self = .kitty
    case "text", "none": self = .text
    default: return nil
    }
  }

  /// The values `--graphics` accepts.
  public static let names = ["auto", "truecolor", "256", "kitty", "text"]

  /// How many pixels one terminal cell shows across and down: half blocks give each cell a top and a
  /// bottom pixel; for kitty the terminal scales, so a modest 8 × 16 is enough.
  public var pixelsPerCell: PixelsPerCell {
    switch self {
    case .truecolor, .palette256: PixelsPerCell(across: 1, down: 2)
    case .kitty: PixelsPerCell(across: 8, down: 16)
    case .text: PixelsPerCell(across: 1, down: 2)
    }
  }

  /// Whether the mode draws pixels at all.
  public var drawsPictures: Bool { self != .text }
}

/// Pixels per terminal cell, across and down.
public struct PixelsPerCell: Hashable, Sendable {
  public let across: Int
  public let down: Int
}
