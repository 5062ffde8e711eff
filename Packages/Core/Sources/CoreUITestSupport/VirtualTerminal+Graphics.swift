import Core
import CoreUI
import TerminalGraphics
import TerminalGraphicsTestSupport

/// A picture the terminal shows, as a person would see it.
public struct ShownPicture: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// Painted into the cells; text written there paints over it.
    case sixel, iterm2
    /// Laid over the cells by kitty, as image `image`'s placement `placement`.
    case kitty(image: UInt32, placement: UInt32)
  }

  public var kind: Kind
  /// The cells it covers.
  public var cells: Rect
  /// Its pixels as sent.
  public var bitmap: Bitmap
  /// How many of its cells still show it (text paints over Sixel and iTerm2 pictures).
  public var visibleCells: Int

  /// Whether every cell still shows it.
  public var isWhole: Bool { visibleCells == cells.width * cells.height }
}

/// What the terminal knows of pictures: those it shows, kitty's stored images, kitty chunks still arriving.
struct GraphicsState: Hashable, Sendable {
  var size: Size
  let cellPixels: PixelsPerCell
  /// Reads the PNG files of iTerm2's pictures.
  let decodePNG: @Sendable ([UInt8]) throws -> Bitmap
  /// Sixel and iTerm2 pictures (and kitty placements), in the order they were drawn.
  var pictures: [ShownPicture] = []
  /// For Sixel and iTerm2: which picture (index into `pictures`) each cell shows, row by row.
  var owner: [Int?]
  /// kitty's images by id, and the cells of a virtual placement when it has one.
  var kittyImages: [UInt32: Bitmap] = [:]
  var virtualPlacements: [UInt32: Size] = [:]
  /// The raw chunks of a kitty transmission not finished yet.
  var kittyChunks = ""
  /// Sequences that could not be read (a test reports them).
  var malformed: [String] = []

  init(size: Size, cellPixels: PixelsPerCell, decodePNG: @escaping @Sendable ([UInt8]) throws -> Bitmap) {
    self.size = size
    self.cellPixels = cellPixels
    self.decodePNG = decodePNG
    self.owner = Array(repeating: nil, count: size.width * size.height)
  }

  mutating func resize(_ size: Size) {
    self = GraphicsState(size: size, cellPixels: cellPixels, decodePNG: decodePNG)
  }

  static func == (lhs: GraphicsState, rhs: GraphicsState) -> Bool {
    lhs.pictures == rhs.pictures && lhs.owner == rhs.owner && lhs.kittyImages == rhs.kittyImages
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(pictures)
  }

  /// The cells of `rect` show no Sixel or iTerm2 picture any more.
  mutating func uncover(_ rect: Rect) {
    let area = rect.intersection(Rect(size: size))
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX {
        if let index = owner[y * size.width + x] {
          pictures[index].visibleCells -= 1
          owner[y * size.width + x] = nil
        }
      }
    }
  }

  /// Paints a Sixel or iTerm2 picture over `cells`.
  mutating func paint(_ kind: ShownPicture.Kind, bitmap: Bitmap, cells: Rect) {
    let area = cells.intersection(Rect(size: size))
    uncover(area)
    pictures.append(ShownPicture(kind: kind, cells: cells, bitmap: bitmap, visibleCells: area.width * area.height))
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { owner[y * size.width + x] = pictures.count - 1 }
    }
  }
}

extension VirtualTerminal {
  /// Every picture that still shows in at least one cell (Sixel, iTerm2) or is placed (kitty).
  public var pictures: [ShownPicture] { graphics.pictures.filter { $0.visibleCells > 0 } }
  /// Control strings the terminal could not read: a test expects none.
  public var malformedSequences: [String] { graphics.malformed }
  /// kitty's stored images by id.
  public var kittyImages: [UInt32: Bitmap] { graphics.kittyImages }

  /// The image id, row and column of kitty's placeholder in cell `x`, `y`, when it holds one.
  public func placeholder(x: Int, y: Int) -> (image: UInt32, row: Int, column: Int)? {
    let cell = buffer[x, y]
    guard let character = cell.character, let position = KittyPlaceholders.position(of: character),
      case .rgb(let red, let green, let blue) = cell.style.foreground
    else { return nil }
    return (KittyPlaceholders.id(red: red, green: green, blue: blue), position.row, position.column)
  }

