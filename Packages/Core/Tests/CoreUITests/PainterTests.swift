import Foundation
import TestExpectations
import Testing

@testable import CoreUI

struct PainterTests {
  let size = Size(width: 20, height: 6)

  func paint(_ view: View, theme: UITheme = .dark, size: Size? = nil) -> Painter.Frame {
    Painter.paint(view, size: size ?? self.size, theme: theme)
  }

  @Test func text_isCutWithAnEllipsis_andAligned() {
    let frame = paint(
      View.column([
        .text("A caption far too long for the row"), .text("mid", alignment: .center),
        .text("end", alignment: .trailing),
      ]))
    expectEqual(frame.buffer.row(0), "A caption far too l…")
    expectEqual(frame.buffer.row(1), "        mid         ")
    expectEqual(frame.buffer.row(2), "                 end")
  }

  @Test func paragraphs_wrap_andSanitize() {
    let frame = paint(View.paragraph("a quiet lake\u{1B}[2J at dawn, mist rising"))
    // The escape sequence goes whole, as in command output, not only its first byte.
    expectEqual(frame.buffer.lines.prefix(3), ["a quiet lake at     ", "dawn, mist rising   ", "                    "])
  }

  @Test func stacks_giveFixedAndFittingRoomFirst_thenShareTheRest() {
    expectEqual(
      Painter.distribute([.fixed(3), .fit, .fill(1), .fill(1)], fits: [0, 4, 0, 0], total: 20, spacing: 1),
      [3, 4, 5, 5])
    expectEqual(Painter.distribute([.fixed(30), .fill(1)], fits: [0, 0], total: 20, spacing: 0), [20, 0])
    expectEqual(Painter.distribute([.fill(2), .fill(1)], fits: [0, 0], total: 10, spacing: 0), [7, 3])
    let frame = paint(View.column([.text("top"), .spacer, .text("bottom")]))
    expectText(frame.buffer.row(0), hasPrefix: "top")
    expectText(frame.buffer.row(5), hasPrefix: "bottom")
  }

  @Test func grids_placeItemsRowByRow_andClip() {
    let items = (0..<7).map { View.text("i\($0)") }
    let frame = paint(View.grid(items, columns: 3, itemWidth: 5, itemHeight: 1, spacing: 1, rowSpacing: 1))
    expectEqual(frame.buffer.row(0), "i0    i1    i2      ")
    expectEqual(frame.buffer.row(2), "i3    i4    i5      ")
    expectEqual(frame.buffer.row(4), "i6                  ")
  }

  @Test func lists_startAtTheirFirstRow() {
    let rows = (0..<10).map { View.text("row \($0)") }
    let frame = paint(View.list(rows, first: 4))
    expectEqual(
      frame.buffer.lines.map { $0.trimmingCharacters(in: .whitespaces) },
      [
        "row 4", "row 5", "row 6", "row 7", "row 8", "row 9",
      ])
  }

  @Test func theSelection_keepsTheFavoriteRed_inEveryTheme() {
    let row = View.line([Span("♥", .favorite), Span(" Jane", .body)]).styled(.selection)
    let dark = paint(row, theme: .dark)
    expectEqual(dark.buffer[0, 0].style.foreground, UITheme.dark.style(.favorite).foreground)
    expectEqual(dark.buffer[0, 0].style.background, UITheme.dark.style(.selection).background)
    expectEqual(dark.buffer[2, 0].style, UITheme.dark.style(.selection))
    expectEqual(dark.buffer[19, 0].style, UITheme.dark.style(.selection))
    let mono = paint(row, theme: .monochrome)
    expectEqual(mono.buffer[2, 0].style, CellStyle(attributes: .reverse))
    expectEqual(mono.buffer[0, 0].style.attributes, [.reverse, .bold])
    expectAll(mono.buffer.cells) { $0.style.foreground == .default && $0.style.background == .default }
  }

