import CoreUI
import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one place that touches the terminal: raw mode (termios), the alternate screen, the hidden cursor,
/// mouse reports, the size (`TIOCGWINSZ`) and the signals — `SIGWINCH` resizes, `SIGTERM` and `SIGINT`
/// end the app, `SIGQUIT` ends it at once, `SIGHUP` ends it once writes in flight finish, `SIGTSTP`/`SIGCONT`
/// hand the terminal to the shell and back. ``restore()`` puts everything back as it was, also after an error —
/// and ``CrashRestore`` after a fault (a trap, an abort) that ends the process.
final class TerminalDriver: TerminalSession {
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"
  static let leaveSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
  static let mouseOn = "\u{1B}[?1000h\u{1B}[?1006h"
  static let mouseOff = "\u{1B}[?1006l\u{1B}[?1000l"
  /// How long input must pause before a lone Esc counts as the Escape key.
  static let escapeDelayMilliseconds: Int32 = 30

  let port: TerminalPort
  private let original: termios
  private let mouse: Bool
  private let state: Mutex<(active: Bool, restored: Bool)>
  private let reader: InputReader
  private let signals: SignalWatch

  /// Whether standard input and output are both a terminal and `TERM` is not `dumb`.
  static func isInteractive(environment: [String: String]) -> Bool {
    isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 && environment["TERM"] != "dumb"
      && !(environment["TERM"] ?? "").isEmpty
  }

  /// Takes the terminal over.
  ///
  /// - Throws: ``HostError`` `.notATerminal` when standard input has no terminal modes to change.
  static func start(mouse: Bool) throws -> TerminalDriver {
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else {
      throw HostError(.notATerminal, value: ProcessInfo.processInfo.environment["TERM"])
    }
    let driver = TerminalDriver(original: original, mouse: mouse)
    driver.enter()
    driver.reader.start()
    return driver
  }

  private init(original: termios, mouse: Bool) {
    let (events, continuation) = AsyncStream<TerminalEvent>.makeStream()
    self.original = original
    self.mouse = mouse
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
      CrashRestore.arm(original: original, leave: Array(((mouse ? Self.mouseOff : "") + Self.leaveSequence).utf8))
      TerminalDriver.write(Array((Self.enterSequence + (mouse ? Self.mouseOn : "")).utf8))
      state.active = true
    }
  }

  /// The terminal as it was, the app still running (Ctrl-Z).
  func leave() {
    state.withLock { state in
      guard state.active else { return }
      TerminalDriver.write(Array(((mouse ? Self.mouseOff : "") + Self.leaveSequence).utf8))
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

  static func size() -> Size {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
      return Size(width: 80, height: 24)
    }
    return Size(width: Int(window.ws_col), height: Int(window.ws_row))
  }

  /// Writes all of `bytes`, retrying after interruptions and partial writes.
  static func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        #if canImport(Glibc)
          let written = Glibc.write(STDOUT_FILENO, base + offset, buffer.count - offset)
        #else
          let written = Darwin.write(STDOUT_FILENO, base + offset, buffer.count - offset)
        #endif
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
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
