/// A `charset` label as a page or its server writes it, found and sorted into what ``PageCharset`` decodes
/// itself and what it leaves to libxml2.
enum CharsetLabel: Equatable {
  case utf8
  case windows1252
  case other(String)

  /// `utf-8`, `UTF8`, `unicode-1-1-utf-8` are UTF-8; `iso-8859-1`, `latin1`, `us-ascii` are Windows-1252 as in
  /// every browser; a `utf-16` label without a byte-order mark is a lie a page tells, read as UTF-8.
  static func normalized(_ label: String) -> CharsetLabel {
    let name = label.lowercased()
    switch name {
    case "utf-8", "utf8", "unicode-1-1-utf-8", "x-unicode20utf8", "unicode20utf8", "utf-16", "utf-16le",
      "utf-16be", "unicode", "ucs-2":
      return .utf8
    case "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "l1", "us-ascii", "ascii", "windows-1252", "cp1252",
      "x-cp1252", "cp819", "ibm819", "iso-ir-100", "csisolatin1", "ansi_x3.4-1968":
      return .windows1252
    default:
      return .other(name)
    }
  }

  /// The `charset` parameter of a Content-Type header.
  static func fromContentType(_ contentType: String) -> String? {
    value(after: "charset", in: Array(contentType.utf8.prefix(512)))
  }

  /// The `charset` a `<meta>` in the page's first 4 KB declares, either as `<meta charset=…>` or in an
  /// `http-equiv` Content-Type's `content`.
  static func fromMeta(_ bytes: [UInt8]) -> String? {
    let head = Array(bytes.prefix(4096))
    var index = 0
    while let start = find(Array("<meta".utf8), in: head, from: index) {
      let end = head[start...].firstIndex(of: UInt8(ascii: ">")) ?? head.endIndex
      if let label = value(after: "charset", in: Array(head[start..<end])) { return label }
      index = end
    }
    return nil
  }

  /// The word after `name=` (quotes and spaces around it skipped), case-insensitively found.
  private static func value(after name: String, in bytes: [UInt8]) -> String? {
    let lower = bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
    guard let found = find(Array(name.utf8), in: lower, from: 0) else { return nil }
    var index = found + name.utf8.count
    let skipped: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0x22, 0x27, 0x3D]
    var sawEquals = false
    while index < bytes.count, skipped.contains(bytes[index]) {
      if bytes[index] == 0x3D { sawEquals = true }
      index += 1
    }
    guard sawEquals else { return nil }
    var label: [UInt8] = []
    while index < bytes.count, label.count < 40 {
      let byte = bytes[index]
      let isLabel =
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x2D
        || byte == 0x5F || byte == 0x3A || byte == 0x2E
      guard isLabel else { break }
      label.append(byte)
      index += 1
    }
    return label.isEmpty ? nil : String(decoding: label, as: UTF8.self)
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
    guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
    var index = start
    while index <= haystack.count - needle.count {
      var matches = true
      for offset in 0..<needle.count where haystack[index + offset] | 0x20 != needle[offset] | 0x20 {
        matches = false
        break
      }
      if matches { return index }
      index += 1
    }
    return nil
  }
}
