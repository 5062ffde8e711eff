import CoreUI
import TerminalGraphics

/// How the host reaches a real terminal for `mosaic ui`: whether there is one, and a driver for it. The
/// executable passes ``live``; in-process tests pass nothing, so `mosaic` prints help and `mosaic ui` says
/// it needs a terminal.
public struct TerminalAccess: Sendable {
  /// Whether standard input and output are a terminal the app can draw in, given the environment.
  public var isInteractive: @Sendable (_ environment: [String: String]) -> Bool
  /// Takes over the terminal: raw mode, the alternate screen, the signals, mouse reports and the questions
  /// about pictures as `options` say.
  public var open: @Sendable (_ options: TerminalOptions) throws -> any TerminalSession

  public init(
    isInteractive: @escaping @Sendable ([String: String]) -> Bool,
    open: @escaping @Sendable (TerminalOptions) throws -> any TerminalSession
  ) {
    self.isInteractive = isInteractive
    self.open = open
  }

  /// The process's own terminal.
  public static let live = TerminalAccess(
    isInteractive: { environment in TerminalDriver.isInteractive(environment: environment) },
    open: { options in try TerminalDriver.start(options) })
}

/// How the app takes a terminal over.
public struct TerminalOptions: Hashable, Sendable {
  /// Mouse reports on.
  public var mouse: Bool
  /// Ask the terminal which picture protocol it speaks and its cell's size in pixels before the first frame.
  public var asksGraphics: Bool
  /// tmux is in between: kitty's question goes through its passthrough.
  public var insideTmux: Bool
  /// The alternate screen with the cursor hidden; off for the accessible mode, whose plain lines stay in the
  /// terminal's scrollback as a screen reader reads them.
  public var fullScreen: Bool

  public init(mouse: Bool, asksGraphics: Bool = false, insideTmux: Bool = false, fullScreen: Bool = true) {
    self.mouse = mouse
    self.asksGraphics = asksGraphics
    self.insideTmux = insideTmux
    self.fullScreen = fullScreen
  }
}

/// A terminal taken over by the app: its port, what it answered about pictures, and putting it back as it was.
public protocol TerminalSession: Sendable {
  var port: TerminalPort { get }
  /// What the terminal answered when asked about pictures (``TerminalAnswers/none`` when not asked).
  var answers: TerminalAnswers { get }
  /// Leaves the alternate screen, shows the cursor, turns mouse reports off and restores the terminal's
  /// modes; safe to call more than once.
  func restore()
}

extension TerminalSession {
  public var answers: TerminalAnswers { .none }
}
