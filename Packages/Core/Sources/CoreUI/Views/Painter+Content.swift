import SafeText

extension Painter {
  /// Lines of `spans` wrapped at `width`; wrapping keeps the first span's role for the whole paragraph.
  static func wrappedLines(_ spans: [Span], width: Int) -> [String] {
    TerminalText.wrap(spans.map(\.text).joined(), width: width)
  }

  mutating func drawText(
    _ spans: [Span], wrap: Bool, alignment: View.Alignment, in rect: Rect, centerVertically: Bool = false
  ) {
    if wrap {
      let role = spans.first?.role ?? .body
      let emphasis = spans.first?.emphasis ?? []
      let lines = Painter.wrappedLines(spans, width: rect.width).prefix(rect.height)
      let top = centerVertically ? rect.y + (rect.height - lines.count) / 2 : rect.y
      for (offset, line) in lines.enumerated() {
        drawLine([Span(line, role, emphasis: emphasis)], alignment: alignment, at: top + offset, in: rect)
      }
    } else {
      drawLine(spans, alignment: alignment, at: centerVertically ? rect.y + rect.height / 2 : rect.y, in: rect)
    }
  }

  /// One line of spans at row `y` of `rect`, cut with `…` when too wide.
  private mutating func drawLine(_ spans: [Span], alignment: View.Alignment, at y: Int, in rect: Rect) {
    let total = spans.reduce(0) { $0 + $1.width }
    var x = rect.x
    if total < rect.width {
      switch alignment {
      case .leading: break
      case .center: x += (rect.width - total) / 2
      case .trailing: x += rect.width - total
      }
    }
    let cut = total > rect.width
    var room = cut ? rect.width - 1 : rect.width
    for span in spans where room > 0 {
      let text = span.width <= room ? span.text : TerminalText.prefix(span.text, width: room)
      let written = buffer.write(
        text, at: Point(x: x, y: y), style: style(span.role, emphasis: span.emphasis), clip: rect)
      x += written
      room -= written
      if span.width > written { break }
    }
    if cut, let last = spans.last {
      buffer.write(
        "…", at: Point(x: min(x, rect.maxX - 1), y: y), style: style(last.role, emphasis: last.emphasis),
        clip: rect)
    }
  }
}
