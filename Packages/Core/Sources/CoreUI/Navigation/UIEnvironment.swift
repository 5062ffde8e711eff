import Core
import Foundation
import Observation
import TerminalGraphics

/// What every screen of the app shares: the language and theme (which a settings screen may change while
/// the app runs, so they are observed), the clock and whether the mouse is on.
///
/// ```swift
/// let environment = UIEnvironment(language: .german, theme: .monochrome)
/// environment.language = .english   // every screen redraws in English
/// ```
@MainActor @Observable
public final class UIEnvironment {
  public var language: Language
  public var theme: UITheme
  @ObservationIgnored public let clock: UIClock
  @ObservationIgnored public let mouse: Bool
  /// Where times of day are shown for ("saved at 10:42").
  @ObservationIgnored public let timeZone: TimeZone
  /// Writes to the terminal's clipboard; the app sets it to an OSC 52 sequence while it runs.
  @ObservationIgnored public var clipboard: (@MainActor (String) -> Void)?
  /// How pictures are drawn: the mode (half blocks unless a protocol was found or asked for), the cell's
  /// size in pixels, whether tmux is in between.
  @ObservationIgnored public let graphics: GraphicsTarget
  /// The keys the configuration file remapped.
  @ObservationIgnored public let keys: KeyBindings
  /// The colors the configuration file changed, per theme; applied whenever the theme changes.
  @ObservationIgnored public let colors: ThemeColors
  /// Cells (the full-screen frame) or the accessible transcript of plain lines.
  @ObservationIgnored public let presentation: UIPresentation

  public init(
    language: Language = .english, theme: UITheme = .dark, clock: UIClock = .live, mouse: Bool = true,
    timeZone: TimeZone = .current, graphics: GraphicsTarget = GraphicsTarget(mode: .truecolor),
    keys: KeyBindings = .standard, colors: ThemeColors = .standard, presentation: UIPresentation = .cells
  ) {
    self.language = language
    self.theme = colors.apply(to: theme)
    self.clock = clock
    self.mouse = mouse
    self.timeZone = timeZone
    self.graphics = graphics
    self.keys = keys
    self.colors = colors
    self.presentation = presentation
  }

  /// Copies `text` to the terminal's clipboard, when the app runs in one.
  public func copy(_ text: String) {
    clipboard?(text)
  }

  /// Applies the settings' `theme` at once, staying without color when the app started under `NO_COLOR`.
  public func apply(theme name: Theme) {
    theme = colors.apply(to: UITheme.resolve(name, noColor: theme.name == nil))
  }
}
