import Core
import SafeText

/// What a command may ask of the desktop it runs on: open a web page in the person's browser, and show a
/// desktop notification. A value of closures, so features stay portable: the App provides the live one
/// (`$BROWSER`, `xdg-open` or `open`; `notify-send` with a display session), tests a recording fake.
///
/// ```swift
/// switch await desktop.open("https://techcrunch.com/a-story") {
/// case .opened(let opener): print("opened with \(opener)")
/// case .unavailable(let reason): print(reason.message(in: .english))
/// }
/// ```
public struct DesktopClient: Sendable {
  /// Why the desktop cannot do what was asked.
  public enum Unavailable: Sendable, Hashable {
    /// No `$BROWSER`, and no system opener (`xdg-open`, `open`) on `PATH`.
    case noOpener
    /// `$BROWSER` names a program that is not on `PATH` (or not executable).
    case browserNotFound(program: String)
    /// No display session: `DISPLAY` and `WAYLAND_DISPLAY` are unset.
    case noDisplay
    /// `notify-send` is not on `PATH`.
    case noNotifier
    /// The opener or notifier ran and exited with a status other than 0.
    case exited(program: String, status: Int32)
    /// The opener or notifier could not be started; the program and the system's reason.
    case failed(program: String, reason: String)
    /// This platform has no way to do it.
    case unsupportedPlatform
    /// The link is not an `http` or `https` address (a `file:`, `javascript:` or `data:` URL, or text that
    /// would read as an option like `--new-window`): it is never handed to a program.
    case notAWebAddress(String)
  }

  /// Whether `url` may be handed to a browser: `http://` or `https://` (in any case) with a host, no
  /// white space or control characters, and so never starting with `-`.
  ///
  /// ```swift
  /// DesktopClient.isWebAddress("https://techcrunch.com/a-story")  // true
  /// DesktopClient.isWebAddress("--new-window")                    // false
  /// ```
  public static func isWebAddress(_ url: String) -> Bool {
    let unsafe = url.unicodeScalars.contains { $0.properties.isWhitespace || TerminalText.isControl($0) }
    guard !url.hasPrefix("-"), !unsafe else { return false }
    let lowered = url.lowercased()
    let rest: Substring
    if lowered.hasPrefix("https://") {
      rest = url.dropFirst(8)
    } else if lowered.hasPrefix("http://") {
      rest = url.dropFirst(7)
    } else {
      return false
    }
    // The host: what the authority holds after any `user@` and before any `:port`.
    let authority = rest.prefix { !"/?#".contains($0) }
    let host = (authority.split(separator: "@", omittingEmptySubsequences: false).last ?? "").prefix { $0 != ":" }
    return !host.isEmpty
  }

  /// What an attempt to open a page did.
  public enum OpenResult: Sendable, Hashable {
    /// The page was handed to this program.
    case opened(with: String)
    case unavailable(Unavailable)
  }

  /// Opens `url` in the person's browser.
  public var open: @Sendable (_ url: String) async -> OpenResult
  /// Whether desktop notifications can be delivered now; `nil` when they can.
  public var notificationsUnavailable: @Sendable () -> Unavailable?
  /// Shows a notification with `title` and `body`; the reason when it could not.
  public var notify: @Sendable (_ title: String, _ body: String) async -> Unavailable?

  public init(
    open: @escaping @Sendable (String) async -> OpenResult,
    notificationsUnavailable: @escaping @Sendable () -> Unavailable?,
    notify: @escaping @Sendable (String, String) async -> Unavailable?
  ) {
    self.open = open
    self.notificationsUnavailable = notificationsUnavailable
    self.notify = notify
  }

  /// A desktop with nothing on it: no opener, no display; nothing is ever opened or shown.
  public static let unavailable = DesktopClient(
    open: { _ in .unavailable(.noDisplay) },
    notificationsUnavailable: { .noDisplay },
    notify: { _, _ in .noDisplay })
}

extension DesktopClient.Unavailable {
  /// Why, as a phrase that follows "because" or a colon.
  public func message(in language: Language) -> String {
    CLIStrings.desktopUnavailable(self, language)
  }

  /// The reason's stable name for `--json` output (`reasonCode`): the same in every language and release.
  public var code: String {
    switch self {
    case .noOpener: "noOpener"
    case .browserNotFound: "browserNotFound"
    case .exited: "exited"
    case .noDisplay: "noDisplay"
    case .noNotifier: "noNotifier"
    case .failed: "failed"
    case .unsupportedPlatform: "unsupportedPlatform"
    case .notAWebAddress: "notAWebAddress"
    }
  }
}
