import TestExpectations
import Testing

@testable import CoreUI

/// The renderer's fast comparisons — a style as one word, a cell's hand-written `==`, a row compared by its
/// bytes — agree with comparing field by field, which is what they stand in for.
struct CellComparisonTests {
  static let colors: [TerminalColor] = [
    .default, .indexed(0), .indexed(1), .indexed(255), .rgb(0, 0, 0), .rgb(0, 0, 1), .rgb(1, 0, 0), .rgb(0, 1, 0),
    .rgb(255, 255, 255), .rgb(1, 2, 3), .rgb(3, 2, 1),
  ]
  static let attributes: [TextAttributes] = [
    [], .bold, .dim, [.bold, .dim], .italic, [.underline, .reverse], TextAttributes(rawValue: 0xFF),
  ]
  static let styles: [CellStyle] = colors.flatMap { foreground in
    colors.flatMap { background in
      attributes.map { CellStyle(foreground: foreground, background: background, attributes: $0) }
    }
  }

  /// Field by field, each color by its case and payload: the comparison the packed one replaces.
  static func same(_ lhs: CellStyle, _ rhs: CellStyle) -> Bool {
    same(lhs.foreground, rhs.foreground) && same(lhs.background, rhs.background)
      && lhs.attributes.rawValue == rhs.attributes.rawValue
  }

  static func same(_ lhs: TerminalColor, _ rhs: TerminalColor) -> Bool {
    switch (lhs, rhs) {
    case (.default, .default): true
    case (.indexed(let left), .indexed(let right)): left == right
    case (.rgb(let r1, let g1, let b1), .rgb(let r2, let g2, let b2)): r1 == r2 && g1 == g2 && b1 == b2
    default: false
    }
  }

  @Test func aStyle_keepsWhatItWasMadeOf() {
    for foreground in Self.colors {
      for background in Self.colors {
        for attributes in Self.attributes {
          let style = CellStyle(foreground: foreground, background: background, attributes: attributes)
          #expect(Self.same(style.foreground, foreground) && Self.same(style.background, background))
          expectEqual(style.attributes.rawValue, attributes.rawValue)
        }
      }
    }
  }

  @Test func aStyle_describesItselfByItsFields() {
    expectEqual(
      "\(CellStyle(foreground: .indexed(3), background: .rgb(1, 2, 3), attributes: .bold))",
      "CellStyle(foreground: indexed(3), background: rgb(1, 2, 3), attributes: 1)")
  }

  @Test func settingOneField_leavesTheOthers() {
    var style = CellStyle(
      foreground: .rgb(255, 255, 255), background: .rgb(255, 255, 255), attributes: .init(rawValue: 0xFF))
    style.foreground = .indexed(7)
    expectTrue(
      Self.same(
        style, CellStyle(foreground: .indexed(7), background: .rgb(255, 255, 255), attributes: .init(rawValue: 0xFF))))
    style.background = .default
    style.attributes = .bold
    expectTrue(Self.same(style, CellStyle(foreground: .indexed(7), attributes: .bold)))
    style.foreground = .default
    expectEqual(style, .plain.merged(with: CellStyle(attributes: .bold)))
  }

  @Test func styleEquality_agreesWithComparingFieldByField() {
    var disagreements = 0
    for lhs in Self.styles {
      for rhs in Self.styles where (lhs == rhs) != Self.same(lhs, rhs) { disagreements += 1 }
    }
    expectEqual(disagreements, 0)
  }

  @Test func cellEquality_agreesWithComparingFieldByField() {
    let characters: [Character?] = [nil, " ", "a", "é", "e\u{301}", "日", "👨‍👩‍👧‍👦"]
    let styles = [CellStyle.plain, CellStyle(attributes: .bold), CellStyle(foreground: .rgb(1, 2, 3))]
    let cells = characters.flatMap { character in styles.map { Cell(character, style: $0) } }
    for lhs in cells {
      for rhs in cells {
        expectEqual((lhs == rhs), (lhs.character == rhs.character && Self.same(lhs.style, rhs.style)))
      }
    }
  }

  /// A family emoji: one grapheme cluster of 25 bytes, in new storage each time.
  static func family() -> String {
    String(String.UnicodeScalarView("👨‍👩‍👧‍👦".unicodeScalars))
  }

  /// Rows of the same bytes are equal rows, a row is identical to itself, and equal cells stored apart (a long
  /// grapheme cluster has storage of its own) fall back to comparing the cells.
  @Test func identicalRows_areEqualRows() {
    let size = Size(width: 12, height: 4)
    var first = CellBuffer(size: size)
    first.write("ab 日本", at: Point(x: 0, y: 0), style: CellStyle(foreground: .indexed(3)))
    first.write(Self.family(), at: Point(x: 0, y: 1), style: .plain)
    var second = first
    second.write("X", at: Point(x: 5, y: 2), style: .plain)
    second.write("ab 日本", at: Point(x: 0, y: 3), style: CellStyle(background: .rgb(0, 0, 1)))
    first.cells.withUnsafeBufferPointer { left in
      second.cells.withUnsafeBufferPointer { right in
        for y in 0..<size.height {
          let start = y * size.width
          let equal = Array(left[start..<(start + size.width)]) == Array(right[start..<(start + size.width)])
          if CellRows.identical(left, right, from: start, count: size.width) { expectTrue(equal, "row \(y)") }
          expectTrue(CellRows.identical(left, left, from: start, count: size.width))
        }
        expectFalse(CellRows.identical(left, right, from: 2 * size.width, count: size.width))
        expectFalse(CellRows.identical(left, right, from: 3 * size.width, count: size.width))
      }
    }
    // The same row built twice: equal cells whose characters live in storage of their own.
    var again = CellBuffer(size: size)
    again.write(Self.family(), at: Point(x: 0, y: 1), style: .plain)
    var apart = CellBuffer(size: size)
    apart.write(Self.family(), at: Point(x: 0, y: 1), style: .plain)
    expectEqual(again, apart)
    again.cells.withUnsafeBufferPointer { left in
      apart.cells.withUnsafeBufferPointer { right in
        expectFalse(CellRows.identical(left, right, from: size.width, count: size.width))
      }
    }
    expectEmpty(FrameRenderer.render(apart, over: again))
  }
}
