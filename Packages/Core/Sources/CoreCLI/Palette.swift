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

  /// Whether this palette colors anything.
  public var isPlain: Bool { codes.isEmpty }

  /// `text` in the color of `role`.
  public func paint(_ text: String, _ role: Role) -> String {
    guard let code = codes[role], !text.isEmpty else { return text }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }
}
