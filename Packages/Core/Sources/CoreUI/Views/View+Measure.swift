import SafeText

extension View {
  /// The columns this view needs when a row sizes it to fit.
  func fitWidth() -> Int {
    if case .fixed(let width) = width { return max(width, 0) }
    switch node {
    case .empty, .fill, .picture: return 0
    case .text(let spans, _, _): return spans.reduce(0) { $0 + $1.width }
    case .stack(.horizontal, let children, let spacing):
      return children.reduce(0) { $0 + $1.fitWidth() } + spacing * max(children.count - 1, 0)
    case .stack(.vertical, let children, _): return children.map { $0.fitWidth() }.max() ?? 0
    case .padding(let child, let horizontal, _): return child.fitWidth() + 2 * horizontal
    case .box(let child, let title): return max(child.fitWidth(), (title.map(DisplayWidth.of) ?? 0) + 2) + 2
    case .grid(_, let columns, let itemWidth, _, let spacing, _): return columns * itemWidth + (columns - 1) * spacing
    case .list(let rows, _): return rows.map { $0.fitWidth() }.max() ?? 0
    case .overlay(let base, _, _, _): return base.fitWidth()
    case .styled(let child, _), .tagged(let child, _): return child.fitWidth()
    }
  }

  /// The rows this view needs at `width` when a column sizes it to fit.
  func fitHeight(width: Int) -> Int {
    if case .fixed(let height) = height { return max(height, 0) }
    switch node {
    case .empty, .fill, .picture: return 0
    case .text(let spans, let wrap, _): return wrap ? Painter.wrappedLines(spans, width: width).count : 1
    case .stack(.vertical, let children, let spacing):
      return children.reduce(0) { $0 + $1.fitHeight(width: width) } + spacing * max(children.count - 1, 0)
    case .stack(.horizontal, let children, let spacing):
      let widths = Painter.distribute(
        children.map(\.width), fits: children.map { $0.fitWidth() }, total: width,
        spacing: spacing)
      return zip(children, widths).map { $0.fitHeight(width: $1) }.max() ?? 0
    case .padding(let child, let horizontal, let vertical):
      return child.fitHeight(width: width - 2 * horizontal) + 2 * vertical
    case .box(let child, _): return child.fitHeight(width: width - 2) + 2
    case .grid(let items, let columns, _, let itemHeight, _, let rowSpacing):
      let rows = (items.count + columns - 1) / columns
      return rows * itemHeight + max(rows - 1, 0) * rowSpacing
    case .list(let rows, let first): return rows.dropFirst(first).reduce(0) { $0 + $1.fitHeight(width: width) }
    case .overlay(let base, _, _, _): return base.fitHeight(width: width)
    case .styled(let child, _), .tagged(let child, _): return child.fitHeight(width: width)
    }
  }
}

extension View {
  /// The rows this view takes at `width` in a list or a column that sizes it to fit.
  public func fittingHeight(width: Int) -> Int { fitHeight(width: width) }
}
