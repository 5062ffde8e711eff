import SafeText
import TerminalGraphics

/// Lays a ``View`` out in a size and draws it into a ``CellBuffer`` in a ``UITheme``, noting where tagged
/// views went for the mouse.
///
/// ```swift
/// let frame = Painter.paint(screen, size: Size(width: 80, height: 24), theme: .dark)
/// frame.buffer.row(0)
/// frame.hits.tag(at: Point(x: 2, y: 0))
/// ```
public struct Painter {
  /// A drawn frame: its cells, its mouse regions, and the pictures a graphics protocol draws over its cells.
  public struct Frame: Hashable, Sendable {
    public var buffer: CellBuffer
    public var hits: HitMap
    public var placements: [PicturePlacement] = []
  }

  public internal(set) var buffer: CellBuffer
  public internal(set) var hits = HitMap()
  /// Pictures left to a graphics protocol: their cells hold spaces.
  public internal(set) var placements: [PicturePlacement] = []
  let theme: UITheme
  /// How pictures are drawn: half blocks in the cells, placements for a protocol, or their words for text.
  let graphics: GraphicsMode
  /// The style of the region being drawn, set by `styled` views.
  private var base = CellStyle.plain
  private var baseRole: StyleRole?

  public init(size: Size, theme: UITheme, graphics: GraphicsMode = .truecolor) {
    self.buffer = CellBuffer(size: size)
    self.theme = theme
    self.graphics = graphics
  }

  /// Draws `view` over the whole of `size`, pictures as `graphics` draws them.
  public static func paint(_ view: View, size: Size, theme: UITheme, graphics: GraphicsMode = .truecolor) -> Frame {
    var painter = Painter(size: size, theme: theme, graphics: graphics)
    painter.draw(view, in: Rect(size: size))
    return painter.frame
  }

  public var frame: Frame { Frame(buffer: buffer, hits: hits, placements: placements) }

  /// Draws `view` in `rect`, never outside it.
  public mutating func draw(_ view: View, in rect: Rect) {
    let rect = rect.intersection(buffer.bounds)
    guard !rect.isEmpty else { return }
    switch view.node {
    case .empty: break
    case .text(let spans, let wrap, let alignment): drawText(spans, wrap: wrap, alignment: alignment, in: rect)
    case .fill(let character, let role): buffer.fill(rect, with: character, style: style(role))
    case .stack(let axis, let children, let spacing): drawStack(axis, children, spacing: spacing, in: rect)
    case .padding(let child, let horizontal, let vertical):
      draw(
        child,
        in: Rect(
          x: rect.x + horizontal, y: rect.y + vertical, width: rect.width - 2 * horizontal,
          height: rect.height - 2 * vertical))
    case .box(let child, let title): drawBox(child, title: title, in: rect)
    case .picture(let picture, let fit, let viewport, let fallback):
      if let picture, theme.usesColor, graphics.drawsPictures {
        drawPicture(picture, fit: fit, viewport: viewport, in: rect)
      } else {
        drawText([Span(fallback, .secondary)], wrap: true, alignment: .center, in: rect, centerVertically: true)
      }
    case .grid(let items, let columns, let itemWidth, let itemHeight, let spacing, let rowSpacing):
      for (index, item) in items.enumerated() {
        let x = rect.x + (index % columns) * (itemWidth + spacing)
        let y = rect.y + (index / columns) * (itemHeight + rowSpacing)
        guard y < rect.maxY else { break }
        draw(item, in: Rect(x: x, y: y, width: itemWidth, height: itemHeight).intersection(rect))
      }
    case .list(let rows, let first):
      var y = rect.y
      for row in rows.dropFirst(first) {
        guard y < rect.maxY else { break }
        let height = max(row.fitHeight(width: rect.width), 1)
        draw(row, in: Rect(x: rect.x, y: y, width: rect.width, height: min(height, rect.maxY - y)))
        y += height
      }
    case .overlay(let base, let top, let placement, let dim): drawOverlay(base, top, placement, dim: dim, in: rect)
    case .styled(let child, let role):
      let saved = (base, baseRole)
      base = style(role)
      baseRole = role
      buffer.fill(rect, style: base)
      draw(child, in: rect)
      (base, baseRole) = saved
    case .tagged(let child, let tag):
      draw(child, in: rect)
      hits.add(rect, tag: tag)
    }
  }

