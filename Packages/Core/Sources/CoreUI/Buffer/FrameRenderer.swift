import SafeText

/// Turns a frame into the bytes a terminal needs: all of it the first time, then only the cells that
/// changed since the previous frame, with the shortest cursor moves and style changes it can find.
///
/// ```swift
/// var terminal = [UInt8]()
/// terminal += FrameRenderer.render(first, over: nil)      // the whole frame
/// terminal += FrameRenderer.render(second, over: first)   // only what changed
/// ```
public enum FrameRenderer {
  /// The bytes that turn a terminal showing `previous` into one showing `frame`; every cell when
  /// `previous` is `nil` or of another size. The style is back to plain at the end.
  public static func render(_ frame: CellBuffer, over previous: CellBuffer?) -> [UInt8] {
    var writer = Writer()
    let previous = previous?.size == frame.size ? previous : nil
    if previous == nil { writer.bytes += Array("\u{1B}[0m".utf8) }
    let width = frame.size.width
    frame.cells.withUnsafeBufferPointer { cells in
      for y in 0..<frame.size.height {
        let row = y * width
        for x in 0..<width {
          let cell = cells[row + x]
          if let previous, previous.cells[row + x] == cell { continue }
          guard let character = cell.character else {
            // The right half of a wide character: drawn with its left half unless that was cut off.
            if x == 0 || cells[row + x - 1].character.map(DisplayWidth.of) != 2 {
              writer.draw(" ", width: 1, style: cell.style, at: x, y, lineWidth: width)
            } else if let previous, previous.cells[row + x - 1] == cells[row + x - 1],
              let head = cells[row + x - 1].character
            {
              writer.draw(head, width: 2, style: cells[row + x - 1].style, at: x - 1, y, lineWidth: width)
            }
            continue
          }
          let columns = DisplayWidth.of(character)
          if columns == 2, x + 1 >= width {
            writer.draw(" ", width: 1, style: cell.style, at: x, y, lineWidth: width)
          } else {
            writer.draw(character, width: max(columns, 1), style: cell.style, at: x, y, lineWidth: width)
          }
        }
      }
    }
    if writer.style != .plain { writer.bytes += Array("\u{1B}[0m".utf8) }
    return writer.bytes
  }
}

/// The bytes of one frame and where the terminal's cursor and pen are after them.
private struct Writer {
  var bytes: [UInt8] = []
  /// Where the cursor is, when known.
  var cursor: Point?
  var style = CellStyle.plain

  init() { bytes.reserveCapacity(4096) }

  mutating func draw(_ character: Character, width: Int, style: CellStyle, at x: Int, _ y: Int, lineWidth: Int) {
    move(to: Point(x: x, y: y))
    if style != self.style { change(to: style) }
    if character.utf8.count == 1, let byte = character.asciiValue {
      bytes.append(byte)
    } else {
      bytes += Array(String(character).utf8)
    }
    // After the last column the cursor waits to wrap; where it is then depends on the terminal.
    cursor = x + width < lineWidth ? Point(x: x + width, y: y) : nil
  }

  private mutating func move(to point: Point) {
    if cursor == point { return }
    if let cursor, cursor.y == point.y, point.x > cursor.x {
      let gap = point.x - cursor.x
      bytes += Array((gap == 1 ? "\u{1B}[C" : "\u{1B}[\(gap)C").utf8)
    } else if point.x == 0 {
      bytes += Array((point.y == 0 ? "\u{1B}[H" : "\u{1B}[\(point.y + 1)H").utf8)
    } else {
      bytes += Array("\u{1B}[\(point.y + 1);\(point.x + 1)H".utf8)
    }
    cursor = point
  }

  private mutating func change(to new: CellStyle) {
    var parameters: [String] = []
    let old = style
    let removed = old.attributes.subtracting(new.attributes)
    var attributesToAdd = new.attributes.subtracting(old.attributes)
    if !removed.isEmpty {
      if new == .plain {
        bytes += Array("\u{1B}[0m".utf8)
        style = new
        return
      }
      if !removed.intersection([.bold, .dim]).isEmpty {
        parameters.append("22")
        attributesToAdd.formUnion(new.attributes.intersection([.bold, .dim]))
      }
      if removed.contains(.italic) { parameters.append("23") }
      if removed.contains(.underline) { parameters.append("24") }
      if removed.contains(.reverse) { parameters.append("27") }
    }
    if attributesToAdd.contains(.bold) { parameters.append("1") }
    if attributesToAdd.contains(.dim) { parameters.append("2") }
    if attributesToAdd.contains(.italic) { parameters.append("3") }
    if attributesToAdd.contains(.underline) { parameters.append("4") }
    if attributesToAdd.contains(.reverse) { parameters.append("7") }
    if new.foreground != old.foreground { parameters.append(Self.color(new.foreground, base: 38)) }
    if new.background != old.background { parameters.append(Self.color(new.background, base: 48)) }
    bytes += Array("\u{1B}[\(parameters.joined(separator: ";"))m".utf8)
    style = new
  }

  private static func color(_ color: TerminalColor, base: Int) -> String {
    switch color {
    case .default: "\(base + 1)"
    case .indexed(let index): "\(base);5;\(index)"
    case .rgb(let red, let green, let blue): "\(base);2;\(red);\(green);\(blue)"
    }
  }
}
