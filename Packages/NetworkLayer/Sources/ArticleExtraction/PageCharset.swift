/// Finds a page's character set and turns its bytes into UTF-8 for the parser: a byte-order mark first, then
/// the HTTP header's `charset`, then a `<meta charset>` or `http-equiv` in the first bytes, then UTF-8 when
/// the bytes are valid UTF-8 and Windows-1252 when they are not. A page that claims UTF-8 but is mostly not
/// (a wrong charset) is read as Windows-1252, as browsers in practice show it. Other character sets are left
/// to libxml2's converters (iconv), named by their label.
///
/// ```swift
/// let page = PageCharset.decode(bytes, contentType: "text/html; charset=ISO-8859-1")
/// page.encoding  // "UTF-8": Windows-1252 decoded here
/// ```
enum PageCharset {
  /// The bytes to parse and the encoding libxml2 reads them in.
  struct Decoded {
    var bytes: [UInt8]
    var encoding: String
  }

  static func decode(_ bytes: [UInt8], contentType: String?, supports: (String) -> Bool) -> Decoded {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return utf8(Array(bytes.dropFirst(3))) }
    if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), bigEndian: true) }
    if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), bigEndian: false) }
    let label = contentType.flatMap(CharsetLabel.fromContentType) ?? CharsetLabel.fromMeta(bytes)
    switch label.map(CharsetLabel.normalized) {
    case .utf8?, nil: return utf8(bytes)
    case .windows1252?: return Decoded(bytes: Windows1252.utf8(bytes), encoding: "UTF-8")
    case .other(let name)?:
      // A label libxml2 cannot convert from is no better than none.
      return supports(name) ? Decoded(bytes: bytes, encoding: name) : utf8(bytes)
    }
  }

  /// Valid (or mostly valid) UTF-8 as it is, with invalid sequences replaced; bytes that are mostly not
  /// UTF-8 as Windows-1252.
  static func utf8(_ bytes: [UInt8]) -> Decoded {
    let tally = UTF8Tally(bytes)
    if tally.invalid == 0 { return Decoded(bytes: bytes, encoding: "UTF-8") }
    if tally.invalid > tally.multibyte { return Decoded(bytes: Windows1252.utf8(bytes), encoding: "UTF-8") }
    return Decoded(bytes: Array(String(decoding: bytes, as: UTF8.self).utf8), encoding: "UTF-8")
  }

  private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> Decoded {
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex {
      let first = UInt16(bytes[index])
      let second = UInt16(bytes[index + 1])
      units.append(bigEndian ? first << 8 | second : second << 8 | first)
      index += 2
    }
    return Decoded(bytes: Array(String(decoding: units, as: UTF16.self).utf8), encoding: "UTF-8")
  }
}

/// Counts well-formed multi-byte UTF-8 sequences and the bytes that belong to none.
struct UTF8Tally {
  var multibyte = 0
  var invalid = 0

  init(_ bytes: [UInt8]) {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0...0xEF: length = 3
      case 0xF0...0xF4: length = 4
      default: length = 0
      }
      guard length > 0, index + length <= count, Self.continues(bytes, from: index, length: length) else {
        invalid += 1
        index += 1
        continue
      }
      multibyte += 1
      index += length
    }
  }

  private static func continues(_ bytes: [UInt8], from start: Int, length: Int) -> Bool {
    let second = bytes[start + 1]
    switch bytes[start] {
    case 0xE0: guard second >= 0xA0 else { return false }
    case 0xED: guard second < 0xA0 else { return false }
    case 0xF0: guard second >= 0x90 else { return false }
    case 0xF4: guard second < 0x90 else { return false }
    default: break
    }
    for offset in 1..<length where bytes[start + offset] & 0xC0 != 0x80 { return false }
    return true
  }
}
