import Testing

@testable import CoreUI

@Suite struct GridLayoutTests {
  let layout = GridLayout(size: Size(width: 120, height: 36), minimumItemWidth: 22, itemHeight: 8)

  @Test func columnsAndRows_fitTheSpace() {
    #expect(layout.columns == 5)
    #expect(layout.itemWidth == 23)
    #expect(layout.visibleRows == 4)
    #expect(GridLayout(size: Size(width: 10, height: 3), minimumItemWidth: 22, itemHeight: 8).columns == 1)
  }

  @Test func scrolling_movesAsLittleAsItCan() {
    #expect(layout.firstRow(revealing: 3, from: 0) == 0)
    #expect(layout.firstRow(revealing: 20, from: 0) == 1)
    #expect(layout.firstRow(revealing: 29, from: 1) == 2)
    #expect(layout.firstRow(revealing: 0, from: 2) == 0)
    #expect(layout.visibleItems(from: 1, count: 27) == 5..<25)
    #expect(layout.visibleItems(from: 4, count: 27) == 20..<27)
  }

  @Test func moving_staysInsideTheGrid() {
    #expect(layout.move(0, .left, count: 30) == 0)
    #expect(layout.move(4, .right, count: 30) == 4)
    #expect(layout.move(2, .down, count: 30) == 7)
    #expect(layout.move(2, .up, count: 30) == 2)
    #expect(layout.move(24, .down, count: 27) == 26)
    #expect(layout.move(26, .down, count: 27) == 26)
    #expect(layout.move(0, .down, count: 0) == 0)
  }

  @Test func lists_revealTheSelection() {
    let heights = Array(repeating: 2, count: 10)
    #expect(ListScroll.first(revealing: 0, from: 0, heights: heights, visible: 6) == 0)
    #expect(ListScroll.first(revealing: 5, from: 0, heights: heights, visible: 6) == 3)
    #expect(ListScroll.first(revealing: 1, from: 3, heights: heights, visible: 6) == 1)
    #expect(ListScroll.first(revealing: 3, from: 0, heights: [], visible: 6) == 0)
  }
}
