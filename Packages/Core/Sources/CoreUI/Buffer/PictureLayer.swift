import Core
import TerminalGraphics

/// The pictures a graphics protocol draws, written around the cell diff of each frame. They are not cells,
/// so the diff alone cannot keep them right:
///
/// - **Sixel and iTerm2** paint into the cells under them, and text written there paints over them. A
///   picture that leaves (or moves: the grid scrolled) has its cells rewritten by the diff, which is told they
///   changed; a picture that arrives is written after the diff, at its cells. One that stays is not sent again.
/// - **kitty** lays pictures over the cells: each picture is sent once under an image id and placed; one
///   that leaves has its placement deleted, one that arrives is placed.
/// - **kitty inside tmux** draws through Unicode placeholders, which *are* cells: each picture is sent once
///   with a virtual placement, and its cells are filled with placeholders in its id's color before the diff,
///   which then moves, keeps and clears them like any text.
///
/// After a full redraw (the first frame, a resize, a return from the shell) every picture is drawn again.
/// Pictures kitty keeps are deleted when the app ends (``finish()``).
///
/// ```swift
/// var layer = PictureLayer(target: GraphicsTarget(mode: .sixel, cell: cell))
/// var frame = Painter.paint(view, size: size, theme: theme, graphics: .sixel)
/// terminal.write(layer.render(&frame, over: previous))
/// ```
public struct PictureLayer: Sendable {
  /// Pictures' encodings kept for drawing them again (Sixel, iTerm2), by total bytes.
  public static let encodingBudget = 32_000_000
  /// kitty images kept in the terminal; past it the ones not on screen are deleted.
  public static let imageLimit = 256

  public let target: GraphicsTarget
  /// What the terminal shows now (Sixel, iTerm2, kitty without tmux), with kitty's placement id.
  private var shown: [PicturePlacement: UInt32] = [:]
  /// kitty images sent, by what they show, in the order they were last used.
  private var images: [Key: UInt32] = [:]
  private var imageOrder: [Key] = []
  private var nextImage = 0
  private var nextPlacement: UInt32 = 1
  private var encodings: [Key: [UInt8]] = [:]
  private var encodingOrder: [Key] = []
  private var encodingBytes = 0

  /// A picture as sent: the part that shows, at the size of its cells.
  struct Key: Hashable, Sendable {
    let picture: Picture
    let source: PixelRegion
    let columns: Int
    let rows: Int

    init(_ placement: PicturePlacement) {
      picture = placement.picture
      source = placement.source
      columns = placement.cells.width
      rows = placement.cells.height
    }
  }

  public init(target: GraphicsTarget) {
    self.target = target
  }

  /// The bytes that turn a terminal showing `previous` (and the pictures drawn with it) into one showing
  /// `frame`; `frame`'s cells take kitty's placeholders inside tmux.
  public mutating func render(_ frame: inout Painter.Frame, over previous: CellBuffer?) -> [UInt8] {
    var previous = previous?.size == frame.buffer.size ? previous : nil
    guard target.mode.sendsPixels else { return FrameRenderer.render(frame.buffer, over: previous) }
    if target.mode == .kitty, target.insideTmux {
      var bytes = placeholders(&frame)
      bytes += FrameRenderer.render(frame.buffer, over: previous)
      return bytes
    }
    var before: [UInt8] = []
    let current = Set(frame.placements)
    for (placement, id) in shown where previous == nil || !current.contains(placement) {
      if target.mode == .kitty, let image = images[Key(placement)] {
        before += Array(KittyGraphics.deletePlacement(id: image, placement: id).utf8)
      } else {
        previous?.invalidate(placement.cells)
      }
      shown[placement] = nil
    }
    var bytes = before + FrameRenderer.render(frame.buffer, over: previous)
    for placement in frame.placements where shown[placement] == nil {
      let origin = placement.cells
      bytes += Array("\u{1B}[\(origin.y + 1);\(origin.x + 1)H".utf8)
      if target.mode == .kitty {
        let (image, transmit) = kittyImage(for: placement, virtual: false)
        bytes += transmit
        let id = nextPlacement
        nextPlacement = nextPlacement % 0xFFFF_FFF0 + 1
        bytes += Array(KittyGraphics.place(id: image, placement: id, cells: cellSize(placement)).utf8)
        shown[placement] = id
      } else {
        bytes += encoding(for: placement)
        shown[placement] = 0
      }
    }
    if target.mode == .kitty { bytes += evictImages(keeping: Set(frame.placements.map(Key.init))) }
    return bytes
  }

  /// What the app leaves behind: kitty's images deleted (the terminal would keep their pixels).
  public mutating func finish() -> [UInt8] {
    guard target.mode == .kitty else { return [] }
    defer {
      images.removeAll()
      imageOrder.removeAll()
      shown.removeAll()
    }
    return images.values.sorted().flatMap {
      Array(KittyGraphics.deleteImage(id: $0, insideTmux: target.insideTmux).utf8)
    }
  }

