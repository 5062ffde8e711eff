import TestExpectations
import Testing

@testable import CoreUI

struct GridLayoutTests {
  let layout = GridLayout(size: Size(width: 120, height: 36), minimumItemWidth: 22, itemHeight: 8)

  @Test func columnsAndRows_fitTheSpace() {
    expectEqual(layout.columns, 5)
    expectEqual(layout.itemWidth, 23)
    expectEqual(layout.visibleRows, 4)
    expectEqual(GridLayout(size: Size(width: 10, height: 3), minimumItemWidth: 22, itemHeight: 8).columns, 1)
  }

  @Test func scrolling_movesAsLittleAsItCan() {
    expectEqual(layout.firstRow(revealing: 3, from: 0), 0)
    expectEqual(layout.firstRow(revealing: 20, from: 0), 1)
    expectEqual(layout.firstRow(revealing: 29, from: 1), 2)
    expectEqual(layout.firstRow(revealing: 0, from: 2), 0)
    expectEqual(layout.visibleItems(from: 1, count: 27), 5..<25)
    expectEqual(layout.visibleItems(from: 4, count: 27), 20..<27)
  }

  @Test func moving_staysInsideTheGrid() {
    expectEqual(layout.move(0, .left, count: 30), 0)
    expectEqual(layout.move(4, .right, count: 30), 4)
    expectEqual(layout.move(2, .down, count: 30), 7)
    expectEqual(layout.move(2, .up, count: 30), 2)
    expectEqual(layout.move(24, .down, count: 27), 26)
    expectEqual(layout.move(26, .down, count: 27), 26)
    expectEqual(layout.move(0, .down, count: 0), 0)
  }

  @Test func lists_revealTheSelection() {
    let heights = Array(repeating: 2, count: 10)
    expectEqual(ListScroll.first(revealing: 0, from: 0, heights: heights, visible: 6), 0)
    expectEqual(ListScroll.first(revealing: 5, from: 0, heights: heights, visible: 6), 3)
    expectEqual(ListScroll.first(revealing: 1, from: 3, heights: heights, visible: 6), 1)
    expectEqual(ListScroll.first(revealing: 3, from: 0, heights: [], visible: 6), 0)
  }
}
