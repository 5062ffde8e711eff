/// A string quoted as `JSONEncoder` quotes it, for the documents Mosaic writes by hand to keep the encoder off a
/// command's start (the gallery's `--json` output, the last listing): `"` and `\` escaped; `/` escaped unless the
/// encoder's `.withoutEscapingSlashes` is on; the controls `\b`, `\t`, `\n`, `\f` and `\r` by name and the others
/// below U+0020 as `\u00xx`; everything else as it is.
///
/// ```swift
/// JSONQuoting.quoted("a/b\n", escapingSlashes: true)   // "\"a\\/b\\n\""
/// ```
public enum JSONQuoting {
  /// `value` quoted, appended to `bytes` as UTF-8.
  public static func append(_ value: String, escapingSlashes: Bool, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { utf8 in
      for byte in utf8 {
        switch byte {
        case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), byte]
        case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
        case UInt8(ascii: "/") where escapingSlashes: bytes += [UInt8(ascii: "\\"), byte]
        case 0x08: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
        case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
        case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case 0x0C: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
        case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
        case 0..<0x20:
          bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")]
          bytes.append(hexDigits[Int(byte >> 4)])
          bytes.append(hexDigits[Int(byte & 0xF)])
        default: bytes.append(byte)
        }
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// `value` quoted, as a string.
  public static func quoted(_ value: String, escapingSlashes: Bool) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(value.utf8.count + 2)
    append(value, escapingSlashes: escapingSlashes, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  private static let hexDigits: [UInt8] = [
    UInt8(ascii: "0"), UInt8(ascii: "1"), UInt8(ascii: "2"), UInt8(ascii: "3"), UInt8(ascii: "4"), UInt8(ascii: "5"),
    UInt8(ascii: "6"), UInt8(ascii: "7"), UInt8(ascii: "8"), UInt8(ascii: "9"), UInt8(ascii: "a"), UInt8(ascii: "b"),
    UInt8(ascii: "c"), UInt8(ascii: "d"), UInt8(ascii: "e"), UInt8(ascii: "f"),
  ]
}
