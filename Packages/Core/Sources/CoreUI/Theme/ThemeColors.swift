import Core

/// Colors a person chose for some ``StyleRole``s of the dark or the light theme (a configuration file's
/// `theme:`). Without color (`NO_COLOR`) they are not used: the monochrome theme stays as it is.
///
/// ```swift
/// let colors = ThemeColors([.dark: [.accent: ColorChange(foreground: .rgb(255, 136, 0))]])
/// colors.apply(to: .dark).style(.accent).foreground   // .rgb(255, 136, 0)
/// ```
public struct ThemeColors: Hashable, Sendable {
  /// No color changed.
  public static let standard = ThemeColors([:])

  public let changes: [Theme: [StyleRole: ColorChange]]

  public init(_ changes: [Theme: [StyleRole: ColorChange]]) {
    self.changes = changes.filter { !$0.value.isEmpty }
  }

  /// `theme` with the colors chosen for it.
  public func apply(to theme: UITheme) -> UITheme {
    guard let name = theme.name, let roles = changes[name] else { return theme }
    var styles: [StyleRole: CellStyle] = [:]
    for role in StyleRole.allCases {
      var style = theme.style(role)
      if let change = roles[role] {
        if let foreground = change.foreground { style.foreground = foreground }
        if let background = change.background { style.background = background }
      }
      styles[role] = style
    }
    return UITheme(name: name, styles: styles)
  }
}

/// A role's new foreground, background or both; `nil` keeps the theme's.
public struct ColorChange: Hashable, Sendable {
  public var foreground: TerminalColor?
  public var background: TerminalColor?

  public init(foreground: TerminalColor? = nil, background: TerminalColor? = nil) {
    self.foreground = foreground
    self.background = background
  }
}

extension TerminalColor {
  /// The color a configuration file names: `#rrggbb`, a number from 0 to 255 (the terminal's palette), or
  /// `default` (the terminal's own); `nil` for anything else.
  ///
  /// ```swift
  /// TerminalColor(name: "#ff8800")   // .rgb(255, 136, 0)
  /// TerminalColor(name: "81")        // .indexed(81)
  /// ```
  public init?(name: String) {
    let text = name.lowercased()
    if text == "default" {
      self = .default
    } else if text.count == 7, text.hasPrefix("#"), let value = UInt32(text.dropFirst(), radix: 16),
      text.dropFirst().allSatisfy(\.isHexDigit)
    {
      self = .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    } else if text.count <= 3, text.allSatisfy(\.isASCII), let index = UInt8(text) {
      self = .indexed(index)
    } else {
      return nil
    }
  }

  /// The name ``init(name:)`` reads back.
  public var name: String {
    switch self {
    case .default: "default"
    case .indexed(let index): String(index)
    case .rgb(let red, let green, let blue):
      "#" + [red, green, blue].map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(width - count, 0)) + self
  }
}
