import Foundation
import TerminalGraphics
import TerminalGraphicsTestSupport
import Testing

@testable import MosaicHost

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension RecordedTerminal: CustomTestStringConvertible {
  public var testDescription: String { name }
}

/// Issue 25: the questions about pictures over a real pseudo-terminal, answered as each terminal answers
/// (or not at all): the answers read, keys typed meanwhile kept, nothing left in the input, and a silent
/// terminal waited for no longer than the timeout.
@Suite(.serialized, .enabled(if: FileManager.default.fileExists(atPath: "/dev/ptmx")))
struct TerminalQuestionsTests {
  /// A pseudo-terminal: the program's side (raw, like the app's) and the terminal's side.
  final class PseudoTerminal {
    let terminal: Int32
    let program: Int32

    /// Linux's `/dev/ptmx`: unlocked (`TIOCSPTLCK`) and numbered (`TIOCGPTN`) by ioctl, as `posix_openpt`,
    /// `unlockpt` and `ptsname` do (the C library's names are not visible from Swift here).
    init() throws {
      terminal = open("/dev/ptmx", O_RDWR | O_NOCTTY)
      var unlock: Int32 = 0
      var number: UInt32 = 0
      guard terminal >= 0, ioctl(terminal, 0x4004_5431, &unlock) == 0, ioctl(terminal, 0x8004_5430, &number) == 0
      else { throw CocoaError(.fileNoSuchFile) }
      program = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
      guard program >= 0 else { throw CocoaError(.fileNoSuchFile) }
      var modes = termios()
      tcgetattr(program, &modes)
      cfmakeraw(&modes)
      tcsetattr(program, TCSANOW, &modes)
    }

    deinit {
      close(program)
      close(terminal)
    }

    /// The terminal types or answers `text`.
    func send(_ text: String) {
      _ = TerminalDriver.write(Array(text.utf8), to: terminal)
    }

    /// What the program wrote to the terminal so far.
    func written() -> String {
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        var descriptor = pollfd(fd: terminal, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 50) > 0 else { break }
        let count = buffer.withUnsafeMutableBytes { read(terminal, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        bytes += buffer[0..<count]
      }
      return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether input waits for the program.
    var inputWaits: Bool {
      var descriptor = pollfd(fd: program, events: Int16(POLLIN), revents: 0)
      return poll(&descriptor, 1, 50) > 0
    }
  }

  @Test(arguments: RecordedTerminal.all.filter { $0.answer != nil })
  func answeringTerminal_isReadAndDrained(_ recorded: RecordedTerminal) throws {
    let pty = try PseudoTerminal()
    // A key typed before the answers, as a person might.
    pty.send("j" + (recorded.answer ?? ""))
    let insideTmux = TmuxPassthrough.isInside(recorded.environment)
    let (answers, other) = TerminalQuestions.ask(
      input: pty.program, output: pty.program, insideTmux: insideTmux, timeout: .seconds(5))
    let mode = GraphicsMode.resolve(
      override: nil, answers: answers, environment: recorded.environment, isTerminal: true, asked: true)
    #expect(mode == recorded.expected)
    #expect(answers.cell(columns: nil, rows: nil) == recorded.cell)
    #expect(other.first == UInt8(ascii: "j"))
    let questions = pty.written()
    #expect(questions == String(decoding: TerminalQueries.bytes(insideTmux: insideTmux), as: UTF8.self))
    #expect(!pty.inputWaits, "answers were left in the input")
  }

  @Test func silentTerminal_endsAtTheTimeout_withNoAnswers() throws {
    let pty = try PseudoTerminal()
    let clock = ContinuousClock()
    let start = clock.now
    let (answers, other) = TerminalQuestions.ask(
      input: pty.program, output: pty.program, insideTmux: false, timeout: .milliseconds(100))
    let waited = clock.now - start
    #expect(answers == .none && other.isEmpty)
    // A bound, not a speed goal: it did not wait for an answer that never comes.
    #expect(waited < .seconds(5))
    let mode = GraphicsMode.resolve(
      override: nil, answers: answers, environment: ["TERM": "xterm-kitty"], isTerminal: true, asked: true)
    #expect(mode == .kitty)
  }

  @Test func lateKeys_afterTheAnswers_stayForTheApp() throws {
    let pty = try PseudoTerminal()
    pty.send("\u{1B}[?62;4c")
    let (answers, _) = TerminalQuestions.ask(
      input: pty.program, output: pty.program, insideTmux: false, timeout: .seconds(5))
    pty.send("q")
    #expect(answers.sixel && pty.inputWaits)
  }

  @Test func rawMode_isPutBack() throws {
    let pty = try PseudoTerminal()
    var before = termios()
    tcgetattr(pty.program, &before)
    before.c_lflag |= tcflag_t(ECHO | ICANON)
    tcsetattr(pty.program, TCSANOW, &before)
    let echo = TerminalQuestions.withRawMode(pty.program) { () -> tcflag_t in
      var inside = termios()
      tcgetattr(pty.program, &inside)
      return inside.c_lflag & tcflag_t(ECHO | ICANON)
    }
    var after = termios()
    tcgetattr(pty.program, &after)
    #expect(echo == 0 && after.c_lflag & tcflag_t(ECHO | ICANON) == tcflag_t(ECHO | ICANON))
  }
}
