import CoreUITestSupport
import TestExpectations
import Testing

@testable import CoreUI

/// The screen tests' terminal reads a control sequence's numbers as xterm does: missing ones take their default,
/// a number past `Int.max` is missing, and the app's own sequences (digits and semicolons) read the same as any other.
struct VirtualTerminalParametersTests {
  let size = Size(width: 20, height: 6)

  func fed(_ text: String) -> VirtualTerminal {
    var terminal = VirtualTerminal(size: size)
    terminal.feed(Array(text.utf8))
    return terminal
  }

  @Test(arguments: [
    ("\u{1B}[4;7H", Point(x: 6, y: 3)),
    ("\u{1B}[H", Point(x: 0, y: 0)),
    ("\u{1B}[;7H", Point(x: 6, y: 0)),
    ("\u{1B}[3;H", Point(x: 0, y: 2)),
    ("\u{1B}[003;0012H", Point(x: 11, y: 2)),
    ("\u{1B}[99999999999999999999;5H", Point(x: 4, y: 0)),
    ("\u{1B}[+3;4H", Point(x: 3, y: 2)),
    ("\u{1B}[40;40H", Point(x: 19, y: 5)),
    ("\u{1B}[2;2H\u{1B}[3C\u{1B}[A", Point(x: 4, y: 0)),
    ("\u{1B}[5;5H\u{1B}[C\u{1B}[2A", Point(x: 5, y: 2)),
  ])
  func theCursor_movesWhereTheNumbersSay(sequence: String, cursor: Point) {
    expectEqual(fed(sequence).cursor, cursor)
  }

  @Test func styles_readEveryNumber_andAMissingOneResets() {
    let terminal = fed(
      "\u{1B}[1;38;5;196ma\u{1B}[0;48;2;1;2;300mb\u{1B}[4;;3mc\u{1B}[0;38;2;9999999999999999999999;7;8;1md")
    expectEqual(terminal.buffer[0, 0].style, CellStyle(foreground: .indexed(196), attributes: .bold))
    expectEqual(terminal.buffer[1, 0].style, CellStyle(background: .rgb(1, 2, 255)))
    expectEqual(terminal.buffer[2, 0].style, CellStyle(attributes: .italic))
    expectEqual(terminal.buffer[3, 0].style, CellStyle(foreground: .rgb(0, 7, 8), attributes: .bold))
  }

  @Test func privateModes_turnOnAndOff_skippingEmptyNumbers() {
    var terminal = fed("\u{1B}[?1049;;1000;1006h\u{1B}[?25l")
    expectTrue(terminal.alternateScreen)
    expectEqual(terminal.mouseModes, [1000, 1006])
    expectFalse(terminal.cursorVisible)
    terminal.feed(Array("\u{1B}[?1000l\u{1B}[?25;99999999999999999999h".utf8))
    expectEqual(terminal.mouseModes, [1006])
    expectTrue(terminal.cursorVisible)
  }
}
