import Core
import CoreUI
import TerminalGraphics
import TerminalGraphicsTestSupport

/// A terminal in memory: interprets the bytes the app writes (cursor moves, colors, text, the modes the
/// driver sets, and pictures drawn by kitty's protocol, Sixel or iTerm2's inline images, also through tmux's
/// passthrough) into a grid of cells, as xterm (or kitty, or iTerm2) would, so tests check what a person would
/// see rather than which bytes were sent.
///
/// ```swift
/// var terminal = VirtualTerminal(size: Size(width: 80, height: 24))
/// terminal.feed(FrameRenderer.render(frame, over: nil))
/// terminal.lines[0]
/// ```
public struct VirtualTerminal: Sendable, Hashable {
  public private(set) var buffer: CellBuffer
  public internal(set) var cursor = Point(x: 0, y: 0)
  public private(set) var cursorVisible = true
  public private(set) var alternateScreen = false
  /// The mouse modes turned on (1000, 1002, 1006).
  public private(set) var mouseModes: Set<Int> = []
  var style = CellStyle.plain
  private var pending: [UInt8] = []
  private var lastWasJoiner = false
  private var saved: (cursor: Point, style: CellStyle)?
  /// Pictures and which cells they still cover; see `VirtualTerminal+Graphics.swift`.
  var graphics: GraphicsState

  /// A terminal of `size` cells, each `cellPixels` pixels (how many cells a Sixel picture covers);
  /// `decodePNG` reads iTerm2's pictures (stored blocks only by default; pass libpng for compressed files).
  public init(
    size: Size, cellPixels: PixelsPerCell = .assumed,
    decodePNG: @escaping @Sendable ([UInt8]) throws -> Bitmap = { try PNGReader.decode($0) }
  ) {
    buffer = CellBuffer(size: size)
    graphics = GraphicsState(size: size, cellPixels: cellPixels, decodePNG: decodePNG)
  }

  public static func == (lhs: VirtualTerminal, rhs: VirtualTerminal) -> Bool {
    lhs.buffer == rhs.buffer && lhs.cursor == rhs.cursor && lhs.graphics == rhs.graphics
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(buffer)
    hasher.combine(cursor)
  }

  public var size: Size { buffer.size }
  /// Every row as text.
  public var lines: [String] { buffer.lines }
  /// The rows joined with newlines, trailing spaces removed.
  public var text: String {
    lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
  }

  /// Starts over at `size`, as a resized terminal clears (the app then draws everything again).
  public mutating func resize(_ size: Size) {
    buffer = CellBuffer(size: size)
    cursor = Point(x: 0, y: 0)
    graphics.resize(size)
  }

  /// Interprets `bytes`.
  public mutating func feed(_ bytes: [UInt8]) {
    pending += bytes
    var index = 0
    while index < pending.count {
      let byte = pending[index]
      if byte == 0x1B {
        guard let length = sequenceLength(at: index) else { break }
        if length >= 2, Self.startsString(pending[index + 1]) {
          applyString(Array(pending[index..<(index + length)]))
        } else {
          apply(pending[index..<(index + length)])
        }
        index += length
        continue
      }
      if (0x20..<0x7F).contains(byte), !lastWasJoiner {
        var end = index + 1
        while end < pending.count, (0x20..<0x7F).contains(pending[end]) { end += 1 }
        putASCII(pending[index..<end])
        index = end
        continue
      }
      let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
      guard index + length <= pending.count else { break }
      if byte >= 0x20,
        let scalar = String(decoding: pending[index..<(index + length)], as: UTF8.self).unicodeScalars.first
      {
        put(scalar)
      } else if byte == 0x0D {
        cursor.x = 0
      } else if byte == 0x0A {
        cursor.y = min(cursor.y + 1, size.height - 1)
      }
      index += length
    }
    pending.removeFirst(index)
  }

  private func sequenceLength(at index: Int) -> Int? {
    guard index + 1 < pending.count else { return nil }
    if Self.startsString(pending[index + 1]) {
      return stringLength(at: index)
    }
    guard pending[index + 1] == UInt8(ascii: "[") else { return 2 }
    var end = index + 2
    while end < pending.count {
      if pending[end] >= 0x40, pending[end] <= 0x7E { return end - index + 1 }
      end += 1
    }
    return nil
  }

