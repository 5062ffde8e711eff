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
    let previous = previous?.size == frame.size ? previous : nil
    // A full frame of pictures takes about 25 bytes a cell.
    var writer = Writer(capacity: previous == nil ? frame.cells.count * 25 : 4096)
    if previous == nil { writer.reset() }
    let width = frame.size.width
    let old = previous?.cells ?? []
    let compares = previous != nil
    frame.cells.withUnsafeBufferPointer { cells in
      old.withUnsafeBufferPointer { old in
        for y in 0..<frame.size.height {
          let row = y * width
          if compares, CellRows.identical(cells, old, from: row, count: width) { continue }
          for x in 0..<width {
            let cell = cells[row + x]
            if compares, old[row + x] == cell { continue }
            guard let character = cell.character else {
              // The right half of a wide character: drawn with its left half unless that was cut off.
              if x == 0 || cells[row + x - 1].character.map(DisplayWidth.of) != 2 {
                writer.draw(" ", width: 1, style: cell.style, at: x, y, lineWidth: width)
              } else if compares, old[row + x - 1] == cells[row + x - 1], let head = cells[row + x - 1].character {
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
    }
    if writer.style != .plain { writer.reset() }
    return writer.bytes
  }
}

/// The bytes of one frame and where the terminal's cursor and pen are after them. Numbers and escape
/// sequences go straight into the byte buffer: a full frame of pictures changes the pen at almost every cell,
/// and building a `String` per change cost more than the rest of the diff.
private struct Writer {
  var bytes: [UInt8] = []
  /// Where the cursor is, when known.
  var cursor: Point?
  var style = CellStyle.plain

  init(capacity: Int) { bytes.reserveCapacity(capacity) }

  mutating func draw(_ character: Character, width: Int, style: CellStyle, at x: Int, _ y: Int, lineWidth: Int) {
    move(to: Point(x: x, y: y))
    if style != self.style { change(to: style) }
    if let byte = character.asciiValue, character.utf8.count == 1 {
      bytes.append(byte)
    } else {
      bytes.append(contentsOf: character.utf8)
    }
    // After the last column the cursor waits to wrap; where it is then depends on the terminal.
    cursor = x + width < lineWidth ? Point(x: x + width, y: y) : nil
  }

  private mutating func move(to point: Point) {
    if cursor == point { return }
    escape()
    if let cursor, cursor.y == point.y, point.x > cursor.x {
      let gap = point.x - cursor.x
      if gap != 1 { number(gap) }
      bytes.append(UInt8(ascii: "C"))
    } else if point.x == 0 {
      if point.y != 0 { number(point.y + 1) }
      bytes.append(UInt8(ascii: "H"))
    } else {
      number(point.y + 1)
      bytes.append(UInt8(ascii: ";"))
      number(point.x + 1)
      bytes.append(UInt8(ascii: "H"))
    }
    cursor = point
  }

  private mutating func change(to new: CellStyle) {
    let old = style
    // The attribute sets as bits: `SetAlgebra`'s generic methods cost a call each in a debug build.
    let had = old.attributes.rawValue
    let has = new.attributes.rawValue
    let removed = had & ~has
    var added = has & ~had
    style = new
    if removed != 0, new == .plain { return reset() }
    escape()
    var first = true
    let boldOrDim = TextAttributes.bold.rawValue | TextAttributes.dim.rawValue
    if removed != 0 {
      if removed & boldOrDim != 0 {
        parameter(22, first: &first)
        added |= has & boldOrDim
      }
      if removed & TextAttributes.italic.rawValue != 0 { parameter(23, first: &first) }
      if removed & TextAttributes.underline.rawValue != 0 { parameter(24, first: &first) }
      if removed & TextAttributes.reverse.rawValue != 0 { parameter(27, first: &first) }
    }
    if added & TextAttributes.bold.rawValue != 0 { parameter(1, first: &first) }
    if added & TextAttributes.dim.rawValue != 0 { parameter(2, first: &first) }
    if added & TextAttributes.italic.rawValue != 0 { parameter(3, first: &first) }
    if added & TextAttributes.underline.rawValue != 0 { parameter(4, first: &first) }
    if added & TextAttributes.reverse.rawValue != 0 { parameter(7, first: &first) }
    if new.foregroundCode != old.foregroundCode { color(new.foreground, base: 38, first: &first) }
    if new.backgroundCode != old.backgroundCode { color(new.background, base: 48, first: &first) }
    bytes.append(UInt8(ascii: "m"))
  }

  /// `ESC [0m`: every attribute and color back to the terminal's default.
  mutating func reset() {
    escape()
    bytes.append(UInt8(ascii: "0"))
    bytes.append(UInt8(ascii: "m"))
  }

  /// `ESC [`.
  private mutating func escape() {
    bytes.append(0x1B)
    bytes.append(UInt8(ascii: "["))
  }

  /// One SGR parameter, after a `;` unless it is the first.
  private mutating func parameter(_ value: Int, first: inout Bool) {
    if !first { bytes.append(UInt8(ascii: ";")) }
    first = false
    number(value)
  }

  private mutating func color(_ color: TerminalColor, base: Int, first: inout Bool) {
    switch color {
    case .default: parameter(base + 1, first: &first)
    case .indexed(let index):
      parameter(base, first: &first)
      // One byte at a time: an array literal would be an allocation per color.
      bytes.append(UInt8(ascii: ";"))
      bytes.append(UInt8(ascii: "5"))
      bytes.append(UInt8(ascii: ";"))
      number(Int(index))
    case .rgb(let red, let green, let blue):
      parameter(base, first: &first)
      bytes.append(UInt8(ascii: ";"))
      bytes.append(UInt8(ascii: "2"))
      bytes.append(UInt8(ascii: ";"))
      number(Int(red))
      bytes.append(UInt8(ascii: ";"))
      number(Int(green))
      bytes.append(UInt8(ascii: ";"))
      number(Int(blue))
    }
  }

  /// `value` in decimal digits (a coordinate or a color channel: never negative).
  private mutating func number(_ value: Int) {
    let value = max(value, 0)
    if value >= 10 { number(value / 10) }
    bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10))
  }
}
