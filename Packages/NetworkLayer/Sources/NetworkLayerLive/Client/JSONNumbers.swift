import Foundation

/// Finds the number that made a JSON decoder give up: Foundation reports a number that does not fit its
/// type (`1e400`, `99999999999999999999` for an `Int`) as "not valid JSON", which sends people looking for a
/// syntax error that is not there.
///
/// ```swift
/// JSONNumbers.outOfRange(in: Data(#"{"width": 1e400}"#.utf8))  // "1e400"
/// JSONNumbers.outOfRange(in: Data(#"{"width": 10}"#.utf8))  // nil
/// ```
enum JSONNumbers {
  /// The first number literal outside strings that no `Double` holds finitely, or that no `Int` holds (a
  /// whole number past `Int.max`, or any number of that magnitude); `nil` when every number fits. At most `limit` bytes are looked at.
  static func outOfRange(in body: Data, limit: Int = 4 * 1_048_576) -> String? {
    var inString = false
    var escaped = false
    var number: [UInt8] = []
    for byte in body.prefix(limit) {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      if Self.numberBytes.contains(byte) {
        number.append(byte)
        continue
      }
      if let bad = check(number) { return bad }
      number.removeAll(keepingCapacity: true)
      if byte == UInt8(ascii: "\"") { inString = true }
    }
    return check(number)
  }

  /// The first magnitude no `Int` holds.
  private static let intMagnitude = 9.223_372_036_854_775_808e18

  private static let numberBytes = Set("0123456789+-.eE".utf8)

  private static func check(_ literal: [UInt8]) -> String? {
    guard !literal.isEmpty, literal.count <= 4096 else { return literal.isEmpty ? nil : "…" }
    let text = String(decoding: literal, as: UTF8.self)
    guard let value = Double(text) else { return nil }
    let whole =
      !literal.contains(UInt8(ascii: ".")) && !literal.contains(UInt8(ascii: "e"))
      && !literal.contains(UInt8(ascii: "E"))
    if !value.isFinite || (whole && Int(text) == nil) || abs(value) >= Self.intMagnitude {
      return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
    return nil
  }
}
