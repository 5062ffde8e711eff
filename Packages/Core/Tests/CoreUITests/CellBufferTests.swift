import TestExpectations
import Testing

@testable import CoreUI

struct CellBufferTests {
  let style = CellStyle(foreground: .indexed(1))

  @Test func write_placesWideCharactersOnTwoCells_andClips() {
    var buffer = CellBuffer(size: Size(width: 6, height: 1))
    let written = buffer.write("a日本", at: Point(x: 0, y: 0), style: style)
    expectEqual(written, 5)
    expectEqual(buffer.row(0), "a日本 ")
    expectTrue(buffer[2, 0].isContinuation)
    // A wide character that would cross the edge leaves a space.
    var edge = CellBuffer(size: Size(width: 4, height: 1))
    edge.write("ab日", at: Point(x: 1, y: 0), style: style)
    expectEqual(edge.row(0), " ab ")
  }

  @Test func overwritingHalfAWideCharacter_blanksTheOtherHalf() {
    var buffer = CellBuffer(size: Size(width: 4, height: 1))
    buffer.write("日本", at: Point(x: 0, y: 0), style: style)
    buffer.write("x", at: Point(x: 1, y: 0), style: style)
    expectEqual(buffer.row(0), " x本")
    buffer.write("y", at: Point(x: 2, y: 0), style: style)
    expectEqual(buffer.row(0), " xy ")
    expectNone(buffer.cells) { $0.isContinuation }
  }

  @Test func fill_andRestyle_keepWideCharactersWhole() {
    var buffer = CellBuffer(size: Size(width: 6, height: 2))
    buffer.write("日本語", at: Point(x: 0, y: 0), style: style)
    buffer.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: "-", style: style)
    expectEqual(buffer.row(0), " -- 語")
    buffer.restyle(Rect(x: 0, y: 0, width: 6, height: 2)) { _ in CellStyle(attributes: .dim) }
    expectAll(buffer.cells) { $0.style.attributes == .dim }
  }

  @Test func writesOutsideTheBuffer_doNothing() {
    var buffer = CellBuffer(size: Size(width: 3, height: 1))
    expectEqual(buffer.write("abc", at: Point(x: 0, y: 5), style: style), 0)
    buffer[9, 9] = Cell("x")
    buffer.fill(Rect(x: -5, y: -5, width: 2, height: 2), style: style)
    expectEqual(buffer.row(0), "   ")
  }
}
