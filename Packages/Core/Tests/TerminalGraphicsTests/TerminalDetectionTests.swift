import Core
import Synchronization
import TerminalGraphicsTestSupport
import Testing

@testable import TerminalGraphics

extension RecordedTerminal: CustomTestStringConvertible {
  public var testDescription: String { name }
}

/// Issue 25: the protocol Mosaic draws with is what the terminal answered, checked against answers recorded
/// from each terminal, fed whole and one byte at a time, with keys typed in between.
@Suite struct TerminalDetectionTests {
  @Test(arguments: RecordedTerminal.all)
  func recordedAnswer_picksTheTerminalsProtocol(_ terminal: RecordedTerminal) {
    var parser = TerminalAnswerParser()
    let other = parser.feed(Array((terminal.answer ?? "").utf8))
    let answers = parser.answers
    let mode = GraphicsMode.resolve(
      override: nil, answers: answers, environment: terminal.environment, isTerminal: true, asked: true)
    #expect(mode == terminal.expected, "\(answers)")
    #expect(answers.cell(columns: nil, rows: nil) == terminal.cell)
    if terminal.name.hasPrefix("garbage") {
      #expect(!answers.kittyGraphics && answers.cellPixels == nil && !other.isEmpty)
    } else {
      #expect(other.isEmpty, "\(other)")
      #expect(parser.isComplete == (terminal.answer != nil))
    }
  }

  @Test(arguments: RecordedTerminal.all)
  func answerInPieces_readsTheSame(_ terminal: RecordedTerminal) {
    var whole = TerminalAnswerParser()
    _ = whole.feed(Array((terminal.answer ?? "").utf8))
    var pieces = TerminalAnswerParser()
    for byte in (terminal.answer ?? "").utf8 { _ = pieces.feed([byte]) }
    #expect(pieces.answers == whole.answers)
  }

  @Test func keysTypedMeanwhile_areHandedBackInOrder() {
    var parser = TerminalAnswerParser()
    let typed = parser.feed(Array("j\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[Ak\u{1B}[6;20;10t".utf8))
    let rest = parser.feed(Array("\u{1B}[?62;4c\u{1B}[B".utf8))
    #expect(String(decoding: typed, as: UTF8.self) == "j\u{1B}[Ak")
    #expect(String(decoding: rest, as: UTF8.self) == "\u{1B}[B")
    #expect(parser.answers.kittyGraphics && parser.answers.sixel && parser.isComplete)
    #expect(parser.answers.cellPixels == PixelsPerCell(across: 10, down: 20))
  }

  @Test func kittyError_isNoKitty() {
    var parser = TerminalAnswerParser()
    _ = parser.feed(Array("\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\\u{1B}_Gi=7;OK\u{1B}\\\u{1B}[?62c".utf8))
    #expect(!parser.answers.kittyGraphics && parser.answers.deviceAttributes == [62] && !parser.answers.sixel)
  }

  @Test func endlessString_isHandedBackNotKept() {
    var parser = TerminalAnswerParser()
    let long = "\u{1B}_G" + String(repeating: "A", count: TerminalAnswerParser.maximumLength + 10)
    let other = parser.feed(Array(long.utf8))
    #expect(other.count == long.utf8.count && parser.finish().isEmpty)
  }

  @Test func unfinishedSequence_isHandedBackAtTheEnd() {
    var parser = TerminalAnswerParser()
    #expect(parser.feed(Array("x\u{1B}[?62".utf8)) == Array("x".utf8))
    #expect(parser.finish() == Array("\u{1B}[?62".utf8) && !parser.isComplete)
  }

  @Test func textArea_givesTheCellWhenTheCellIsNotAnswered() {
    let answers = TerminalAnswers(deviceAttributes: [62], textAreaPixels: PixelSize(width: 1280, height: 720))
    #expect(answers.cell(columns: 128, rows: 36) == PixelsPerCell(across: 10, down: 20))
    #expect(answers.cell(columns: nil, rows: 36) == nil)
  }

  @Test func queries_askKittyThroughTmuxOnlyInsideIt() throws {
    let plain = String(decoding: TerminalQueries.bytes(insideTmux: false), as: UTF8.self)
    let tmux = String(decoding: TerminalQueries.bytes(insideTmux: true), as: UTF8.self)
    #expect(plain == TerminalQueries.kittyQuery + "\u{1B}[16t\u{1B}[14t\u{1B}[c")
    #expect(tmux.hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}_Gi=31,") && tmux.hasSuffix("\u{1B}\\\u{1B}[16t\u{1B}[14t\u{1B}[c"))
    #expect(try TerminalStrings.apcBodies(in: tmux) == ["Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA"])
  }

  @Test func environment_asksOnlyWhenItMayAndOnce() {
    let asked = AskCounter()
    let probe = TerminalProbe {
      asked.increment()
      return TerminalAnswers(deviceAttributes: [62, 4])
    }
    let piped = TerminalEnvironment(environment: ["TERM": "foot"], outputIsTerminal: false, probe: probe)
    #expect(piped.mode(requested: nil, asked: true) == .palette256 && asked.count == 0)
    let noColor = TerminalEnvironment(environment: ["NO_COLOR": "1"], outputIsTerminal: true, probe: probe)
    #expect(noColor.mode(requested: nil, asked: true) == .text && asked.count == 0)
    let forced = TerminalEnvironment(environment: [:], outputIsTerminal: true, probe: probe)
    #expect(forced.mode(requested: .truecolor, asked: true) == .truecolor && asked.count == 0)
    #expect(forced.mode(requested: nil, asked: true) == .sixel && asked.count == 1)
    let measured = TerminalEnvironment(
      environment: ["TMUX": "x"], outputIsTerminal: true, cellPixels: PixelsPerCell(across: 7, down: 15), probe: probe)
    let target = measured.target(requested: .kitty, asked: true)
    #expect(target.cell == PixelsPerCell(across: 7, down: 15) && target.insideTmux && asked.count == 2)
  }
}

/// Counts calls from a `@Sendable` closure.
final class AskCounter: Sendable {
  private let calls = Mutex(0)
  var count: Int { calls.withLock { $0 } }
  func increment() { calls.withLock { $0 += 1 } }
}
