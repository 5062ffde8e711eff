import CoreUI

/// How the host reaches a real terminal for `mosaic ui`: whether there is one, and a driver for it. The
/// executable passes ``live``; in-process tests pass nothing, so `mosaic` prints help and `mosaic ui` says
/// it needs a terminal.
public struct TerminalAccess: Sendable {
  /// Whether standard input and output are a terminal the app can draw in, given the environment.
  public var isInteractive: @Sendable (_ environment: [String: String]) -> Bool
  /// Takes over the terminal: raw mode, the alternate screen, the signals; `mouse` turns on mouse reports.
  public var open: @Sendable (_ mouse: Bool) throws -> any TerminalSession

  public init(
    isInteractive: @escaping @Sendable ([String: String]) -> Bool,
    open: @escaping @Sendable (Bool) throws -> any TerminalSession
  ) {
    self.isInteractive = isInteractive
    self.open = open
  }

  /// The process's own terminal.
  public static let live = TerminalAccess(
    isInteractive: { environment in TerminalDriver.isInteractive(environment: environment) },
    open: { mouse in try TerminalDriver.start(mouse: mouse) })
}

/// A terminal taken over by the app: its port, and putting it back as it was.
public protocol TerminalSession: Sendable {
  var port: TerminalPort { get }
  /// Leaves the alternate screen, shows the cursor, turns mouse reports off and restores the terminal's
  /// modes; safe to call more than once.
  func restore()
}
