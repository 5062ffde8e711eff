import CoreValues

/// Reads a Sixel picture back into pixels, as a terminal would paint it: `ESC P … q`, the raster attributes'
/// size, palette definitions in percent (`#n;2;r;g;b`) or HLS (`#n;1;h;l;s`, treated as gray by lightness),
/// color selections, repeats (`!n`), `$` and `-`, up to `ESC \`. Pixels no color painted stay transparent
/// (alpha 0). Written for tests: it checks what it reads and throws on anything malformed.
///
/// ```swift
/// let bitmap = try SixelDecoder.decode(SixelEncoder.encode(original) ?? "")
/// ```
public enum SixelDecoder {
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  public static func decode(_ sequence: String) throws -> Bitmap {
    let bytes = Array(sequence.utf8)
    guard bytes.count >= 4, bytes[0] == 0x1B, bytes[1] == UInt8(ascii: "P"),
      let q = bytes.firstIndex(of: UInt8(ascii: "q"))
    else { throw Failure(description: "no 'ESC P … q' introducer") }
    guard bytes.suffix(2) == [0x1B, UInt8(ascii: "\\")] else { throw Failure(description: "no 'ESC \\' at the end") }
    var index = q + 1
    let end = bytes.count - 2
    var width = 0
    var height = 0
    var palette: [Int: (UInt8, UInt8, UInt8)] = [:]
    var painted: [Int: (UInt8, UInt8, UInt8)] = [:]  // pixel index (y * 65536 + x) → color
    var color = 0
    var x = 0
    var band = 0
    func number() -> Int {
      var value = 0
      while index < end, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        value = min(value * 10 + Int(bytes[index] - UInt8(ascii: "0")), 1_000_000)
        index += 1
      }
      return value
    }
    func numbers() -> [Int] {
      var values = [number()]
      while index < end, bytes[index] == UInt8(ascii: ";") {
        index += 1
        values.append(number())
      }
      return values
    }
    func paint(_ sixel: UInt8, count: Int) throws {
      guard let rgb = palette[color] else { throw Failure(description: "color \(color) used before it is defined") }
      let bits = sixel - 0x3F
      for column in x..<(x + count) {
        for row in 0..<6 where bits & (1 << row) != 0 {
          painted[(band * 6 + row) * 65_536 + column] = rgb
        }
      }
      x += count
    }
    while index < end {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        let values = numbers()
        guard values.count == 4 else { throw Failure(description: "raster attributes need 4 numbers: \(values)") }
        width = values[2]
        height = values[3]
      case UInt8(ascii: "#"):
        index += 1
        let values = numbers()
        color = values[0]
        if values.count == 5 {
          guard values[1] == 2 || values[1] == 1 else { throw Failure(description: "color space \(values[1])") }
          if values[1] == 2 {
            guard values[2...4].allSatisfy({ $0 <= 100 }) else { throw Failure(description: "percent past 100") }
            palette[color] = (channel(values[2]), channel(values[3]), channel(values[4]))
          } else {
            palette[color] = (channel(values[3]), channel(values[3]), channel(values[3]))
          }
        } else if values.count != 1 {
          throw Failure(description: "a color needs 1 or 5 numbers: \(values)")
        }
      case UInt8(ascii: "!"):
        index += 1
        let count = number()
        guard index < end, (0x3F...0x7E).contains(bytes[index]) else { throw Failure(description: "'!' without sixel") }
        try paint(bytes[index], count: count)
        index += 1
      case 0x3F...0x7E:
        try paint(byte, count: 1)
        index += 1
      case UInt8(ascii: "$"):
        x = 0
        index += 1
      case UInt8(ascii: "-"):
        x = 0
        band += 1
        index += 1
      default:
        throw Failure(description: "unexpected byte \(byte) at \(index)")
      }
    }
    guard width > 0, height > 0 else { throw Failure(description: "no raster attributes") }
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    for (key, rgb) in painted {
      let (y, column) = key.quotientAndRemainder(dividingBy: 65_536)
      guard y < height, column < width else {
        throw Failure(description: "pixel \(column),\(y) outside \(width)x\(height)")
      }
      let offset = (y * width + column) * 4
      rgba[offset] = rgb.0
      rgba[offset + 1] = rgb.1
      rgba[offset + 2] = rgb.2
      rgba[offset + 3] = 255
    }
    guard let bitmap = Bitmap(width: width, height: height, rgba: rgba) else {
      throw Failure(description: "no bitmap of \(width)x\(height)")
    }
    return bitmap
  }

  private static func channel(_ percent: Int) -> UInt8 { UInt8((min(percent, 100) * 255 + 50) / 100) }
}
