import Foundation
import Synchronization
import TerminalGraphics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Asks the terminal what pictures it draws (``TerminalQueries``) and reads its answers: what
/// ``TerminalEnvironment/target(requested:asked:)`` and `mosaic ui` decide by. The wait ends when the device
/// attributes come — every terminal answers them last — or after ``timeout``, so a terminal that answers
/// nothing costs at most that once per run. Nothing is kept between runs: a terminal is asked again each time
/// (a few milliseconds), since the same shell may be attached to another terminal next time.
enum TerminalQuestions {
  /// How long to wait for the answers at most.
  static let timeout = Duration.milliseconds(150)

  /// The command line's way: only when standard input and output are a terminal (not `dumb`) this process
  /// may read in the foreground, with its echo and line editing off while asking, and restored after. Bytes
  /// that were no answer (keys typed meanwhile) are dropped.
  static func askOnce(environment: [String: String]) -> TerminalAnswers {
    let term = environment["TERM"] ?? ""
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1, !term.isEmpty, term != "dumb",
      tcgetpgrp(STDIN_FILENO) == getpgrp()
    else { return .none }
    let insideTmux = TmuxPassthrough.isInside(environment)
    return withRawMode(STDIN_FILENO) {
      ask(input: STDIN_FILENO, output: STDOUT_FILENO, insideTmux: insideTmux, timeout: timeout).answers
    } ?? .none
  }

  /// Writes the questions to `output` and reads `input` until the device attributes come or `timeout`
  /// passes; returns the answers and, in order, the bytes that were none. `input` must already be raw.
  static func ask(
    input: Int32, output: Int32, insideTmux: Bool, timeout: Duration
  ) -> (
    answers: TerminalAnswers, other: [UInt8]
  ) {
    guard TerminalDriver.write(TerminalQueries.bytes(insideTmux: insideTmux), to: output) else { return (.none, []) }
    var parser = TerminalAnswerParser()
    var other: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1024)
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !parser.isComplete {
      let left = clock.now.duration(to: deadline)
      guard left > .zero else { break }
      let milliseconds = Int32(
        clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
      var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, milliseconds)
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { break }
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count > 0 else { break }
      other += parser.feed(buffer[0..<count])
      // What a hostile terminal floods with is not kept past a bound.
      if other.count > 65_536 { other.removeFirst(other.count - 65_536) }
    }
    other += parser.finish()
    return (parser.answers, other)
  }

  /// Runs `body` with `descriptor`'s echo, line editing and signals off and reads returning at once;
  /// `nil` when its modes cannot be read. The modes are put back as they were, at once.
  static func withRawMode<T>(_ descriptor: Int32, _ body: () -> T) -> T? {
    var original = termios()
    guard tcgetattr(descriptor, &original) == 0 else { return nil }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else { return nil }
    defer { _ = tcsetattr(descriptor, TCSANOW, &original) }
    return body()
  }

  /// A probe that asks once per run, the first time a picture needs it.
  static func probe(environment: [String: String]) -> TerminalProbe {
    let asked = Mutex<TerminalAnswers?>(nil)
    return TerminalProbe {
      asked.withLock { answers in
        if let answers { return answers }
        let fresh = askOnce(environment: environment)
        answers = fresh
        return fresh
      }
    }
  }
}
