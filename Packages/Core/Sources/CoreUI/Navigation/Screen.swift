import Core
import Foundation
import SafeText
import TerminalGraphics

/// One screen of the terminal app: it draws its view model's state as a ``View`` and turns keys and
/// clicks into the view model's intents. It never navigates; its coordinator does, on the view model's
/// intents.
///
/// ```swift
/// final class CounterScreen: Screen {
///   let model: CounterViewModel
///   func render(_ context: RenderContext) -> ScreenFrame {
///     ScreenFrame(title: "Counter", body: .text("\(model.count)"), keys: [KeyHint("+", "add")])
///   }
///   func handle(_ input: ScreenInput) -> Bool {
///     guard input == .key(.character("+")) else { return false }
///     model.add()
///     return true
///   }
/// }
/// ```
@MainActor
public protocol Screen: AnyObject {
  /// What the screen shows in the content area of `context.size`.
  func render(_ context: RenderContext) -> ScreenFrame
  /// Handles a key or a click; `false` lets the app handle it (Esc goes back, digits pick a tab).
  func handle(_ input: ScreenInput) -> Bool
  /// The screen is about to be on top: first shown, or uncovered by a pop.
  func willAppear()
  /// Another process changed the data (a favorite added from another shell): read it again.
  func externalChange()
  /// The screen was popped and will not show again: stop its work.
  func removed()
  /// Whether the screen animates (a spinner), so the app keeps ticking.
  var isAnimating: Bool { get }
  /// Waits for the work the screen started (a write in flight) to finish.
  func settle() async
  /// Which keys of a configuration file apply here besides the global ones (`gallery`, `news`, …; see
  /// ``KeyBindings``); `nil` for the global ones only.
  var keyScope: String? { get }
  /// Whether the screen is taking text (a search field has the focus): then no key is remapped.
  var isTyping: Bool { get }
}

extension Screen {
  public func willAppear() {}
  public func externalChange() {}
  public func removed() {}
  public var isAnimating: Bool { false }
  public func settle() async {}
  public var keyScope: String? { nil }
  public var isTyping: Bool { false }
}

/// What a screen shows: its title for the title line, its content, its main keys for the key bar and
/// every key it answers for help.
public struct ScreenFrame: Sendable {
  public var title: String
  public var body: View
  public var keys: [KeyHint]
  public var help: [KeyHint]
  /// When set, the body is a sheet of this size: the app centres it over the dimmed screen it was called
  /// from (a tab's ``TabContribution/shortcut``), or over an empty one when its tab is selected.
  public var sheet: Size?

  public init(title: String, body: View, keys: [KeyHint] = [], help: [KeyHint]? = nil, sheet: Size? = nil) {
    self.title = TerminalText.screenLine(title)
    self.body = body
    self.keys = keys
    self.help = help ?? keys
    self.sheet = sheet
  }
}

/// What a screen renders for: the size of its content area, the language, the theme and the animation
/// tick.
public struct RenderContext: Sendable {
  public var size: Size
  public var language: Language
  public var theme: UITheme
  /// Counts up while something animates; the spinner's frame.
  public var tick: Int
  /// Where times of day are shown for.
  public var timeZone: TimeZone
  /// How many pixels a picture needs per cell: 1 × 2 for half blocks, the cell's own size when a graphics
  /// protocol draws it. What a screen asks the image pipeline for.
  public var pixelsPerCell: PixelsPerCell
  /// Whether pictures show at all (not with `--graphics text`, nor without colors): a screen need not load them.
  public var showsPictures: Bool

  public init(
    size: Size, language: Language = .english, theme: UITheme = .dark, tick: Int = 0, timeZone: TimeZone = .current,
    pixelsPerCell: PixelsPerCell = PixelsPerCell(across: 1, down: 2), showsPictures: Bool = true
  ) {
    self.size = size
    self.language = language
    self.theme = theme
    self.tick = tick
    self.timeZone = timeZone
    self.pixelsPerCell = pixelsPerCell
    self.showsPictures = showsPictures && theme.usesColor
  }
}

/// A key or a mouse action, as a screen receives it.
public enum ScreenInput: Hashable, Sendable {
  case key(Key)
  /// A click on the view tagged `tag`; `double` for a double click.
  case click(tag: String, double: Bool)
  /// The wheel turned over the view tagged `tag` (if any).
  case wheel(up: Bool, tag: String?)
}
