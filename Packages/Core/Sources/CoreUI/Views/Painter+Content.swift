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

  /// Two pixels per cell with `▀`: the top pixel in the foreground, the bottom one in the background.
  mutating func drawPicture(_ picture: Picture, fit: PictureFit, viewport: PictureViewport, in rect: Rect) {
    // The part of the picture that shows, in its pixels.
    let sourceWidth = Double(picture.width) / viewport.zoom
    let sourceHeight = Double(picture.height) / viewport.zoom
    var sourceX = viewport.centerX * Double(picture.width) - sourceWidth / 2
    var sourceY = viewport.centerY * Double(picture.height) - sourceHeight / 2
    var shownWidth = sourceWidth
    var shownHeight = sourceHeight
    // The target in pixels: a cell is two pixels tall, so pixels come out about square.
    let targetWidth = Double(rect.width)
    let targetHeight = Double(rect.height * 2)
    var area = rect
    let sourceAspect = sourceWidth / sourceHeight
    let targetAspect = targetWidth / targetHeight
    switch fit {
    case .fill:
      if sourceAspect > targetAspect {
        shownWidth = sourceHeight * targetAspect
        sourceX += (sourceWidth - shownWidth) / 2
      } else {
        shownHeight = sourceWidth / targetAspect
        sourceY += (sourceHeight - shownHeight) / 2
      }
    case .fit:
      if sourceAspect > targetAspect {
        let rows = max(1, Int((targetWidth / sourceAspect / 2).rounded()))
        area = Rect(x: rect.x, y: rect.y + (rect.height - rows) / 2, width: rect.width, height: rows)
      } else {
        let columns = max(1, Int((targetHeight * sourceAspect).rounded()))
        area = Rect(x: rect.x + (rect.width - columns) / 2, y: rect.y, width: columns, height: rect.height)
      }
    }
    let stepX = shownWidth / Double(area.width)
    let stepY = shownHeight / Double(area.height * 2)
    for row in 0..<area.height {
      let top = Int(sourceY + (Double(row * 2) + 0.5) * stepY)
      let bottom = Int(sourceY + (Double(row * 2 + 1) + 0.5) * stepY)
      for column in 0..<area.width {
        let x = Int(sourceX + (Double(column) + 0.5) * stepX)
        buffer[area.x + column, area.y + row] = Cell(
          "▀", style: CellStyle(foreground: picture.color(x: x, y: top), background: picture.color(x: x, y: bottom)))
      }
    }
  }
}
