import Core

/// The colors of text output: none when the output is not a terminal or `NO_COLOR` is set, otherwise
/// one palette per theme.
///
/// ```swift
/// let line = style.palette.paint("★", .accent) + " favorite"
/// ```
public struct Palette: Sendable, Hashable {
  /// What a piece of text is, which decides its color.
  public enum Role: Sendable, Hashable, CaseIterable {
    /// Headings and titles.
    case heading
    /// Marks that stand out: ★ on a favorite.
    case accent
    /// Secondary text: ids, dates, hints.
    case secondary
    /// Warnings: the offline note.
    case warning
  }

  /// Select Graphic Rendition parameters per role; empty for plain text.
  private let codes: [Role: String]

  public init(codes: [Role: String]) {
    self.codes = codes
  }

  /// No colors at all.
  public static let plain = Palette(codes: [:])

  /// Colors for a dark terminal background: bright cyan headings, yellow marks, grey hints.
  public static let dark = Palette(codes: [.heading: "1;96", .accent: "93", .secondary: "90", .warning: "33"])

  /// Colors for a light terminal background: blue headings, red marks, grey hints, magenta warnings.
  public static let light = Palette(codes: [.heading: "1;34", .accent: "31", .secondary: "90", .warning: "35"])

  /// The palette of `theme` when the output may be colored (a terminal, no `NO_COLOR`), else ``plain``.
  ///
  /// ```swift
  /// let palette = Palette.for(.light, colored: isatty(1) == 1 && environment["NO_COLOR"] == nil)
  /// ```
  public static func `for`(_ theme: Theme, colored: Bool) -> Palette {
    guard colored else { return .plain }
    return switch theme {
    case .dark: .dark
    case .light: .light
    }
  }

  /// Whether output may be colored: only on a terminal, and never while `NO_COLOR` is set to anything
  /// (see no-color.org).
  public static func allowsColor(isTerminal: Bool, environment: [String: String]) -> Bool {
    isTerminal && environment["NO_COLOR"] == nil
  }

  /// Whether this palette colors anything.
  public var isPlain: Bool { codes.isEmpty }

  /// `text` in the color of `role`.
  public func paint(_ text: String, _ role: Role) -> String {
    guard let code = codes[role], !text.isEmpty else { return text }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }
}
