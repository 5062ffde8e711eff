import CoreValues

/// A PNG file from a bitmap without a compressor: the rows (each after a filter byte of 0) in zlib's stored
/// blocks, with the CRC-32 every chunk carries and the Adler-32 zlib ends with. Every PNG reader opens it;
/// it is about as large as the pixels. RGB when every pixel is opaque, else RGBA.
///
/// ```swift
/// let png = PNGWriter.stored(bitmap)   // [UInt8]: "\u{89}PNG…"
/// ```
public enum PNGWriter {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  /// The largest stored block zlib allows.
  static let blockSize = 65_535

  /// The PNG file, or `nil` past ``GraphicsTarget/maximumPixels`` pixels.
  public static func stored(_ bitmap: Bitmap) -> [UInt8]? {
    guard bitmap.size.area <= GraphicsTarget.maximumPixels else { return nil }
    let opaque = stride(from: 3, to: bitmap.rgba.count, by: 4).allSatisfy { bitmap.rgba[$0] == 255 }
    let channels = opaque ? 3 : 4
    var raw: [UInt8] = []
    raw.reserveCapacity(bitmap.height * (bitmap.width * channels + 1))
    for y in 0..<bitmap.height {
      raw.append(0)
      let row = y * bitmap.width * 4
      if opaque {
        for x in 0..<bitmap.width {
          raw += bitmap.rgba[(row + x * 4)..<(row + x * 4 + 3)]
        }
      } else {
        raw += bitmap.rgba[row..<(row + bitmap.width * 4)]
      }
    }
    var header = bigEndian(UInt32(bitmap.width)) + bigEndian(UInt32(bitmap.height))
    header += [8, opaque ? 2 : 6, 0, 0, 0]
    var file = signature
    file += chunk("IHDR", header)
    file += chunk("IDAT", zlibStored(raw))
    file += chunk("IEND", [])
    return file
  }

  /// `data` as a zlib stream of stored blocks.
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    // CMF 0x78 (deflate, 32K window), FLG 0x01 (no dictionary, fastest; 0x7801 is a multiple of 31).
    var stream: [UInt8] = [0x78, 0x01]
    stream.reserveCapacity(data.count + data.count / blockSize * 5 + 16)
    var start = 0
    repeat {
      let end = min(start + blockSize, data.count)
      let length = UInt16(end - start)
      stream.append(end == data.count ? 1 : 0)
      stream += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
      stream += data[start..<end]
      start = end
    } while start < data.count
    stream += bigEndian(Checksums.adler32(data))
    return stream
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(Checksums.crc32(typeBytes + data))
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }
}

/// The two checksums a PNG file needs.
///
/// ```swift
/// Checksums.crc32(Array("IEND".utf8))   // 0xAE426082
/// Checksums.adler32(Array("Wikipedia".utf8))   // 0x11E60398
/// ```
public enum Checksums {
  private static let crcTable: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  /// CRC-32 as PNG and zip compute it.
  public static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }

  /// Adler-32 as zlib computes it.
  public static func adler32(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    var count = 0
    for byte in bytes {
      a += UInt32(byte)
      b += a
      count += 1
      // Reduce well before b could overflow.
      if count == 5552 {
        a %= 65_521
        b %= 65_521
        count = 0
      }
    }
    return (b % 65_521) << 16 | (a % 65_521)
  }
}
