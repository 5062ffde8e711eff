extension Painter {
  /// A memoized view: painted alone in its own buffer the first time (or taken from the memo), then copied
  /// into `rect` cell by cell as a painting in place would have written them.
  mutating func drawMemoized(_ child: View, in rect: Rect) {
    guard let memo else { return draw(child, in: rect) }
    let key = PaintMemo.Key(view: child, width: rect.width, height: rect.height, base: base, baseRole: baseRole)
    let painted = memo.painted(key) {
      var alone = Painter(size: Size(width: rect.width, height: rect.height), theme: theme, graphics: graphics)
      alone.buffer = CellBuffer(size: alone.buffer.size, fill: PaintMemo.unwritten)
      alone.base = base
      alone.baseRole = baseRole
      alone.memo = memo
      alone.draw(child, in: alone.buffer.bounds)
      return PaintMemo.Painted(cells: alone.buffer, hits: alone.hits.regions, placements: alone.placements)
    }
    buffer.paste(painted.cells, at: Point(x: rect.x, y: rect.y), skipping: PaintMemo.unwritten)
    for region in painted.hits {
      hits.add(region.rect.offset(by: rect.x, rect.y), tag: region.tag)
    }
    for placement in painted.placements {
      placements.append(
        PicturePlacement(
          picture: placement.picture, source: placement.source, cells: placement.cells.offset(by: rect.x, rect.y)))
    }
  }
}

extension Rect {
  /// This rectangle moved `dx` columns right and `dy` rows down.
  func offset(by dx: Int, _ dy: Int) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }
}
