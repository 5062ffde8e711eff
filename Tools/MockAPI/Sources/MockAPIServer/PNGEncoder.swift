/// Writes 8-bit RGB pixels as a PNG file: signature, `IHDR`, one `IDAT` with a zlib stream, `IEND`.
///
/// Each row uses the Sub filter, which turns smooth gradients into long runs that ``Deflate`` shrinks well.
///
/// ```swift
/// let pixels: [UInt8] = [255, 0, 0, 0, 0, 255]  // a red and a blue pixel
/// let png = try PNGEncoder.encode(rgb: pixels, width: 2, height: 1)
/// png.prefix(8)  // 89 50 4E 47 0D 0A 1A 0A
/// ```
public enum PNGEncoder {
  /// The eight bytes every PNG file starts with.
  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Encodes `rgb` (row-major, 3 bytes a pixel) as a PNG of `width` by `height`.
  ///
  /// - Throws: ``MockAPIError`` when the size is not positive or does not match the pixel count.
  public static func encode(rgb: [UInt8], width: Int, height: Int) throws(MockAPIError) -> [UInt8] {
    guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max), rgb.count == width * height * 3
    else {
      throw MockAPIError(
        .invalidImage,
        "The image '\(width)x\(height)' does not match its \(rgb.count) RGB bytes; pass width * height * 3 bytes.")
    }
    var header: [UInt8] = []
    header += bigEndian(UInt32(width))
    header += bigEndian(UInt32(height))
    // Bit depth 8, color type 2 (RGB), deflate compression, adaptive filtering, no interlace.
    header += [8, 2, 0, 0, 0]

    var output = signature
    output += chunk("IHDR", header)
    // Back-references to the same channel one pixel left and one row up, where smooth images repeat.
    let rowBytes = width * 3 + 1
    let distances = [3, rowBytes, rowBytes - 3, rowBytes + 3, 6]
    output += chunk("IDAT", Deflate.zlib(filtered(rgb, width: width, height: height), distances: distances))
    output += chunk("IEND", [])
    return output
  }

  /// Prefixes every row with filter type 1 (Sub): each byte minus the same channel of the pixel to its left.
  static func filtered(_ rgb: [UInt8], width: Int, height: Int) -> [UInt8] {
    let rowBytes = width * 3
    var output = [UInt8](repeating: 0, count: height * (rowBytes + 1))
    rgb.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        for row in 0..<height {
          let from = row * rowBytes
          let to = row * (rowBytes + 1)
          target[to] = 1
          for column in 0..<rowBytes {
            let left = column >= 3 ? source[from + column - 3] : 0
            target[to + 1 + column] = source[from + column] &- left
          }
        }
      }
    }
    return output
  }

  /// A chunk: length, type, data and the CRC-32 of type and data.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    var crc = Checksum.crc32(typeBytes)
    crc = Checksum.crc32(data, continuing: crc)
    return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc)
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }
}
