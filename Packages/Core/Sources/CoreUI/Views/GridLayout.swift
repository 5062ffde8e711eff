/// How a grid of items fits a space: how many columns, how wide each item, how many rows show, and which
/// row comes first so the selected item stays in view.
///
/// ```swift
/// let layout = GridLayout(size: Size(width: 120, height: 36), minimumItemWidth: 22, itemHeight: 9)
/// layout.columns        // 5
/// firstRow = layout.firstRow(revealing: selected, from: firstRow)
/// let shown = layout.visibleItems(from: firstRow, count: photos.count)
/// ```
public struct GridLayout: Hashable, Sendable {
  public let columns: Int
  public let itemWidth: Int
  public let itemHeight: Int
  public let spacing: Int
  public let rowSpacing: Int
  /// Rows that show whole.
  public let visibleRows: Int

  public init(size: Size, minimumItemWidth: Int, itemHeight: Int, spacing: Int = 1, rowSpacing: Int = 1) {
    let minimum = max(minimumItemWidth, 1)
    let columns = max(1, (size.width + spacing) / (minimum + spacing))
    self.columns = columns
    self.itemWidth = max(1, (size.width - spacing * (columns - 1)) / columns)
    self.itemHeight = max(itemHeight, 1)
    self.spacing = spacing
    self.rowSpacing = rowSpacing
    self.visibleRows = max(1, (size.height + rowSpacing) / (self.itemHeight + rowSpacing))
  }

  /// The row item `index` is on.
  public func row(of index: Int) -> Int { max(index, 0) / columns }

  /// The number of rows `count` items take.
  public func rows(for count: Int) -> Int { (max(count, 0) + columns - 1) / columns }

  /// The first row to show so that item `index` is in view, moving as little as possible from `current`.
  public func firstRow(revealing index: Int, from current: Int) -> Int {
    let row = row(of: index)
    if row < current { return row }
    if row >= current + visibleRows { return row - visibleRows + 1 }
    return max(current, 0)
  }

  /// The indices of the items on the rows that show, from `firstRow`.
  public func visibleItems(from firstRow: Int, count: Int) -> Range<Int> {
    let start = min(max(firstRow, 0) * columns, max(count, 0))
    let end = min(start + visibleRows * columns, max(count, 0))
    return start..<end
  }

  /// The index `steps` rows or columns away from `index` in `direction`, kept inside `count` items.
  public func move(_ index: Int, _ direction: GridDirection, count: Int) -> Int {
    guard count > 0 else { return 0 }
    let target: Int
    switch direction {
    case .left: target = index % columns == 0 ? index : index - 1
    case .right: target = (index % columns == columns - 1) ? index : index + 1
    case .up: target = index - columns
    case .down: target = index + columns >= count && row(of: index) < row(of: count - 1) ? count - 1 : index + columns
    }
    return min(max(target < 0 ? index : target, 0), count - 1)
  }
}

/// A direction to move the selection in a grid or list.
public enum GridDirection: Hashable, Sendable {
  case up, down, left, right
}

/// Keeps a list's selected row in view.
///
/// ```swift
/// first = ListScroll.first(revealing: selected, from: first, heights: rows.map { _ in 1 }, visible: 20)
/// ```
public enum ListScroll {
  /// The first row to show so that row `selected` shows whole in `visible` lines, moving as little as
  /// possible from `current`.
  public static func first(revealing selected: Int, from current: Int, heights: [Int], visible: Int) -> Int {
    guard !heights.isEmpty else { return 0 }
    let selected = min(max(selected, 0), heights.count - 1)
    var first = min(max(current, 0), heights.count - 1)
    if selected < first { return selected }
    while first < selected, heights[first...selected].reduce(0, +) > visible {
      first += 1
    }
    return first
  }
}
