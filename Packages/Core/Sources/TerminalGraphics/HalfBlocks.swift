import CoreValues

/// Pixels as upper-half blocks: `▀` in the top pixel's color on the bottom pixel's color, one cell per
/// two pixels down. Repeated colors are not sent again; every line ends by resetting the colors.
enum HalfBlocks {
  static let block = "▀"
  static let reset = "\u{1B}[0m"

  static func draw(_ bitmap: Bitmap, palette256: Bool) -> TerminalPicture {
    var lines: [String] = []
    lines.reserveCapacity((bitmap.height + 1) / 2)
    for top in stride(from: 0, to: bitmap.height, by: 2) {
      var line = ""
      line.reserveCapacity(bitmap.width * 24)
      var foreground: String?
      var background: String?
      for x in 0..<bitmap.width {
        let upper = code(bitmap.pixel(x: x, y: top), palette256: palette256, layer: 38)
        let lower =
          top + 1 < bitmap.height ? code(bitmap.pixel(x: x, y: top + 1), palette256: palette256, layer: 48) : "49"
        if upper != foreground {
          line += "\u{1B}[" + upper + "m"
          foreground = upper
        }
        if lower != background {
          line += "\u{1B}[" + lower + "m"
          background = lower
        }
        line += block
      }
      lines.append(line + reset)
    }
    return TerminalPicture(lines: lines, columns: bitmap.width)
  }

  /// `38;2;r;g;b` or `38;5;n` (48 for the background), the pixel blended over black by its alpha.
  private static func code(_ pixel: RGBA, palette256: Bool, layer: Int) -> String {
    let alpha = Int(pixel.alpha)
    let red = Int(pixel.red) * alpha / 255
    let green = Int(pixel.green) * alpha / 255
    let blue = Int(pixel.blue) * alpha / 255
    if palette256 {
      return "\(layer);5;\(Xterm256.nearest(red: red, green: green, blue: blue))"
    }
    return "\(layer);2;\(red);\(green);\(blue)"
  }
}

/// The xterm 256-color palette above the 16 themeable colors: a 6 × 6 × 6 cube (16–231) and 24 grays
/// (232–255).
///
/// ```swift
/// Xterm256.nearest(red: 255, green: 0, blue: 0)   // 196
/// ```
public enum Xterm256 {
  static let levels = [0, 95, 135, 175, 215, 255]

  /// The palette index closest to the color (squared distance), from 16 to 255.
  public static func nearest(red: Int, green: Int, blue: Int) -> Int {
    let r = nearestLevel(red)
    let g = nearestLevel(green)
    let b = nearestLevel(blue)
    let cube = 16 + 36 * r + 6 * g + b
    let cubeDistance = distance(red, green, blue, levels[r], levels[g], levels[b])
    let average = (red + green + blue) / 3
    let grayIndex = min(23, max(0, (average - 8 + 5) / 10))
    let grayLevel = 8 + 10 * grayIndex
    let grayDistance = distance(red, green, blue, grayLevel, grayLevel, grayLevel)
    return grayDistance < cubeDistance ? 232 + grayIndex : cube
  }

  private static func nearestLevel(_ value: Int) -> Int {
    var best = 0
    for (index, level) in levels.enumerated() where abs(level - value) < abs(levels[best] - value) {
      best = index
    }
    return best
  }

  private static func distance(_ r1: Int, _ g1: Int, _ b1: Int, _ r2: Int, _ g2: Int, _ b2: Int) -> Int {
    (r1 - r2) * (r1 - r2) + (g1 - g2) * (g1 - g2) + (b1 - b2) * (b1 - b2)
  }
}