  @Test func pictures_drawHalfBlocks_orTheirWordsWithoutColor() throws {
    let picture = try requireValue(Picture(width: 2, height: 2, rgb: [255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9]))
    let view = View.picture(picture, fit: .fill, fallback: "Photo by Jane")
    let color = paint(view, size: Size(width: 2, height: 1))
    expectEqual(
      color.buffer[0, 0], Cell("▀", style: CellStyle(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255))))
    expectEqual(color.buffer[1, 0], Cell("▀", style: CellStyle(foreground: .rgb(0, 255, 0), background: .rgb(9, 9, 9))))
    let words = paint(view, theme: .monochrome)
    expectText(words.buffer.lines.joined(), contains: "Photo by Jane")
    expectNone(words.buffer.cells) { $0.character == "▀" }
  }

  @Test func fittedPictures_keepTheirAspect_andZoomShowsPart() throws {
    let wide = try requireValue(Picture(width: 4, height: 1, rgb: Array(repeating: 200, count: 12)))
    let frame = paint(View.picture(wide, fit: .fit, fallback: ""), size: Size(width: 8, height: 8))
    let drawn = frame.buffer.cells.filter { $0.character == "▀" }.count
    expectEqual(drawn, 8)
    let gradient = try requireValue(
      Picture(width: 4, height: 1, rgb: [0, 0, 0, 80, 80, 80, 160, 160, 160, 240, 240, 240]))
    let zoomed = paint(
      View.picture(gradient, fit: .fill, viewport: PictureViewport(zoom: 2, centerX: 1, centerY: 0.5), fallback: ""),
      size: Size(width: 2, height: 1))
    expectEqual(zoomed.buffer[0, 0].style.foreground, .rgb(160, 160, 160))
    expectEqual(zoomed.buffer[1, 0].style.foreground, .rgb(240, 240, 240))
  }

  @Test func sheets_dimTheScreenBehind_andSilenceItsMouseRegions() {
    let screen = View.column([View.text("behind").tagged("behind"), .spacer])
    let frame = paint(
      screen.overlay(View.text("sheet").tagged("sheet"), placement: .center(width: 10, height: 2)), theme: .dark)
    expectEqual(frame.buffer[0, 0].style, UITheme.dark.dimmed(UITheme.dark.style(.body)))
    expectNil(frame.hits.tag(at: Point(x: 0, y: 0)))
    expectEqual(frame.hits.tag(at: Point(x: 5, y: 2)), "sheet")
    expectText(frame.buffer.row(2), contains: "sheet")
    let panel = paint(screen.overlay(View.text("menu"), placement: .leading(fraction: 0.4)))
    expectText(panel.buffer.row(1), hasPrefix: "        ")
    expectEqual(panel.buffer[7, 0].style, UITheme.dark.style(.sheet))
    expectEqual(panel.buffer[8, 0].style, UITheme.dark.dimmed(UITheme.dark.style(.body)))
  }

  @Test func theTabBar_marksTheSelectedTab_andTagsEachForTheMouse() {
    let frame = paint(
      View.tabBar(["Gallery", "Favorites"], selected: 1), theme: .monochrome, size: Size(width: 30, height: 1))
    expectEqual(frame.buffer.row(0), " 1 Gallery  2 Favorites       ")
    #expect(frame.buffer[12, 0].style.attributes.contains(.reverse))
    #expect(!frame.buffer[2, 0].style.attributes.contains(.reverse))
    expectEqual(frame.hits.tag(at: Point(x: 3, y: 0)), "tab:0")
    expectEqual(frame.hits.tag(at: Point(x: 14, y: 0)), "tab:1")
    expectNil(frame.hits.tag(at: Point(x: 28, y: 0)))
  }

  @Test func boxes_drawBordersAndTitles() {
    let frame = paint(View.text("in").boxed(title: "Keys"), size: Size(width: 10, height: 3))
    expectEqual(frame.buffer.lines, ["┌ Keys ──┐", "│in      │", "└────────┘"])
  }

  @Test func statusLines_showTheSpinnerWhileLoading() {
    let frame = paint(View.status(.loading("Loading"), tick: 1), theme: .monochrome)
    expectText(frame.buffer.row(0), hasPrefix: "⠙ Loading")
    expectTrue(ScreenStatus.loading("x").isAnimating)
    expectFalse(ScreenStatus.error("x").isAnimating)
  }
}
