/// A color a terminal cell shows, 8 bits a channel.
struct CellColor: Hashable, Sendable, CustomStringConvertible {
  var red: Int
  var green: Int
  var blue: Int

  var description: String { "(\(red), \(green), \(blue))" }

  /// The largest difference of one channel.
  func distance(to other: CellColor) -> Int {
    max(abs(red - other.red), abs(green - other.green), abs(blue - other.blue))
  }

  /// The mean of `colors`, rounded.
  static func mean(_ colors: [CellColor]) -> CellColor {
    let count = max(1, colors.count)
    func average(_ channel: (CellColor) -> Int) -> Int { (colors.map(channel).reduce(0, +) + count / 2) / count }
    return CellColor(red: average(\.red), green: average(\.green), blue: average(\.blue))
  }

  /// The xterm palette's color `index` (16–231 the 6 × 6 × 6 cube, 232–255 the grays), as xterm shows it.
  static func xterm(_ index: Int) -> CellColor? {
    let levels = [0, 95, 135, 175, 215, 255]
    switch index {
    case 16...231:
      let cube = index - 16
      return CellColor(red: levels[cube / 36], green: levels[cube / 6 % 6], blue: levels[cube % 6])
    case 232...255:
      let gray = 8 + 10 * (index - 232)
      return CellColor(red: gray, green: gray, blue: gray)
    default:
      return nil
    }
  }

  /// The palette color (16–255) nearest to this one by squared distance: the cube's nearest (each channel's
  /// nearest level, as the distance adds up by channel) or the nearest of the 24 grays, whichever is closer.
  var nearestXterm: CellColor {
    let levels = [0, 95, 135, 175, 215, 255]
    func level(_ value: Int) -> Int { levels.min { abs($0 - value) < abs($1 - value) } ?? 0 }
    var best = CellColor(red: level(red), green: level(green), blue: level(blue))
    var bestDistance = squaredDistance(to: best)
    for gray in stride(from: 8, through: 238, by: 10) {
      let candidate = CellColor(red: gray, green: gray, blue: gray)
      let distance = squaredDistance(to: candidate)
      if distance < bestDistance {
        best = candidate
        bestDistance = distance
      }
    }
    return best
  }

  private func squaredDistance(to other: CellColor) -> Int {
    let (r, g, b) = (red - other.red, green - other.green, blue - other.blue)
    return r * r + g * g + b * b
  }
}

/// One terminal cell of printed output: its character and the colors the escape sequences before it set.
struct TerminalCell: Hashable, Sendable {
  let character: Character
  let foreground: CellColor?
  let background: CellColor?

  /// A line of output as the cells a terminal shows, reading SGR sequences (`38;2;r;g;b`, `48;5;n`, `0`, `39`,
  /// `49`) and counting every other character as one cell.
  static func cells(_ line: Substring) -> [TerminalCell] {
    var cells: [TerminalCell] = []
    var foreground: CellColor?
    var background: CellColor?
    var characters = line.makeIterator()
    while let character = characters.next() {
      guard character == "\u{1B}" else {
        cells.append(TerminalCell(character: character, foreground: foreground, background: background))
        continue
      }
      guard characters.next() == "[" else { continue }
      var parameters = ""
      while let next = characters.next(), next != "m" { parameters.append(next) }
      apply(parameters.split(separator: ";").map { Int($0) ?? -1 }, &foreground, &background)
    }
    return cells
  }

  private static func apply(_ codes: [Int], _ foreground: inout CellColor?, _ background: inout CellColor?) {
    var index = 0
    let codes = codes.isEmpty ? [0] : codes
    while index < codes.count {
      switch codes[index] {
      case 0:
        foreground = nil
        background = nil
      case 39: foreground = nil
      case 49: background = nil
      case 38, 48:
        let layer = codes[index]
        var color: CellColor?
        if index + 4 < codes.count, codes[index + 1] == 2 {
          color = CellColor(red: codes[index + 2], green: codes[index + 3], blue: codes[index + 4])
          index += 4
        } else if index + 2 < codes.count, codes[index + 1] == 5 {
          color = CellColor.xterm(codes[index + 2])
          index += 2
        }
        if layer == 38 { foreground = color } else { background = color }
      default: break
      }
      index += 1
    }
  }
}
