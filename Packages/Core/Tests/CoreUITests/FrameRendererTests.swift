import CoreUITestSupport
import TestExpectations
import Testing

@testable import CoreUI

struct FrameRendererTests {
  let size = Size(width: 20, height: 4)

  func frame(_ lines: [String], style: CellStyle = .plain) -> CellBuffer {
    var buffer = CellBuffer(size: size)
    for (y, line) in lines.enumerated() { buffer.write(line, at: Point(x: 0, y: y), style: style) }
    return buffer
  }

  @Test func aFullFrame_showsEveryCell() {
    var terminal = VirtualTerminal(size: size)
    let first = frame(["Gallery", "日本 ♥ e\u{301}"], style: CellStyle(foreground: .indexed(81), attributes: .bold))
    terminal.feed(FrameRenderer.render(first, over: nil))
    expectEqual(terminal.buffer, first)
  }

  @Test func anUnchangedFrame_writesNothing() {
    let first = frame(["Gallery"])
    expectEmpty(FrameRenderer.render(first, over: first))
  }

  @Test func oneChangedCell_writesAMoveAndTheCell() {
    let first = frame(["Gallery", "abc"])
    var second = first
    second.write("X", at: Point(x: 5, y: 1), style: .plain)
    let bytes = FrameRenderer.render(second, over: first)
    expectEqual(String(decoding: bytes, as: UTF8.self), "\u{1B}[2;6HX")
    var terminal = VirtualTerminal(size: size)
    terminal.feed(FrameRenderer.render(first, over: nil) + bytes)
    expectEqual(terminal.buffer, second)
  }

  @Test func styleChanges_areIncremental_andTheFrameEndsPlain() {
    var first = CellBuffer(size: size)
    first.write("ab", at: Point(x: 0, y: 0), style: CellStyle(attributes: .bold))
    first.write("cd", at: Point(x: 2, y: 0), style: CellStyle(foreground: .indexed(196), attributes: .bold))
    let text = String(decoding: FrameRenderer.render(first, over: CellBuffer(size: size)), as: UTF8.self)
    expectEqual(text, "\u{1B}[H\u{1B}[1mab\u{1B}[38;5;196mcd\u{1B}[0m")
  }

  /// Colors of every kind with numbers of one to three digits, attributes taken away and added, a move along
  /// the row, to another row and to a row's start, and a return to plain: the bytes as written before they
  /// went straight into the buffer.
  @Test func styleChangesAndMoves_areTheSameBytesAsEver() {
    let wide = Size(width: 16, height: 3)
    var frame = CellBuffer(size: wide)
    frame.write(
      "a", at: Point(x: 0, y: 0),
      style: CellStyle(foreground: .rgb(255, 0, 7), background: .rgb(10, 200, 3), attributes: [.bold, .underline]))
    frame.write(
      "b", at: Point(x: 1, y: 0),
      style: CellStyle(foreground: .rgb(255, 0, 7), background: .indexed(12), attributes: .dim))
    frame.write("c", at: Point(x: 12, y: 0), style: .plain)
    frame.write("d", at: Point(x: 3, y: 1), style: .plain)
    frame.write("e", at: Point(x: 0, y: 2), style: CellStyle(background: .indexed(7), attributes: .italic))
    let text = String(decoding: FrameRenderer.render(frame, over: CellBuffer(size: wide)), as: UTF8.self)
    expectEqual(
      text,
      "\u{1B}[H\u{1B}[1;4;38;2;255;0;7;48;2;10;200;3ma\u{1B}[22;24;2;48;5;12mb\u{1B}[10C\u{1B}[0mc"
        + "\u{1B}[2;4Hd\u{1B}[3H\u{1B}[3;48;5;7me\u{1B}[0m")
  }

  @Test func replacingWideCharacters_leavesNoHalfBehind() {
    let first = frame(["日本語", "x"])
    let second = frame(["a日b", "x"])
    var terminal = VirtualTerminal(size: size)
    terminal.feed(FrameRenderer.render(first, over: nil))
    terminal.feed(FrameRenderer.render(second, over: first))
    expectEqual(terminal.buffer, second)
    expectText(terminal.lines[0], hasPrefix: "a日b")
  }

  @Test func randomFrames_alwaysEndAsTheLastFrame() {
    var generator = SplitMix(seed: 42)
    let pieces = ["a", "b", "日", "本", "♥", "é", " ", "😀", "e\u{301}"]
    let styles = [
      CellStyle.plain, CellStyle(attributes: .bold), CellStyle(foreground: .indexed(196)),
      CellStyle(background: .indexed(81), attributes: [.reverse, .underline]), CellStyle(foreground: .rgb(1, 2, 3)),
    ]
    var terminal = VirtualTerminal(size: size)
    var previous: CellBuffer?
    for _ in 0..<200 {
      var next = previous ?? CellBuffer(size: size)
      for _ in 0..<Int(generator.next() % 12) {
        let text = (0..<Int(generator.next() % 6)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
        next.write(
          text.joined(), at: Point(x: Int(generator.next() % 20), y: Int(generator.next() % 4)),
          style: styles[Int(generator.next() % UInt64(styles.count))])
      }
      let bytes = FrameRenderer.render(next, over: previous)
      terminal.feed(bytes)
      if let index = zip(terminal.buffer.cells, next.cells).enumerated().first(where: { $0.element.0 != $0.element.1 })?
        .offset
      {
        Issue.record(
          "cell \(index % 20),\(index / 20): \(terminal.buffer.cells[index]) != \(next.cells[index]) after \(String(decoding: bytes, as: UTF8.self).debugDescription)\nwas \(previous?.lines ?? [])\nnow \(next.lines)"
        )
        return
      }
      previous = next
    }
  }
}

/// A small deterministic random source.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
