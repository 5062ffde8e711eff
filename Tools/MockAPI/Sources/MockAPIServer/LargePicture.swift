/// A PNG of many pixels in few bytes, for ``HostileBehaviour/hugePictures``: one colour, written straight as
/// DEFLATE symbols (each row a Sub-filtered first pixel, then back-references to zeros), so a 40-megapixel
/// picture takes about a megabyte and a few milliseconds to make, and a client that decodes it whole needs
/// 160 MB for its pixels.
///
/// ```swift
/// let png = LargePicture.png(width: 7_296, height: 5_472, red: 200, green: 120, blue: 40)
/// png.count  // about 1 MB
/// ```
enum LargePicture {
  /// 7,296 × 5,472: 39,923,712 pixels, just under the 40 megapixels Mosaic decodes.
  static let standard = png(width: 7_296, height: 5_472, red: 200, green: 120, blue: 40)

  static func png(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8) -> [UInt8] {
    var header: [UInt8] = []
    header += PNGEncoder.bigEndian(UInt32(width))
    header += PNGEncoder.bigEndian(UInt32(height))
    header += [8, 2, 0, 0, 0]
    return PNGEncoder.signature + PNGEncoder.chunk("IHDR", header)
      + PNGEncoder.chunk("IDAT", zlib(width: width, height: height, pixel: [red, green, blue]))
      + PNGEncoder.chunk("IEND", [])
  }

  /// The zlib stream of `height` rows, each `[1] + pixel + zeros`: the Sub filter of a row of one colour.
  private static func zlib(width: Int, height: Int, pixel: [UInt8]) -> [UInt8] {
    var writer = Deflate.BitWriter()
    writer.write(bits: 1, count: 1)  // BFINAL
    writer.write(bits: 1, count: 2)  // fixed Huffman
    var adler = Adler()
    let zeros = max(width - 1, 0) * 3
    for _ in 0..<height {
      for byte in [1] + pixel {
        Deflate.writeLiteral(Int(byte), to: &writer)
        adler.add(byte)
      }
      guard zeros > 0 else { continue }
      // One literal zero, then copies of the byte before (distance 1), 258 at most each.
      Deflate.writeLiteral(0, to: &writer)
      var left = zeros - 1
      while left >= 3 {
        let length = min(left, 258)
        Deflate.writeLength(length, to: &writer)
        Deflate.writeDistance(1, to: &writer)
        left -= length
      }
      for _ in 0..<left { Deflate.writeLiteral(0, to: &writer) }
      adler.addZeros(zeros)
    }
    Deflate.writeLiteral(256, to: &writer)
    let sum = adler.value
    return [0x78, 0x01] + writer.finish()
      + [UInt8(sum >> 24), UInt8(sum >> 16 & 0xFF), UInt8(sum >> 8 & 0xFF), UInt8(sum & 0xFF)]
  }

  /// Adler-32 (RFC 1950) with a shortcut for runs of zeros: they leave the low sum alone.
  private struct Adler {
    private var low: UInt64 = 1
    private var high: UInt64 = 0

    mutating func add(_ byte: UInt8) {
      low = (low + UInt64(byte)) % 65_521
      high = (high + low) % 65_521
    }

    mutating func addZeros(_ count: Int) {
      high = (high + UInt64(count) % 65_521 * low) % 65_521
    }

    var value: UInt32 { UInt32(high << 16 | low) }
  }
}
