/// The two checksums a PNG file needs: CRC-32 over each chunk, Adler-32 over the zlib stream.
///
/// ```swift
/// Checksum.crc32(Array("IEND".utf8))   // 0xAE42_6082
/// Checksum.adler32(Array("Wikipedia".utf8))  // 0x11E6_0398
/// ```
enum Checksum {
  private static let crcTable: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 {
      value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
    }
    return value
  }

  /// CRC-32 (ISO 3309, polynomial 0xEDB88320, as PNG and zip use it), continuing from `crc` when given.
  static func crc32(_ bytes: some Sequence<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
    var value = ~crc
    for byte in bytes {
      value = crcTable[Int((value ^ UInt32(byte)) & 0xFF)] ^ (value >> 8)
    }
    return ~value
  }

  /// Adler-32 (RFC 1950), the zlib stream's trailer.
  static func adler32(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var low: UInt32 = 1
    var high: UInt32 = 0
    var pending = 0
    for byte in bytes {
      low += UInt32(byte)
      high += low
      pending += 1
      // 5552 is the most bytes that cannot overflow 32 bits before the modulo.
      if pending == 5552 {
        low %= 65_521
        high %= 65_521
        pending = 0
      }
    }
    return (high % 65_521) << 16 | (low % 65_521)
  }
}
