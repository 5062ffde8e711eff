import CoreUI

/// The selection in a grid of tiles and the row the grid starts at: how keys, the wheel and clicks move
/// it, kept inside the items and in view of the last layout drawn. A resize keeps the selected item.
struct GridCursor {
  private(set) var selected = 0
  private(set) var firstRow = 0
  /// The layout of the last frame; `nil` before the first.
  private(set) var layout: GridLayout?

  /// Moves the selection for `key`; `false` when the key is not a move.
  mutating func move(_ key: Key, count: Int) -> Bool {
    let layout = layout ?? GridLayout(size: Size(width: 1, height: 1), minimumItemWidth: 1, itemHeight: 1)
    switch key {
    case .left, .character("h"): selected = layout.move(selected, .left, count: count)
    case .right, .character("l"): selected = layout.move(selected, .right, count: count)
    case .up, .character("k"): selected = layout.move(selected, .up, count: count)
    case .down, .character("j"): selected = layout.move(selected, .down, count: count)
    case .pageDown: selected = min(selected + layout.columns * layout.visibleRows, max(count - 1, 0))
    case .pageUp: selected = max(selected - layout.columns * layout.visibleRows, 0)
    case .home, .character("g"): selected = 0
    case .end, .character("G"): selected = max(count - 1, 0)
    default: return false
    }
    return true
  }

  /// Selects item `index`.
  mutating func select(_ index: Int, count: Int) {
    selected = min(max(index, 0), max(count - 1, 0))
  }

  /// Lays the grid out in `size` for `count` items, keeping the selection inside them and in view.
  mutating func layOut(in size: Size, count: Int) -> GridLayout {
    let layout = PhotoGrid.layout(for: size)
    self.layout = layout
    selected = min(selected, max(count - 1, 0))
    firstRow = layout.firstRow(revealing: selected, from: firstRow)
    return layout
  }

  /// Whether the selection is on the last loaded row or the one before it, or every row loaded shows: time to
  /// ask for the next page.
  func nearsTheEnd(count: Int) -> Bool {
    guard let layout, count > 0 else { return false }
    let rows = layout.rows(for: count)
    return layout.row(of: selected) >= rows - 2 || rows <= layout.visibleRows
  }
}
