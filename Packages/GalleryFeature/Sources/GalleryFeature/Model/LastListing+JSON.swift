import Core
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
      text.append(JSONQuoting.quoted(id, escapingSlashes: true))
    }
    text.append("],\"savedAt\":")
    Self.appendJSONNumber(savedAt.timeIntervalSinceReferenceDate, to: &text)
    text.append(",\"source\":")
    text.append(JSONQuoting.quoted(source, escapingSlashes: true))
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
}
