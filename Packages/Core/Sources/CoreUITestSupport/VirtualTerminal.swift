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
    let input = pending
    // Through a pointer: in a debug build (the screen tests') an array's subscript costs a generic call per byte.
    let used = input.withUnsafeBufferPointer { interpret($0) }
    pending.removeFirst(used)
  }

  /// Interprets what `input` holds up to an unfinished sequence or character; returns how many bytes that was.
  private mutating func interpret(_ input: UnsafeBufferPointer<UInt8>) -> Int {
    var index = 0
    while index < input.count {
      let byte = input[index]
      if byte == 0x1B {
        guard let length = Self.sequenceLength(in: input, at: index) else { break }
        if length >= 2, Self.startsString(input[index + 1]) {
          applyString(Array(input[index..<(index + length)]))
        } else {
          apply(UnsafeBufferPointer(rebasing: input[index..<(index + length)]))
        }
        index += length
        continue
      }
      if byte >= 0x20, byte < 0x7F, !lastWasJoiner {
        var end = index + 1
        while end < input.count, input[end] >= 0x20, input[end] < 0x7F { end += 1 }
        putASCII(UnsafeBufferPointer(rebasing: input[index..<end]))
        index = end
        continue
      }
      let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
      guard index + length <= input.count else { break }
      if byte >= 0x20,
        let scalar = String(decoding: UnsafeBufferPointer(rebasing: input[index..<(index + length)]), as: UTF8.self)
          .unicodeScalars.first
      {
        put(scalar)
      } else if byte == 0x0D {
        cursor.x = 0
      } else if byte == 0x0A {
        cursor.y = min(cursor.y + 1, size.height - 1)
      }
      index += length
    }
    return index
  }

  /// The length of the sequence that starts with the `ESC` at `index`, or `nil` when it is not all there yet.
  private static func sequenceLength(in input: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    guard index + 1 < input.count else { return nil }
    if startsString(input[index + 1]) {
      return stringLength(in: input, at: index)
    }
    guard input[index + 1] == UInt8(ascii: "[") else { return 2 }
    var end = index + 2
    while end < input.count {
      if input[end] >= 0x40, input[end] <= 0x7E { return end - index + 1 }
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
  private mutating func putASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard size.width > 0 else { return }
    var start = 0
    while start < bytes.count {
      if cursor.x + 1 > size.width {
        cursor = Point(x: 0, y: min(cursor.y + 1, size.height - 1))
      }
      let count = min(bytes.count - start, size.width - cursor.x)
      buffer.write(
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(start + count)]), as: UTF8.self), at: cursor,
        style: style)
      graphics.uncover(Rect(x: cursor.x, y: cursor.y, width: count, height: 1))
      cursor.x += count
      start += count
    }
  }

  /// The length of a DCS, APC or OSC string up to `ESC \` (or BEL for OSC); inside tmux's passthrough a
  /// doubled `ESC` does not end it.
  private static func stringLength(in input: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    let passthrough = input[index...].starts(with: "\u{1B}Ptmux;".utf8)
    var end = index + 2
    while end < input.count {
      if input[end] == 0x07, input[index + 1] == UInt8(ascii: "]") { return end - index + 1 }
      if input[end] == 0x1B {
        guard end + 1 < input.count else { return nil }
        if input[end + 1] == UInt8(ascii: "\\") { return end - index + 2 }
        if passthrough, input[end + 1] == 0x1B {
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

  private mutating func apply(_ sequence: UnsafeBufferPointer<UInt8>) {
    if sequence.count == 2 {
      switch sequence[1] {
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
    guard sequence.count >= 3 else { return }
    let final = sequence[sequence.count - 1]
    let parameters = UnsafeBufferPointer(rebasing: sequence[2..<(sequence.count - 1)])
    if parameters.first == UInt8(ascii: "?") {
      let modes = Self.numbers(UnsafeBufferPointer(rebasing: parameters[1...])).compactMap { $0 }
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
    case UInt8(ascii: "m"): applyStyle(numbers)
    default: break
    }
  }

  /// SGR: `codes` as read (a missing one is 0). The attributes change as bits: `SetAlgebra`'s generic
  /// methods and array literals cost a call each in a debug build, and every frame of pictures sets colors per cell.
  private mutating func applyStyle(_ codes: [Int?]) {
    var index = 0
    while index < codes.count {
      let code = codes[index] ?? 0
      switch code {
      case 0: style = .plain
      case 1: add(.bold)
      case 2: add(.dim)
      case 3: add(.italic)
      case 4: add(.underline)
      case 7: add(.reverse)
      case 22: remove(TextAttributes(rawValue: TextAttributes.bold.rawValue | TextAttributes.dim.rawValue))
      case 23: remove(.italic)
      case 24: remove(.underline)
      case 27: remove(.reverse)
      case 39: style.foreground = .default
      case 49: style.background = .default
      case 38, 48:
        var color = TerminalColor.default
        if index + 2 < codes.count, codes[index + 1] == 5 {
          color = .indexed(UInt8(clamping: codes[index + 2] ?? 0))
          index += 2
        } else if index + 4 < codes.count, codes[index + 1] == 2 {
          color = .rgb(
            UInt8(clamping: codes[index + 2] ?? 0), UInt8(clamping: codes[index + 3] ?? 0),
            UInt8(clamping: codes[index + 4] ?? 0))
          index += 4
        }
        if code == 38 { style.foreground = color } else { style.background = color }
      default: break
      }
      index += 1
    }
  }

  private mutating func add(_ attributes: TextAttributes) {
    style.attributes = TextAttributes(rawValue: style.attributes.rawValue | attributes.rawValue)
  }

  private mutating func remove(_ attributes: TextAttributes) {
    style.attributes = TextAttributes(rawValue: style.attributes.rawValue & ~attributes.rawValue)
  }
}
