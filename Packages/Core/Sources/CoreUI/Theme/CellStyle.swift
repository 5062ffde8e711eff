/// A terminal color: the terminal's own default, one of its 256 indexed colors, or 24-bit RGB.
public enum TerminalColor: Hashable, Sendable {
  case `default`
  case indexed(UInt8)
  case rgb(UInt8, UInt8, UInt8)
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
public struct CellStyle: Hashable, Sendable {
  public var foreground: TerminalColor
  public var background: TerminalColor
  public var attributes: TextAttributes

  public init(
    foreground: TerminalColor = .default, background: TerminalColor = .default, attributes: TextAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
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
