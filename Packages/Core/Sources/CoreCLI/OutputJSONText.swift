import SafeText

/// The pieces of an ``OutputJSON`` document as bytes: strings quoted and escaped, numbers, indentation.
enum OutputJSONText {
  /// `value` quoted as `JSONEncoder` quotes it with `.withoutEscapingSlashes` (`"` and `\` escaped, `\b`, `\t`, `\n`,
  /// `\f` and `\r` by name, the other controls below U+0020 as `\u00xx`), and every other scalar
  /// ``TerminalText/isControl(_:)`` names (`DEL`, C1, line and paragraph separators, bidirectional marks) as a `\u`
  /// escape too: the one control test of a document, made while its bytes are written.
  static func appendQuoted(_ value: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { utf8 in
      guard let base = utf8.baseAddress else { return }
      // Runs of bytes that need no escape are copied whole.
      var runStart = 0
      var index = 0
      while index < utf8.count {
        // Eight bytes at a time while none of them needs a look.
        while index + 8 <= utf8.count,
          !needsLook(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        {
          index += 8
        }
        guard index < utf8.count else { break }
        let byte = utf8[index]
        if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
          index += 1
          continue
        }
        var length = 1
        var escape: UInt32?
        if byte >= 0x80 {
          // A String's UTF-8 is valid, so the scalar is whole.
          guard let read = UTF8Scalar(lead: utf8, at: index) else { break }
          length = read.length
          if let scalar = Unicode.Scalar(read.value), TerminalText.isControl(scalar) { escape = read.value }
        } else {
          escape = UInt32(byte)
        }
        guard let escape else {
          index += length
          continue
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
        appendEscape(escape, to: &bytes)
        index += length
        runStart = index
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Whether any of eight bytes is below U+0020, `"`, `\`, `DEL` or not ASCII (the classic test for a zero byte,
  /// `(v - 0x01…) & ~v & 0x80…`, on the bytes shifted or compared).
  private static func needsLook(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func hasZero(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
    let belowSpace = (word &- ones &* 0x20) & ~word & highs != 0
    return word & highs != 0 || belowSpace || hasZero(word ^ (ones &* 0x22)) || hasZero(word ^ (ones &* 0x5C))
      || hasZero(word ^ (ones &* 0x7F))
  }

  private static func appendEscape(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\\"))
    switch value {
    case 0x22: bytes.append(UInt8(ascii: "\""))
    case 0x5C: bytes.append(UInt8(ascii: "\\"))
    case 0x08: bytes.append(UInt8(ascii: "b"))
    case 0x09: bytes.append(UInt8(ascii: "t"))
    case 0x0A: bytes.append(UInt8(ascii: "n"))
    case 0x0C: bytes.append(UInt8(ascii: "f"))
    case 0x0D: bytes.append(UInt8(ascii: "r"))
    default:
      // Every control is in the Basic Multilingual Plane: four hex digits.
      bytes.append(UInt8(ascii: "u"))
      for shift in stride(from: 12, through: 0, by: -4) { bytes.append(hexDigits[Int((value >> UInt32(shift)) & 0xF)]) }
    }
  }

  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

  /// `value` in decimal. Written digit by digit: `String(value)` was six times slower.
  static func appendInteger(_ value: some BinaryInteger, to bytes: inout [UInt8]) {
    guard let value = Int64(exactly: value) else { return appendUTF8(String(value), to: &bytes) }
    var magnitude = value.magnitude
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
      var index = digits.count
      repeat {
        index -= 1
        digits[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      if value < 0 { bytes.append(UInt8(ascii: "-")) }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[index...]))
    }
  }

  /// `value` as `JSONEncoder` writes it: its shortest description, without a trailing `.0`.
  ///
  /// - Throws: `EncodingError.invalidValue` for an infinity or NaN, which JSON cannot hold.
  static func appendFloat<Value: BinaryFloatingPoint & LosslessStringConvertible>(
    _ value: Value, to bytes: inout [UInt8], codingPath: [any CodingKey]
  ) throws {
    guard value.isFinite else {
      let name = value.isNaN ? "\(Value.self).nan" : value < 0 ? "-\(Value.self).infinity" : "\(Value.self).infinity"
      throw EncodingError.invalidValue(
        value, .init(codingPath: codingPath, debugDescription: "Unable to encode \(name) directly in JSON."))
    }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    appendUTF8(text, to: &bytes)
  }

  static func appendUTF8(_ value: String, to bytes: inout [UInt8]) {
    var value = value
    value.withUTF8 { bytes.append(contentsOf: $0) }
  }

  static func appendLiteral(_ literal: StaticString, to bytes: inout [UInt8]) {
    bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  static func appendIndent(_ level: Int, to bytes: inout [UInt8]) {
    var count = level * 2
    while count > 0 {
      let run = min(count, spaces.utf8CodeUnitCount)
      bytes.append(contentsOf: UnsafeBufferPointer(start: spaces.utf8Start, count: run))
      count -= run
    }
  }

  private static let spaces: StaticString = "                                "

  /// Below zero when `left`'s UTF-8 bytes sort first, zero when equal.
  static func compareUTF8(_ left: String, _ right: String) -> Int {
    var (left, right) = (left, right)
    return left.withUTF8 { left in
      right.withUTF8 { right in
        for (a, b) in zip(left, right) where a != b { return a < b ? -1 : 1 }
        return left.count - right.count
      }
    }
  }
}