  /// The style of `role` inside the region being drawn: a selected or title region keeps its own look for
  /// ordinary text; the favorite mark keeps its color everywhere.
  func style(_ role: StyleRole, emphasis: TextAttributes = TextAttributes(rawValue: 0)) -> CellStyle {
    var result: CellStyle
    if let baseRole, role == .body || role == baseRole || (baseRole == .selection && role != .favorite) {
      result = base
    } else if baseRole != nil {
      let own = theme.style(role)
      result = CellStyle(
        foreground: own.foreground == .default ? base.foreground : own.foreground,
        background: base.background == .default ? own.background : base.background,
        attributes: base.attributes.union(own.attributes))
    } else {
      result = theme.style(role)
    }
    if emphasis.rawValue != 0 {
      result.attributes = TextAttributes(rawValue: result.attributes.rawValue | emphasis.rawValue)
    }
    return result
  }

  private mutating func drawStack(_ axis: View.Axis, _ children: [View], spacing: Int, in rect: Rect) {
    let horizontal = axis == .horizontal
    let sizes = Painter.distribute(
      children.map { horizontal ? $0.width : $0.height },
      fits: children.map { horizontal ? $0.fitWidth() : $0.fitHeight(width: rect.width) },
      total: horizontal ? rect.width : rect.height, spacing: spacing)
    var offset = 0
    for (child, size) in zip(children, sizes) {
      if size > 0 {
        let area =
          horizontal
          ? Rect(x: rect.x + offset, y: rect.y, width: size, height: rect.height)
          : Rect(x: rect.x, y: rect.y + offset, width: rect.width, height: size)
        draw(child, in: area)
      }
      offset += size + spacing
    }
  }

  /// Sizes along a stack: fixed sizes first, then what fitting views need, then the rest shared by the
  /// filling views by weight; nothing goes past `total`.
  static func distribute(_ lengths: [View.Length], fits: [Int], total: Int, spacing: Int) -> [Int] {
    var remaining = max(total - spacing * max(lengths.count - 1, 0), 0)
    var sizes = Array(repeating: 0, count: lengths.count)
    for (index, length) in lengths.enumerated() {
      switch length {
      case .fixed(let size): sizes[index] = min(max(size, 0), remaining)
      case .fit: sizes[index] = min(fits[index], remaining)
      case .fill: continue
      }
      remaining -= sizes[index]
    }
    let weights = lengths.map { if case .fill(let weight) = $0 { max(weight, 1) } else { 0 } }
    let totalWeight = weights.reduce(0, +)
    guard totalWeight > 0 else { return sizes }
    var left = remaining
    for (index, weight) in weights.enumerated() where weight > 0 {
      sizes[index] = remaining * weight / totalWeight
      left -= sizes[index]
    }
    for (index, weight) in weights.enumerated() where weight > 0 && left > 0 {
      sizes[index] += 1
      left -= 1
    }
    return sizes
  }

  private mutating func drawBox(_ child: View, title: String?, in rect: Rect) {
    let border = style(.border)
    guard rect.width >= 2, rect.height >= 2 else { return draw(child, in: rect) }
    buffer.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), with: "─", style: border)
    buffer.fill(Rect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1), with: "─", style: border)
    buffer.fill(Rect(x: rect.x, y: rect.y, width: 1, height: rect.height), with: "│", style: border)
    buffer.fill(Rect(x: rect.maxX - 1, y: rect.y, width: 1, height: rect.height), with: "│", style: border)
    buffer[rect.x, rect.y] = Cell("┌", style: border)
    buffer[rect.maxX - 1, rect.y] = Cell("┐", style: border)
    buffer[rect.x, rect.maxY - 1] = Cell("└", style: border)
    buffer[rect.maxX - 1, rect.maxY - 1] = Cell("┘", style: border)
    if let title, rect.width > 4 {
      buffer.write(
        " " + TerminalText.fit(title, width: rect.width - 4) + " ", at: Point(x: rect.x + 1, y: rect.y),
        style: style(.heading), clip: rect)
    }
    draw(child, in: rect.inset(by: 1))
  }

  private mutating func drawOverlay(
    _ base: View, _ top: View, _ placement: View.Placement, dim: Bool, in rect: Rect
  ) {
    draw(base, in: rect)
    let area: Rect
    switch placement {
    case .center(let width, let height): area = rect.centered(width: width, height: height)
    case .leading(let fraction):
      area = Rect(x: rect.x, y: rect.y, width: Int(Double(rect.width) * min(max(fraction, 0), 1)), height: rect.height)
    case .trailing(let fraction):
      let width = Int(Double(rect.width) * min(max(fraction, 0), 1))
      area = Rect(x: rect.maxX - width, y: rect.y, width: width, height: rect.height)
    }
    // A protocol's picture cannot be partly covered or faded: what the overlay reaches becomes half blocks.
    flattenPlacements(in: dim ? rect : area)
    if dim {
      buffer.restyle(rect) { theme.dimmed($0) }
      hits.removeAll(in: rect)
    }
    draw(top.styled(.sheet), in: area)
  }
}