  /// Sends what is not sent yet and fills each placement's cells with placeholders in its image's color.
  private mutating func placeholders(_ frame: inout Painter.Frame) -> [UInt8] {
    var bytes: [UInt8] = []
    var onScreen = Set<Key>()
    for placement in frame.placements {
      let (image, transmit) = kittyImage(for: placement, virtual: true)
      bytes += transmit
      onScreen.insert(Key(placement))
      let (red, green, blue) = KittyPlaceholders.color(id: image)
      let style = CellStyle(foreground: .rgb(red, green, blue))
      let cells = placement.cells
      for row in 0..<min(cells.height, KittyPlaceholders.maximumCells) {
        for column in 0..<min(cells.width, KittyPlaceholders.maximumCells) {
          frame.buffer[cells.x + column, cells.y + row] = Cell(
            KittyPlaceholders.character(row: row, column: column), style: style)
        }
      }
    }
    bytes += evictImages(keeping: onScreen)
    return bytes
  }

  /// The image id of what `placement` shows, and the bytes that send it when it was not sent yet.
  private mutating func kittyImage(for placement: PicturePlacement, virtual: Bool) -> (UInt32, [UInt8]) {
    let key = Key(placement)
    imageOrder.removeAll { $0 == key }
    imageOrder.append(key)
    if let id = images[key] { return (id, []) }
    let id = target.imageID(nextImage)
    nextImage += 1
    images[key] = id
    let bitmap = Self.bitmap(placement, size: target.pixels(for: cellSize(placement)))
    let sequence = KittyGraphics.transmit(
      bitmap, id: id, virtualCells: virtual ? cellSize(placement) : nil, insideTmux: target.insideTmux,
      png: target.png)
    return (id, Array(sequence.utf8))
  }

  /// Deletes the oldest images past ``imageLimit`` that `keeping` does not hold.
  private mutating func evictImages(keeping: Set<Key>) -> [UInt8] {
    var bytes: [UInt8] = []
    var index = 0
    while images.count > Self.imageLimit, index < imageOrder.count {
      let key = imageOrder[index]
      guard !keeping.contains(key), let id = images[key] else {
        index += 1
        continue
      }
      bytes += Array(KittyGraphics.deleteImage(id: id, insideTmux: target.insideTmux).utf8)
      images[key] = nil
      imageOrder.remove(at: index)
    }
    return bytes
  }

  /// The Sixel or iTerm2 bytes of a placement, made once and kept within ``encodingBudget``.
  private mutating func encoding(for placement: PicturePlacement) -> [UInt8] {
    let key = Key(placement)
    if let known = encodings[key] { return known }
    let cells = cellSize(placement)
    let bitmap = Self.bitmap(placement, size: target.pixels(for: cells))
    let sequence =
      target.mode == .sixel
      ? SixelEncoder.encode(bitmap)
      : ITerm2Images.inline(bitmap, cells: cells, png: target.png, insideTmux: target.insideTmux)
    let bytes = Array((sequence ?? "").utf8)
    encodings[key] = bytes
    encodingOrder.append(key)
    encodingBytes += bytes.count
    while encodingBytes > Self.encodingBudget, encodingOrder.count > 1 {
      let old = encodingOrder.removeFirst()
      encodingBytes -= encodings.removeValue(forKey: old)?.count ?? 0
    }
    return bytes
  }

  private func cellSize(_ placement: PicturePlacement) -> CellSize {
    CellSize(columns: placement.cells.width, rows: placement.cells.height)
  }

  /// The part of the picture that shows, scaled to `size` pixels.
  static func bitmap(_ placement: PicturePlacement, size: PixelSize) -> Bitmap {
    let picture = placement.picture
    var rgba = [UInt8](repeating: 255, count: picture.width * picture.height * 4)
    for pixel in 0..<(picture.width * picture.height) {
      rgba[pixel * 4] = picture.rgb[pixel * 3]
      rgba[pixel * 4 + 1] = picture.rgb[pixel * 3 + 1]
      rgba[pixel * 4 + 2] = picture.rgb[pixel * 3 + 2]
    }
    let whole =
      Bitmap(width: picture.width, height: picture.height, rgba: rgba)
      ?? Bitmap(width: 1, height: 1, filling: RGBA(red: 0, green: 0, blue: 0))
    return whole.resampled(placement.source, to: size)
  }
}

extension CellBuffer {
  /// Marks the cells of `rect` as unlike any cell, so the diff against this buffer rewrites them.
  mutating func invalidate(_ rect: Rect) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { self[x, y] = Cell("\u{0}") }
    }
  }
}
