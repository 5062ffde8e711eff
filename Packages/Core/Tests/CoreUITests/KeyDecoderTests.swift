import TestExpectations
import Testing

@testable import CoreUI

struct KeyDecoderTests {
  func decode(_ text: String) -> [InputEvent] {
    var decoder = KeyDecoder()
    return decoder.feed(Array(text.utf8)) + decoder.flush()
  }

  struct KeyCase: Sendable, CustomTestStringConvertible {
    let bytes: String
    let keys: [Key]
    var testDescription: String { bytes.debugDescription }
  }

  @Test(arguments: [
    KeyCase(bytes: "\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", keys: [.up, .down, .right, .left]),
    KeyCase(bytes: "\u{1B}OA\u{1B}OD", keys: [.up, .left]),
    KeyCase(bytes: "hjkl", keys: [.character("h"), .character("j"), .character("k"), .character("l")]),
    KeyCase(bytes: "\r\n", keys: [.enter, .enter]),
    KeyCase(bytes: "\u{7F}\u{08}", keys: [.backspace, .backspace]),
    KeyCase(bytes: "\t\u{1B}[Z", keys: [.tab, .backTab]),
    KeyCase(bytes: "\u{03}\u{1A}\u{01}", keys: [.control("c"), .control("z"), .control("a")]),
    KeyCase(bytes: "12?", keys: [.character("1"), .character("2"), .character("?")]),
    KeyCase(bytes: "\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[H\u{1B}[4~", keys: [.pageUp, .pageDown, .delete, .home, .end]),
    KeyCase(bytes: "\u{1B}[1;5A", keys: [.up]),
    KeyCase(bytes: "\u{1B}OP\u{1B}[15~\u{1B}[24~", keys: [.function(1), .function(5), .function(12)]),
    KeyCase(bytes: "äö日😀", keys: [.character("ä"), .character("ö"), .character("日"), .character("😀")]),
    KeyCase(bytes: "\u{1B}", keys: [.escape]),
    KeyCase(bytes: "\u{1B}\u{1B}", keys: [.escape, .escape]),
    KeyCase(bytes: "\u{1B}j", keys: [.escape, .character("j")]),
  ])
  func keys_decode(_ sample: KeyCase) {
    expectEqual(decode(sample.bytes), sample.keys.map { .key($0) })
  }

  @Test func sequencesSplitAtEveryByte_decodeTheSame() {
    let text = "a\u{1B}[A日\u{1B}[<0;12;5M\u{1B}[6~ü"
    let whole = decode(text)
    let bytes = Array(text.utf8)
    for split in 1..<bytes.count {
      var decoder = KeyDecoder()
      let events = decoder.feed(bytes[..<split]) + decoder.feed(bytes[split...]) + decoder.flush()
      expectEqual(events, whole, "split at \(split)")
    }
    for byteByByte in [true] where byteByByte {
      var decoder = KeyDecoder()
      let events = bytes.flatMap { decoder.feed([$0]) } + decoder.flush()
      expectEqual(events, whole)
    }
  }

  @Test func aLoneEscape_waitsForTheFlush() {
    var decoder = KeyDecoder()
    expectEmpty(decoder.feed([0x1B]))
    expectTrue(decoder.hasPending)
    expectEqual(decoder.flush(), [.key(.escape)])
    expectFalse(decoder.hasPending)
    expectEmpty(decoder.feed([0x1B]))
    expectEqual(decoder.feed(Array("[B".utf8)), [.key(.down)])
  }

  @Test func mouseReports_decodeClicksReleasesAndTheWheel() {
    expectEqual(decode("\u{1B}[<0;12;5M"), [.mouse(MouseEvent(.press(button: 0), at: Point(x: 11, y: 4)))])
    expectEqual(decode("\u{1B}[<0;12;5m"), [.mouse(MouseEvent(.release, at: Point(x: 11, y: 4)))])
    expectEqual(decode("\u{1B}[<64;1;1M"), [.mouse(MouseEvent(.wheelUp, at: Point(x: 0, y: 0)))])
    expectEqual(decode("\u{1B}[<65;3;2M"), [.mouse(MouseEvent(.wheelDown, at: Point(x: 2, y: 1)))])
    expectEqual(decode("\u{1B}[<32;3;2M"), [.mouse(MouseEvent(.drag, at: Point(x: 2, y: 1)))])
    expectEmpty(decode("\u{1B}[<0;0;5M\u{1B}[<0;99999;1M\u{1B}[<;1;1M\u{1B}[<1;2M"))
  }

  @Test func hostileInput_isBoundedAndDropped() {
    var decoder = KeyDecoder()
    let long = "\u{1B}[" + String(repeating: "1;", count: 1000) + "A"
    let events = decoder.feed(Array(long.utf8))
    #expect(!events.contains(.key(.up)))
    expectAll(events) { if case .key(.character(let c)) = $0 { c == ";" || c.isNumber || c == "A" } else { false } }
    expectEqual(decoder.feed([0xFF, 0xC3, 0x41]), [.key(.character("A"))])
    expectEmpty(decoder.feed(Array("\u{1B}[?25l".utf8)))
    expectEqual(decoder.feed(Array("x".utf8)), [.key(.character("x"))])
  }

  @Test func doubleClicks_needTheSameCell_withinTheInterval() {
    var clicks = ClickTracker()
    let point = Point(x: 3, y: 4)
    expectEqual(clicks.press(at: point, time: .zero), .single)
    expectEqual(clicks.press(at: point, time: .milliseconds(300)), .double)
    expectEqual(clicks.press(at: point, time: .milliseconds(400)), .single)
    expectEqual(clicks.press(at: point, time: .milliseconds(900)), .single)
    expectEqual(clicks.press(at: Point(x: 4, y: 4), time: .milliseconds(950)), .single)
  }

  /// Issue 25: a terminal's answer to the questions asked at start that arrives late is no key: kitty's
  /// `ESC _ G … ESC \` once typed "Gi=31;OK" into the screen, and `G` jumps to the end of a list.
  @Test func lateTerminalAnswers_areNoKeys() {
    var decoder = KeyDecoder()
    let answers = "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[4;720;1280t\u{1B}[?62;4;22cj"
    expectEqual(decoder.feed(Array(answers.utf8)), [.key(.character("j"))])
    // In pieces, with the input going idle in between.
    expectEmpty(decoder.feed(Array("\u{1B}_Gi=31;".utf8)))
    expectEmpty(decoder.flush())
    var split = KeyDecoder()
    expectEmpty(split.feed(Array("\u{1B}_Gi=31;".utf8)))
    expectEqual(split.feed(Array("OK\u{1B}\\k".utf8)), [.key(.character("k"))])
    // Escape then `_` typed quickly stays two keys.
    expectEqual(KeyDecoder().feedAll("\u{1B}_x"), [.key(.escape), .key(.character("_")), .key(.character("x"))])
  }
}

extension KeyDecoder {
  fileprivate func feedAll(_ text: String) -> [InputEvent] {
    var decoder = self
    return decoder.feed(Array(text.utf8))
  }
}
