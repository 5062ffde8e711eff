/// Windows-1252 (what pages labelled ISO-8859-1 or ASCII are in practice) to UTF-8.
enum Windows1252 {
  static func utf8(_ bytes: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + bytes.count / 8)
    for byte in bytes {
      if byte < 0x80 {
        output.append(byte)
        continue
      }
      let scalar = byte < 0xA0 ? high[Int(byte - 0x80)] : UInt32(byte)
      output.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
    }
    return output
  }

  /// 0x80…0x9F; the five bytes Windows-1252 leaves undefined read as U+FFFD.
  private static let high: [UInt32] = [
    0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0xFFFD,
    0x017D, 0xFFFD, 0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
    0x0153, 0xFFFD, 0x017E, 0x0178,
  ]
}
