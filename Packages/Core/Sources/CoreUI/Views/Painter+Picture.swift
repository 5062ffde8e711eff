import Core
import TerminalGraphics

extension Painter {
  /// The part of a picture that shows, in its pixels.
  struct SourceRect {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
  }

  /// `picture` in `rect` as `fit` and `viewport` say: two pixels per cell with `▀` (the top pixel in the
  /// foreground, the bottom one in the background), or, for a protocol, a placement over cells of spaces.
  mutating func drawPicture(_ picture: Picture, fit: PictureFit, viewport: PictureViewport, in rect: Rect) {
    let (source, area) = Self.layout(picture, fit: fit, viewport: viewport, in: rect)
    guard graphics.sendsPixels else { return drawHalfBlocks(picture, source: source, in: area) }
    let region = PixelRegion(
      x: min(max(Int(source.x.rounded()), 0), picture.width - 1),
      y: min(max(Int(source.y.rounded()), 0), picture.height - 1),
      width: max(1, Int(source.width.rounded())), height: max(1, Int(source.height.rounded())))
    placements.append(PicturePlacement(picture: picture, source: region, cells: area))
    buffer.fill(area, style: .plain)
  }

  /// Where the picture goes: the part of it that shows and the cells it fills. A cell is taken as two
  /// pixels tall, so pixels come out about square.
  static func layout(
    _ picture: Picture, fit: PictureFit, viewport: PictureViewport, in rect: Rect
  )
    -> (SourceRect, Rect)
  {
    let sourceWidth = Double(picture.width) / viewport.zoom
    let sourceHeight = Double(picture.height) / viewport.zoom
    var source = SourceRect(
      x: viewport.centerX * Double(picture.width) - sourceWidth / 2,
      y: viewport.centerY * Double(picture.height) - sourceHeight / 2, width: sourceWidth, height: sourceHeight)
    let targetWidth = Double(rect.width)
    let targetHeight = Double(rect.height * 2)
    var area = rect
    let sourceAspect = sourceWidth / sourceHeight
    let targetAspect = targetWidth / targetHeight
    switch fit {
    case .fill:
      if sourceAspect > targetAspect {
        source.width = sourceHeight * targetAspect
        source.x += (sourceWidth - source.width) / 2
      } else {
        source.height = sourceWidth / targetAspect
        source.y += (sourceHeight - source.height) / 2
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
    return (source, area)
  }

  /// `source` of the picture in `area`, two pixels a cell with `▀`.
  mutating func drawHalfBlocks(_ picture: Picture, source: SourceRect, in area: Rect) {
    let stepX = source.width / Double(area.width)
    let stepY = source.height / Double(area.height * 2)
    for row in 0..<area.height {
      let top = Int(source.y + (Double(row * 2) + 0.5) * stepY)
      let bottom = Int(source.y + (Double(row * 2 + 1) + 0.5) * stepY)
      for column in 0..<area.width {
        let x = Int(source.x + (Double(column) + 0.5) * stepX)
        buffer[area.x + column, area.y + row] = Cell(
          "▀", style: CellStyle(foreground: picture.color(x: x, y: top), background: picture.color(x: x, y: bottom)))
      }
    }
  }

  /// Draws the placements that reach into `rect` as half blocks instead: an overlay covers or fades them.
  mutating func flattenPlacements(in rect: Rect) {
    let reached = placements.filter { !$0.cells.intersection(rect).isEmpty }
    guard !reached.isEmpty else { return }
    placements.removeAll { !$0.cells.intersection(rect).isEmpty }
    for placement in reached {
      let region = placement.source
      let source = SourceRect(
        x: Double(region.x), y: Double(region.y), width: Double(region.width), height: Double(region.height))
      drawHalfBlocks(placement.picture, source: source, in: placement.cells)
    }
  }
}

/// A picture a graphics protocol draws: the picture, the part of it that shows (in its pixels), and the
/// cells it covers.
public struct PicturePlacement: Hashable, Sendable {
  public let picture: Picture
  public let source: PixelRegion
  public let cells: Rect

  public init(picture: Picture, source: PixelRegion, cells: Rect) {
    self.picture = picture
    self.source = source
    self.cells = cells
  }
}
