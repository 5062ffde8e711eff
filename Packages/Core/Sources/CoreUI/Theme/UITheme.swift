import Core

/// The colors of the terminal app: one ``CellStyle`` per ``StyleRole``.
///
/// ``dark`` and ``light`` use the 256-color palette; ``monochrome`` (for `NO_COLOR`) uses no color at all,
/// only bold, underline and reverse video, so the selection still stands out.
///
/// ```swift
/// let theme = UITheme.resolve(.dark, noColor: environment["NO_COLOR"] != nil)
/// let style = theme.style(.favorite)
/// ```
public struct UITheme: Hashable, Sendable {
  /// Which theme this is; `nil` for ``monochrome``.
  public let name: Theme?
  private let styles: [StyleRole: CellStyle]

  public init(name: Theme?, styles: [StyleRole: CellStyle]) {
    self.name = name
    self.styles = styles
  }

  /// Whether the theme draws colors; pictures need them.
  public var usesColor: Bool { name != nil }

  /// The style of `role`.
  public func style(_ role: StyleRole) -> CellStyle {
    styles[role] ?? .plain
  }

  /// The theme `name`, or ``monochrome`` when `noColor` (the `NO_COLOR` convention).
  public static func resolve(_ name: Theme, noColor: Bool) -> UITheme {
    guard !noColor else { return .monochrome }
    return name == .dark ? .dark : .light
  }

  /// Light text on the terminal's dark background.
  public static let dark = UITheme(
    name: .dark,
    styles: [
      .body: CellStyle(foreground: .indexed(252)),
      .secondary: CellStyle(foreground: .indexed(245)),
      .heading: CellStyle(foreground: .indexed(255), attributes: .bold),
      .accent: CellStyle(foreground: .indexed(81)),
      .favorite: CellStyle(foreground: .indexed(196), attributes: .bold),
      .selection: CellStyle(foreground: .indexed(16), background: .indexed(81)),
      .title: CellStyle(foreground: .indexed(255), background: .indexed(236), attributes: .bold),
      .tabSelected: CellStyle(foreground: .indexed(16), background: .indexed(81), attributes: .bold),
      .tab: CellStyle(foreground: .indexed(250), background: .indexed(238)),
      .keyBar: CellStyle(foreground: .indexed(250), background: .indexed(236)),
      .key: CellStyle(foreground: .indexed(81), background: .indexed(236), attributes: .bold),
      .warning: CellStyle(foreground: .indexed(214)),
      .error: CellStyle(foreground: .indexed(203), attributes: .bold),
      .border: CellStyle(foreground: .indexed(240)),
      .sheet: CellStyle(foreground: .indexed(252), background: .indexed(235)),
    ])

  /// Dark text on the terminal's light background.
  public static let light = UITheme(
    name: .light,
    styles: [
      .body: CellStyle(foreground: .indexed(235)),
      .secondary: CellStyle(foreground: .indexed(242)),
      .heading: CellStyle(foreground: .indexed(16), attributes: .bold),
      .accent: CellStyle(foreground: .indexed(25)),
      .favorite: CellStyle(foreground: .indexed(160), attributes: .bold),
      .selection: CellStyle(foreground: .indexed(231), background: .indexed(25)),
      .title: CellStyle(foreground: .indexed(16), background: .indexed(253), attributes: .bold),
      .tabSelected: CellStyle(foreground: .indexed(231), background: .indexed(25), attributes: .bold),
      .tab: CellStyle(foreground: .indexed(238), background: .indexed(252)),
      .keyBar: CellStyle(foreground: .indexed(238), background: .indexed(253)),
      .key: CellStyle(foreground: .indexed(25), background: .indexed(253), attributes: .bold),
      .warning: CellStyle(foreground: .indexed(130)),
      .error: CellStyle(foreground: .indexed(160), attributes: .bold),
      .border: CellStyle(foreground: .indexed(248)),
      .sheet: CellStyle(foreground: .indexed(235), background: .indexed(255)),
    ])

  /// No color: headings bold, the selection and the selected tab in reverse video.
  public static let monochrome = UITheme(
    name: nil,
    styles: [
      .heading: CellStyle(attributes: .bold),
      .favorite: CellStyle(attributes: .bold),
      .selection: CellStyle(attributes: .reverse),
      .title: CellStyle(attributes: .bold),
      .tabSelected: CellStyle(attributes: [.reverse, .bold]),
      .key: CellStyle(attributes: .bold),
      .error: CellStyle(attributes: .bold),
      .warning: CellStyle(attributes: .underline),
      .accent: CellStyle(attributes: .underline),
    ])

  /// How a cell behind a sheet looks: faded, so the sheet stands out.
  public func dimmed(_ style: CellStyle) -> CellStyle {
    guard usesColor else { return CellStyle(attributes: style.attributes.union(.dim).subtracting(.reverse)) }
    let faded: TerminalColor = name == .dark ? .indexed(240) : .indexed(250)
    let ground: TerminalColor =
      style.background == .default ? .default : (name == .dark ? .indexed(234) : .indexed(254))
    return CellStyle(
      foreground: faded, background: ground, attributes: style.attributes.subtracting([.bold, .reverse]))
  }
}
