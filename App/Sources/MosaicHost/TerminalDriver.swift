import CoreUI
import Dispatch
import Foundation
import Synchronization
import TerminalGraphics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one place that touches the terminal: raw mode (termios), the alternate screen, the hidden cursor,
/// mouse reports, the size (`TIOCGWINSZ`, in cells and pixels), the questions about pictures
/// (``TerminalQuestions``, asked once raw mode is on and before input is read, keys typed meanwhile kept)
/// and the signals — `SIGWINCH` resizes, `SIGTERM` and `SIGINT` end the app, `SIGQUIT` ends it at once,
/// `SIGHUP` ends it once writes in flight finish, `SIGTSTP`/`SIGCONT` hand the terminal to the shell and back.
/// ``restore()`` puts everything back as it was, also after an error — and ``CrashRestore`` after a fault (a
/// trap, an abort) that ends the process.
final class TerminalDriver: TerminalSession {
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"
  static let leaveSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
  static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
  static let mouseOff = "\u{1B}[?1006l\u{1B}[?1000l"
  /// How long input must pause before a lone Esc counts as the Escape key.
  static let escapeDelayMilliseconds: Int32 = 30

  let port: TerminalPort
  /// What the terminal answered about pictures, the cell's pixels from the window when it reports them.
  var answers: TerminalAnswers { asked.withLock { $0 } }
  private let asked = Mutex(TerminalAnswers.none)
  private let original: termios
  private let continuation: AsyncStream<TerminalEvent>.Continuation
  private let mouse: Bool
  /// The alternate screen and the hidden cursor; off in the accessible mode.
  private let fullScreen: Bool
  private let state: Mutex<(active: Bool, restored: Bool)>
  private let reader: InputReader
  private let signals: SignalWatch

  /// Whether standard input and output are both a terminal and `TERM` is not `dumb`.
  static func isInteractive(environment: [String: String]) -> Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 && environment["TERM"] != "dumb"
      && !(environment["TERM"] ?? "").isEmpty
  }

  /// Takes the terminal over, asking it about pictures first when `options` say so.
  ///
  /// - Throws: ``HostError`` `.notATerminal` when standard input has no terminal modes to change.
  static func start(_ options: TerminalOptions) throws -> TerminalDriver {
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else {
      throw HostError(.notATerminal, value: ProcessInfo.processInfo.environment["TERM"])
    }
    let driver = TerminalDriver(original: original, mouse: options.mouse, fullScreen: options.fullScreen)
    driver.enter()
    var answers = TerminalAnswers.none
    if options.asksGraphics {
      let (asked, other) = TerminalQuestions.ask(
        input: STDIN_FILENO, output: STDOUT_FILENO, insideTmux: options.insideTmux, timeout: TerminalQuestions.timeout)
      answers = asked
      if !other.isEmpty { driver.continuation.yield(.input(other)) }
    }
    if let cell = cellPixels() { answers.cellPixels = cell }
    driver.asked.withLock { $0 = answers }
    driver.reader.start()
    return driver
  }

  private init(original: termios, mouse: Bool, fullScreen: Bool) {
    let (events, continuation) = AsyncStream<TerminalEvent>.makeStream()
    self.original = original
    self.continuation = continuation
    self.mouse = mouse
    self.fullScreen = fullScreen
    self.state = Mutex((false, false))
    self.reader = InputReader(continuation: continuation)
    self.signals = SignalWatch(continuation: continuation)
    let size: @Sendable () -> Size = { TerminalDriver.size() }
    let suspend = Suspension()
    self.port = TerminalPort(
      size: size, write: { TerminalDriver.write($0) }, events: events, suspend: { await suspend.run() })
    suspend.driver = self
    signals.onContinue = { [weak self] in self?.enter() }
  }

  /// Raw mode, the alternate screen, no cursor, and mouse reports when asked for.
  func enter() {
    state.withLock { state in
      guard !state.restored else { return }
      var raw = original
      raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
      raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
      raw.c_cflag |= tcflag_t(CS8)
      _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &raw)
      // Should the app die of a fault from here on, the terminal is put back all the same.
      CrashRestore.arm(original: original, leave: Array(((mouse ? Self.mouseOff : "") + leaveSequence).utf8))
      TerminalDriver.write(Array(((fullScreen ? Self.enterSequence : "") + (mouse ? Self.mouseOn : "")).utf8))
      state.active = true
    }
  }

  /// What puts the screen back: the main screen and the cursor; nothing in the accessible mode, which writes
  /// plain lines only (a dumb terminal would show an escape sequence).
  private var leaveSequence: String { fullScreen ? Self.leaveSequence : "" }

  /// The terminal as it was, the app still running (Ctrl-Z).
  func leave() {
    state.withLock { state in
      guard state.active else { return }
      TerminalDriver.write(Array(((mouse ? Self.mouseOff : "") + leaveSequence).utf8))
      var original = original
      _ = tcsetattr(STDIN_FILENO, TCSADRAIN, &original)
      CrashRestore.disarm()
      state.active = false
    }
  }

  func restore() {
    leave()
    state.withLock { $0.restored = true }
    reader.stop()
    signals.stop()
  }

  /// Gives the terminal to the shell: the terminal as it was, the process stopped as Ctrl-Z stops it; once
  /// `fg` continues it, raw mode and the alternate screen again.
  func suspend() {
    leave()
    signals.stopInForeground()
    enter()
  }

  /// A cell's size in pixels as the window reports it (`ws_xpixel`, `ws_ypixel`), when it does.
  static func cellPixels(of descriptor: Int32 = STDOUT_FILENO) -> PixelsPerCell? {
    var window = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0,
      window.ws_xpixel > 0, window.ws_ypixel > 0
    else { return nil }
    return PixelsPerCell.measured(
      across: Int(window.ws_xpixel) / Int(window.ws_col), down: Int(window.ws_ypixel) / Int(window.ws_row))
  }

  static func size() -> Size {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
      return Size(width: 80, height: 24)
    }
    return Size(width: Int(window.ws_col), height: Int(window.ws_row))
  }

  /// Writes all of `bytes` to standard output, retrying after interruptions and partial writes.
  static func write(_ bytes: [UInt8]) {
    _ = write(bytes, to: STDOUT_FILENO)
  }

  /// Writes all of `bytes` to `descriptor`; `false` when it could not.
  static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return true }
      var offset = 0
      while offset < buffer.count {
        #if canImport(Glibc)
          let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
        #else
          let written = Darwin.write(descriptor, base + offset, buffer.count - offset)
        #endif
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }
}

/// Runs the driver's suspend off the caller's task; set once the driver exists.
private final class Suspension: @unchecked Sendable {
  // Set once in the driver's initializer, before the port is handed out; read only afterwards.
  weak var driver: TerminalDriver?

  func run() async {
    driver?.suspend()
  }
}