  /// Reads a DCS, APC or OSC string: tmux's passthrough opened, a Sixel or iTerm2 picture painted at the
  /// cursor, a kitty command applied.
  mutating func applyString(_ sequence: [UInt8]) {
    let text = String(decoding: sequence, as: UTF8.self)
    if text.hasPrefix("\u{1B}Ptmux;") {
      guard let pieces = try? TerminalStrings.pieces(in: text) else { return graphics.malformed.append(text) }
      for piece in pieces {
        let end = piece.introducer == "]" ? "\u{07}" : "\u{1B}\\"
        applyString(Array(("\u{1B}" + String(piece.introducer) + piece.body + end).utf8))
      }
      return
    }
    do {
      switch sequence[1] {
      case UInt8(ascii: "P"): try paintSixel(text)
      case UInt8(ascii: "]") where text.dropFirst(2).hasPrefix("1337;File="): try paintITerm2(text)
      case UInt8(ascii: "_") where text.dropFirst(2).hasPrefix("G"): try applyKitty(text)
      default: break
      }
    } catch {
      graphics.malformed.append("\(error)")
    }
  }

  private mutating func paintSixel(_ text: String) throws {
    let bitmap = try SixelDecoder.decode(text)
    let cell = graphics.cellPixels
    let cells = Rect(
      x: cursor.x, y: cursor.y, width: (bitmap.width + cell.across - 1) / cell.across,
      height: (bitmap.height + cell.down - 1) / cell.down)
    graphics.paint(.sixel, bitmap: bitmap, cells: cells)
    // The cursor goes to the start of the line below the picture, as xterm's does.
    cursor = Point(x: cursor.x, y: min(cells.maxY, size.height - 1))
  }

  private mutating func paintITerm2(_ text: String) throws {
    guard let image = try ITerm2Image.parse(text).first, let columns = image.arguments["width"].flatMap({ Int($0) }),
      let rows = image.arguments["height"].flatMap({ Int($0) })
    else { throw GraphicsFailure(description: "an iTerm2 image without a size in cells") }
    let bitmap = try graphics.decodePNG(image.file)
    let cells = Rect(x: cursor.x, y: cursor.y, width: columns, height: rows)
    graphics.paint(.iterm2, bitmap: bitmap, cells: cells)
    cursor = Point(x: min(cells.maxX, size.width - 1), y: min(cells.maxY - 1, size.height - 1))
  }

  private mutating func applyKitty(_ text: String) throws {
    graphics.kittyChunks += text
    guard !text.contains("m=1") || text.contains(",m=0") || text.contains("Gm=0") else { return }
    let commands = try KittyCommand.parse(graphics.kittyChunks)
    graphics.kittyChunks = ""
    for command in commands { try apply(command) }
  }

  private mutating func apply(_ command: KittyCommand) throws {
    let id = UInt32(command.number("i") ?? 0)
    switch command.keys["a"] ?? "t" {
    case "t", "T":
      let bitmap = try command.bitmap(decodePNG: graphics.decodePNG)
      if id != 0 { graphics.kittyImages[id] = bitmap }
      if command.keys["U"] == "1" {
        graphics.virtualPlacements[id] = Size(width: command.number("c") ?? 1, height: command.number("r") ?? 1)
      } else if command.keys["a"] == "T" {
        place(bitmap, image: id, placement: UInt32(command.number("p") ?? 0), command: command)
      }
    case "p":
      guard let bitmap = graphics.kittyImages[id] else {
        throw GraphicsFailure(description: "placement of image \(id), never sent")
      }
      place(bitmap, image: id, placement: UInt32(command.number("p") ?? 0), command: command)
    case "d":
      let placement = command.number("p").map(UInt32.init)
      graphics.pictures.removeAll { picture in
        guard case .kitty(let image, let number) = picture.kind else { return false }
        switch command.keys["d"] ?? "a" {
        case "a", "A": return true
        case "i", "I": return image == id && (placement == nil || placement == number)
        default: return false
        }
      }
      if command.keys["d"] == "I" {
        graphics.kittyImages[id] = nil
        graphics.virtualPlacements[id] = nil
      }
    default: break
    }
  }

  private mutating func place(_ bitmap: Bitmap, image: UInt32, placement: UInt32, command: KittyCommand) {
    let cells = Rect(
      x: cursor.x, y: cursor.y, width: command.number("c") ?? 1, height: command.number("r") ?? 1)
    graphics.pictures.removeAll {
      if case .kitty(image, placement) = $0.kind, placement != 0 { return true }
      return false
    }
    graphics.pictures.append(
      ShownPicture(
        kind: .kitty(image: image, placement: placement), cells: cells, bitmap: bitmap,
        visibleCells: cells.width * cells.height))
  }
}

/// A picture the terminal could not read.
struct GraphicsFailure: Error, CustomStringConvertible {
  let description: String
}
