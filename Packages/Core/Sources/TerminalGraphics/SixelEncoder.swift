import CoreValues

/// Sixel: `ESC P 0;1 q`, raster attributes `"1;1;W;H` (square pixels, the picture's size), the palette
/// (`#n;2;r;g;b` in percent), then bands of six rows — for each color used in a band its run of six-bit
/// columns (`?` to `~`, `!n` repeating one), `$` back to the band's start, `-` to the next band — and `ESC \`.
/// `P2 = 1` leaves the rows below a picture whose height is not a multiple of six alone.
///
/// ```swift
/// let sixel = SixelEncoder.encode(bitmap)   // "\u{1B}P0;1q\"1;1;16;12#0;2;…"
/// ```
public enum SixelEncoder {
  /// The most bytes one picture is written with; a picture that needs more is not drawn this way.
  public static let maximumBytes = 16_000_000

  /// The picture as Sixel, or `nil` past ``GraphicsTarget/maximumPixels`` pixels or ``maximumBytes`` bytes.
  public static func encode(_ bitmap: Bitmap, colors: Int = 256) -> String? {
    guard bitmap.size.area <= GraphicsTarget.maximumPixels else { return nil }
    let palette = SixelPalette(bitmap, colors: colors)
    let width = bitmap.width
    let height = bitmap.height
    var output: [UInt8] = Array("\u{1B}P0;1q\"1;1;\(width);\(height)".utf8)
    output.reserveCapacity(width * height / 2)
    for (index, color) in palette.colors.enumerated() {
      output += Array("#\(index);2;\(percent(color.red));\(percent(color.green));\(percent(color.blue))".utf8)
    }
    // One row of six-bit columns per color, rebuilt for every band.
    var columns = [[UInt8]](repeating: [], count: palette.colors.count)
    var used: [Int] = []
    var isUsed = [Bool](repeating: false, count: palette.colors.count)
    palette.indices.withUnsafeBufferPointer { indices in
      for top in stride(from: 0, to: height, by: 6) {
        for color in used {
          isUsed[color] = false
          for x in 0..<width { columns[color][x] = 0 }
        }
        used.removeAll(keepingCapacity: true)
        for row in 0..<min(6, height - top) {
          let bit = UInt8(1) << row
          let start = (top + row) * width
          for x in 0..<width {
            let color = Int(indices[start + x])
            if !isUsed[color] {
              isUsed[color] = true
              used.append(color)
              if columns[color].isEmpty { columns[color] = [UInt8](repeating: 0, count: width) }
            }
            columns[color][x] |= bit
          }
        }
        for (position, color) in used.enumerated() {
          output += Array("#\(color)".utf8)
          appendRuns(columns[color], to: &output)
          if position < used.count - 1 { output.append(UInt8(ascii: "$")) }
        }
        if top + 6 < height { output.append(UInt8(ascii: "-")) }
      }
    }
    output += [0x1B, UInt8(ascii: "\\")]
    guard output.count <= maximumBytes else { return nil }
    return String(decoding: output, as: UTF8.self)
  }

  /// A channel in percent, as Sixel's palette takes it.
  static func percent(_ value: UInt8) -> Int { (Int(value) * 100 + 127) / 255 }

  /// The six-bit columns as characters, a run of four or more as `!n` and the character, columns with no
  /// pixel at the end left out.
  private static func appendRuns(_ values: [UInt8], to output: inout [UInt8]) {
    var end = values.count
    while end > 0, values[end - 1] == 0 { end -= 1 }
    var index = 0
    while index < end {
      let value = values[index]
      var run = 1
      while index + run < end, values[index + run] == value { run += 1 }
      let character = 0x3F + value
      if run >= 4 {
        output += Array("!\(run)".utf8)
        output.append(character)
      } else {
        for _ in 0..<run { output.append(character) }
      }
      index += run
    }
  }
}
