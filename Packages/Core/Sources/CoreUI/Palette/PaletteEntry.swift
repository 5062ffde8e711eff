import SafeText

/// One thing the command palette (`:`) offers: a tab, a `mosaic://` route, a feed a module lists, or a line
/// typed before. ``text`` is what the palette's line holds when it is chosen and what Enter goes to; ``label``
/// says what it is. Both are stripped of control characters and bounded, since routes and feeds may come from
/// a plugin.
///
/// ```swift
/// let entry = PaletteEntry(.route, text: "mosaic://photo/", label: "One photo with its sections")
/// entry.bare   // "photo/"
/// ```
public struct PaletteEntry: Hashable, Sendable {
  /// Where the entry comes from.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A tab: its id goes there.
    case command
    /// A `mosaic://` route; one with parameters ends where the first parameter goes.
    case route
    /// A feed or another place a module lists (``PaletteContribution``).
    case feed
    /// A line the palette went to before (its history: recent searches too).
    case recent
  }

  /// The longest text or label kept, in characters.
  public static let maximumLength = 200

  public let kind: Kind
  public let text: String
  public let label: String

  public init(_ kind: Kind, text: String, label: String) {
    self.kind = kind
    self.text = String(TerminalText.screenLine(text).prefix(Self.maximumLength))
    self.label = String(TerminalText.screenLine(label).prefix(Self.maximumLength))
  }

  /// ``text`` without the `mosaic://` scheme: how a route is typed without it.
  public var bare: String { Self.bare(text) }

  /// `text` without a leading `mosaic://` (in any case).
  static func bare(_ text: String) -> String {
    let scheme = "mosaic://"
    guard text.lowercased().hasPrefix(scheme) else { return text }
    return String(text.dropFirst(scheme.count))
  }

  /// Whether `text` starts with `mosaic://` (in any case).
  static func hasScheme(_ text: String) -> Bool { text.lowercased().hasPrefix("mosaic://") }
}
