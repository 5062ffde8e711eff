import Core
import TestExpectations
import Testing

@testable import CoreUI

/// Issue 25, the accessible mode: a ``View`` read as lines — no borders, separators or picture cells, one
/// item per line with its picture's words after its text, the selected item marked at the start.
struct LinearTextTests {
  static func tile(_ name: String, alt: String, favorite: Bool = false, selected: Bool = false, tag: String) -> View {
    let caption = View.line(favorite ? [Span("♥ ", .favorite), Span(name)] : [Span("  "), Span(name)])
    let picture = View.picture(nil, fit: .fill, fallback: alt)
    return View.column([picture, selected ? caption.styled(.selection) : caption]).tagged(tag)
  }

  @Test func aGridOfTiles_isOneItemALine_inReadingOrder_theSelectedMarked() {
    let grid = View.grid(
      [
        Self.tile("Jane Doe", alt: "A red tram", tag: "photo:0"),
        Self.tile("Max Muster", alt: "Snow on a roof", favorite: true, selected: true, tag: "photo:1"),
        Self.tile("Ana Lima", alt: "A harbour at dusk", tag: "photo:2"),
      ], columns: 3, itemWidth: 20, itemHeight: 7)
    let view = View.column([View.text("Photos").padding(), .separator, grid, .status(.note("Page 1 of 12"), tick: 0)])
      .boxed(title: "Gallery")
    let lines = LinearText.lines(view)
    expectEqual(
      lines.map(\.shown),
      [
        "Gallery", "Photos", "Jane Doe · A red tram", "> ♥ Max Muster · Snow on a roof", "Ana Lima · A harbour at dusk",
        "Page 1 of 12",
      ])
    expectEqual(lines.map(\.tag), [nil, nil, "photo:0", "photo:1", "photo:2", nil])
    #expect(lines[3].favorite && !lines[2].favorite)
  }

  @Test func drawingCharacters_spinners_andControls_neverReachALine() {
    let view = View.column([
      View.text("left │ right ─┼─ ▀▄█ end"),
      View.status(.loading("Loading page 2…"), tick: 3),
      View.text("bell\u{07} and \u{1B}[31mred\u{1B}[0m"),
      View.picture(nil, fit: .fit, fallback: "alt\u{1B}]52;c;eA==\u{07} text"),
    ])
    let lines = LinearText.lines(view).map(\.shown)
    expectEqual(lines, ["left right end", "Loading page 2…", "bell and red", "alt text"])
    for line in lines {
      expectNone(line.unicodeScalars) { LinearText.isDrawing($0) || $0.value < 0x20 || $0.value == 0x7F }
    }
  }

  @Test func aRowOfText_isOneLine_butARowWithAColumn_isItsLines() {
    let plain = View.row([View.text("Jane Doe"), View.text("2026-11-20", role: .secondary)], spacing: 2)
    expectEqual(LinearText.lines(plain).map(\.text), ["Jane Doe · 2026-11-20"])
    let detail = View.row([
      View.picture(nil, fit: .fit, fallback: "A red tram"), View.column([View.text("Likes 12"), View.text("Views 9")]),
    ])
    expectEqual(LinearText.lines(detail).map(\.text), ["A red tram", "Likes 12", "Views 9"])
  }

  @Test func aDimmedOverlay_showsAlone_andAnUndimmedOneAfterItsBase() {
    let base = View.text("The feed")
    let menu = View.column([View.text("Categories"), View.text("Business").styled(.selection)])
    expectEqual(
      LinearText.lines(base.overlay(menu, placement: .leading(fraction: 0.4))).map(\.shown),
      [
        "Categories", "> Business",
      ])
    expectEqual(
      LinearText.lines(base.overlay(menu, placement: .leading(fraction: 0.4), dim: false)).map(\.shown),
      [
        "The feed", "Categories", "> Business",
      ])
  }
}
