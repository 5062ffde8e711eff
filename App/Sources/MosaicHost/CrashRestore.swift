#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal put back when the app dies of a fault (a trap, an abort, a bad access) while it holds the
/// terminal: mouse reports off, the main screen and the cursor back, the terminal's own modes — then the
/// signal goes on to whoever handled it before (Swift's backtracer, or the default action), so the process
/// still dies of it. Without this a crash left the shell in the alternate screen with mouse reporting on.
///
/// A signal handler may only use memory that is already there and async-signal-safe calls (`write`,
/// `tcsetattr`, `sigaction`, `raise`): everything it reads is set by ``arm(original:leave:)`` before the
/// handlers are installed, and never changed while they are.
enum CrashRestore {
  static let signals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

  // Written only by `arm`/`disarm` on the main path, before handlers go in and after they come out; a
  // handler reads them. Plain memory on purpose, hence `nonisolated(unsafe)`.
  nonisolated(unsafe) private static var leave: UnsafeMutablePointer<UInt8>?
  nonisolated(unsafe) private static var leaveCount = 0
  nonisolated(unsafe) private static var original = termios()
  nonisolated(unsafe) private static var previous: UnsafeMutablePointer<sigaction>?

  /// Installs the handlers: on a fault, `leave` is written to standard output and `original` restored on
  /// standard input before the signal goes on.
  static func arm(original: termios, leave bytes: [UInt8]) {
    disarm()
    let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
    copy.initialize(from: bytes, count: bytes.count)
    leave = copy
    leaveCount = bytes.count
    Self.original = original
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(Self.slots))
    actions.initialize(repeating: sigaction(), count: Int(Self.slots))
    previous = actions
    for number in signals where number < slots {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = crashHandler
      #else
        action.__sigaction_u.__sa_handler = crashHandler
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      _ = sigaction(number, &action, actions + Int(number))
    }
  }

  /// Gives every signal its previous handler back: the app gave the terminal back itself.
  static func disarm() {
    guard let actions = previous else { return }
    for number in signals where number < slots {
      _ = sigaction(number, actions + Int(number), nil)
    }
    previous = nil
    actions.deallocate()
    leave?.deallocate()
    leave = nil
    leaveCount = 0
  }

  /// Signal numbers below this have a slot for their previous action.
  private static let slots: Int32 = 65

  /// What the handler does: the terminal back, the previous action back, the signal again.
  fileprivate static func handle(_ number: Int32) {
    if let leave, leaveCount > 0 {
      _ = write(STDOUT_FILENO, leave, leaveCount)
    }
    var terminal = original
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &terminal)
    if let previous, number < slots {
      _ = sigaction(number, previous + Int(number), nil)
    } else {
      signal(number, SIG_DFL)
    }
    // Delivered once this handler returns (the signal is blocked while it runs); a fault would recur anyway.
    raise(number)
  }
}

private let crashHandler: @convention(c) (Int32) -> Void = { number in
  CrashRestore.handle(number)
}