  /// Whether `ESC` and `byte` open a DCS, APC or OSC string (which runs to its terminator) rather than a
  /// control sequence.
  private static func startsString(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "P") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "]")
  }

  /// A run of printable ASCII, one column each: what `put` does for each character, a row's worth at a time
  /// (most of what an app writes, and the screen tests feed every frame through here).
  private mutating func putASCII(_ bytes: ArraySlice<UInt8>) {
    guard size.width > 0 else { return }
    var rest = bytes
    while !rest.isEmpty {
      if cursor.x + 1 > size.width {
        cursor = Point(x: 0, y: min(cursor.y + 1, size.height - 1))
      }
      let count = min(rest.count, size.width - cursor.x)
      buffer.write(String(decoding: rest.prefix(count), as: UTF8.self), at: cursor, style: style)
      graphics.uncover(Rect(x: cursor.x, y: cursor.y, width: count, height: 1))
      cursor.x += count
      rest = rest.dropFirst(count)
    }
  }

  /// The length of a DCS, APC or OSC string up to `ESC \` (or BEL for OSC); inside tmux's passthrough a
  /// doubled `ESC` does not end it.
  private func stringLength(at index: Int) -> Int? {
    let passthrough = pending[index...].starts(with: Array("\u{1B}Ptmux;".utf8))
    var end = index + 2
    while end < pending.count {
      if pending[end] == 0x07, pending[index + 1] == UInt8(ascii: "]") { return end - index + 1 }
      if pending[end] == 0x1B {
        guard end + 1 < pending.count else { return nil }
        if pending[end + 1] == UInt8(ascii: "\\") { return end - index + 2 }
        if passthrough, pending[end + 1] == 0x1B {
          end += 2
          continue
        }
        return end - index
      }
      end += 1
    }
    return nil
  }

  /// The cell `x`, `y` overwritten by text: a picture painted there loses it.
  mutating func overwrite(x: Int, y: Int) {
    graphics.uncover(Rect(x: x, y: y, width: 1, height: 1))
  }

  private mutating func put(_ scalar: Unicode.Scalar) {
    let width = DisplayWidth.of(Character(scalar))
    if width == 0 || lastWasJoiner {
      lastWasJoiner = scalar.value == 0x200D
      var x = cursor.x - 1
      if x >= 0, buffer[x, cursor.y].isContinuation { x -= 1 }
      guard x >= 0, let character = buffer[x, cursor.y].character else { return }
      var cell = buffer[x, cursor.y]
      cell.character = Character(String(character) + String(scalar))
      buffer[x, cursor.y] = cell
      return
    }
    if cursor.x + width > size.width {
      cursor = Point(x: 0, y: min(cursor.y + 1, size.height - 1))
    }
    buffer.write(String(scalar), at: cursor, style: style)
    graphics.uncover(Rect(x: cursor.x, y: cursor.y, width: width, height: 1))
    cursor.x += width
  }

  private mutating func apply(_ sequence: ArraySlice<UInt8>) {
    let start = sequence.startIndex
    if sequence.count == 2 {
      switch sequence[start + 1] {
      case UInt8(ascii: "7"): saved = (cursor, style)
      case UInt8(ascii: "8"):
        if let saved {
          cursor = saved.cursor
          style = saved.style
        }
      case UInt8(ascii: "D"): cursor.y = min(cursor.y + 1, size.height - 1)
      default: break
      }
      return
    }
    guard sequence.count >= 3, let final = sequence.last else { return }
    let parameters = sequence[(start + 2)..<(sequence.endIndex - 1)]
    if parameters.first == UInt8(ascii: "?") {
      let modes = Self.numbers(parameters.dropFirst()).compactMap { $0 }
      let on = final == UInt8(ascii: "h")
      for mode in modes {
        switch mode {
        case 25: cursorVisible = on
        case 1049: alternateScreen = on
        case 1000, 1002, 1003, 1006: if on { mouseModes.insert(mode) } else { mouseModes.remove(mode) }
        default: break
        }
      }
      return
    }
    let numbers = Self.numbers(parameters)
    switch final {
    case UInt8(ascii: "H"):
      let row = (numbers.first ?? nil) ?? 1
      let column = numbers.count > 1 ? (numbers[1] ?? 1) : 1
      cursor = Point(x: min(max(column - 1, 0), size.width - 1), y: min(max(row - 1, 0), size.height - 1))
    case UInt8(ascii: "C"): cursor.x = min(cursor.x + max((numbers.first ?? nil) ?? 1, 1), size.width - 1)
    case UInt8(ascii: "A"): cursor.y = max(cursor.y - max((numbers.first ?? nil) ?? 1, 1), 0)
    case UInt8(ascii: "J"):
      buffer = CellBuffer(size: size)
      graphics.uncover(Rect(size: size))
    case UInt8(ascii: "m"): applyStyle(numbers.map { $0 ?? 0 })
    default: break
    }
  }

  private mutating func applyStyle(_ codes: [Int]) {
    var index = 0
    let codes = codes.isEmpty ? [0] : codes
    while index < codes.count {
      let code = codes[index]
      switch code {
      case 0: style = .plain
      case 1: style.attributes.insert(.bold)
      case 2: style.attributes.insert(.dim)
      case 3: style.attributes.insert(.italic)
      case 4: style.attributes.insert(.underline)
      case 7: style.attributes.insert(.reverse)
      case 22: style.attributes.subtract([.bold, .dim])
      case 23: style.attributes.remove(.italic)
      case 24: style.attributes.remove(.underline)
      case 27: style.attributes.remove(.reverse)
      case 39: style.foreground = .default
      case 49: style.background = .default
      case 38, 48:
        var color = TerminalColor.default
        if index + 2 < codes.count, codes[index + 1] == 5 {
          color = .indexed(UInt8(clamping: codes[index + 2]))
          index += 2
        } else if index + 4 < codes.count, codes[index + 1] == 2 {
          color = .rgb(
            UInt8(clamping: codes[index + 2]), UInt8(clamping: codes[index + 3]), UInt8(clamping: codes[index + 4]))
          index += 4
        }
        if code == 38 { style.foreground = color } else { style.background = color }
      default: break
      }
      index += 1
    }
  }
}
