import Foundation

extension LastListing {
  /// The listing as `JSONEncoder` with sorted keys writes it, byte for byte, written by hand: the encoder's keyed
  /// container walked every protocol conformance of the binary on its first use, once every `gallery` run. Read
  /// back with `JSONDecoder` as before.
  var json: Data {
    var text = "{\"hasMore\":"
    text.append(hasMore ? "true" : "false")
    text.append(",\"page\":")
    text.append(String(page))
    text.append(",\"perPage\":")
    text.append(String(perPage))
    text.append(",\"photoIDs\":[")
    for (offset, id) in photoIDs.enumerated() {
      if offset > 0 { text.append(",") }
      Self.appendJSONString(id, to: &text)
    }
    text.append("],\"savedAt\":")
    Self.appendJSONNumber(savedAt.timeIntervalSinceReferenceDate, to: &text)
    text.append(",\"source\":")
    Self.appendJSONString(source, to: &text)
    text.append("}")
    // `Data(bytes:count:)`, concrete: `Data(text.utf8)` is the generic initialiser.
    return text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return Data() }
      return Data(bytes: base, count: bytes.count)
    }
  }

  /// `value` as the encoder writes a number: the shortest form that reads back the same, without a trailing `.0`.
  private static func appendJSONNumber(_ value: Double, to text: inout String) {
    let number = value.description
    text.append(contentsOf: number.hasSuffix(".0") ? number.dropLast(2) : Substring(number))
  }

  /// `value` quoted as the encoder quotes it: `"`, `\` and `/` escaped, the controls `\b`, `\t`, `\n`, `\f` and
  /// `\r` by name and the others as `\u00xx`, everything else as it is.
  private static let hexDigits = Array("0123456789abcdef".unicodeScalars)

  private static func appendJSONString(_ value: String, to text: inout String) {
    text.append("\"")
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text.append("\\\"")
      case "\\": text.append("\\\\")
      case "/": text.append("\\/")
      case "\u{08}": text.append("\\b")
      case "\t": text.append("\\t")
      case "\n": text.append("\\n")
      case "\u{0C}": text.append("\\f")
      case "\r": text.append("\\r")
      case _ where scalar.value < 0x20:
        text.append(scalar.value < 0x10 ? "\\u000" : "\\u001")
        text.unicodeScalars.append(hexDigits[Int(scalar.value & 0xF)])
      default: text.unicodeScalars.append(scalar)
      }
    }
    text.append("\"")
  }
}
