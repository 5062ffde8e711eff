/// A terminal color: the terminal's own default, one of its 256 indexed colors, or 24-bit RGB.
public enum TerminalColor: Hashable, Sendable {
  case `default`
  case indexed(UInt8)
  case rgb(UInt8, UInt8, UInt8)

  /// The color in 26 bits, one value per color: the kind in bits 24–25 (0 default, 1 indexed, 2 RGB), the
  /// index or the red, green and blue bytes below. ``CellStyle`` keeps its two colors this way.
  var code: UInt64 {
    switch self {
    case .default: 0
    case .indexed(let index): 1 << 24 | UInt64(index)
    case .rgb(let red, let green, let blue): 2 << 24 | UInt64(red) << 16 | UInt64(green) << 8 | UInt64(blue)
    }
  }

  /// The color whose ``code`` is `code` (bits above 26 ignored).
  init(code: UInt64) {
    switch code >> 24 & 3 {
    case 1: self = .indexed(UInt8(truncatingIfNeeded: code))
    case 2:
      self = .rgb(
        UInt8(truncatingIfNeeded: code >> 16), UInt8(truncatingIfNeeded: code >> 8), UInt8(truncatingIfNeeded: code))
    default: self = .default
    }
  }
}

/// Bold, dim, underline and reverse video, as a set.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let bold = TextAttributes(rawValue: 1 << 0)
  public static let dim = TextAttributes(rawValue: 1 << 1)
  public static let underline = TextAttributes(rawValue: 1 << 2)
  public static let reverse = TextAttributes(rawValue: 1 << 3)
  public static let italic = TextAttributes(rawValue: 1 << 4)
}

/// How one cell looks: its colors and attributes.
///
/// ```swift
/// let heart = CellStyle(foreground: .indexed(196), attributes: .bold)
/// ```
///
/// The style is one 64-bit word — the attributes in bits 0–7, the foreground's ``TerminalColor/code`` in
/// bits 8–33, the background's in bits 34–59 — so comparing two styles (the renderer does it for every cell of
/// every frame) is one integer comparison, and a ``Cell`` has no padding.
public struct CellStyle: Hashable, Sendable {
  /// The packed style; every style has exactly one.
  private(set) var packed: UInt64

  private static let colorMask: UInt64 = 1 << 26 - 1

  public var foreground: TerminalColor {
    get { TerminalColor(code: packed >> 8) }
    set { packed = packed & ~(Self.colorMask << 8) | newValue.code << 8 }
  }

  public var background: TerminalColor {
    get { TerminalColor(code: packed >> 34) }
    set { packed = packed & ~(Self.colorMask << 34) | newValue.code << 34 }
  }

  /// The foreground's and the background's ``TerminalColor/code``: equal codes are equal colors.
  var foregroundCode: UInt64 { packed >> 8 & Self.colorMask }
  var backgroundCode: UInt64 { packed >> 34 & Self.colorMask }

  public var attributes: TextAttributes {
    get { TextAttributes(rawValue: UInt8(truncatingIfNeeded: packed)) }
    set { packed = packed & ~0xFF | UInt64(newValue.rawValue) }
  }

  public init(
    foreground: TerminalColor = .default, background: TerminalColor = .default,
    attributes: TextAttributes = TextAttributes(rawValue: 0)
  ) {
    packed = foreground.code << 8 | background.code << 34 | UInt64(attributes.rawValue)
  }

  /// The terminal's default colors, no attributes.
  public static let plain = CellStyle()

  /// This style with `other`'s colors where `other` sets them and both attribute sets.
  public func merged(with other: CellStyle) -> CellStyle {
    CellStyle(
      foreground: other.foreground == .default ? foreground : other.foreground,
      background: other.background == .default ? background : other.background,
      attributes: attributes.union(other.attributes))
  }
}
