import Foundation

/// A JSON value of the part of JSON Mosaic's own files are written in: what `JSONEncoder` writes (no spaces,
/// whole numbers, the standard escapes), as a favorite's snapshot or a cache entry. ``parse(_:)``
/// reads that part and nothing else; for any other text it answers `nil` and the caller asks `JSONDecoder`,
/// so the decisions stay Foundation's.
///
/// ```swift
/// let json = WrittenJSON.parse(#"{"ids":["a"],"page":2}"#)
/// json?["page"]            // .integer(2)
/// WrittenJSON.parse("{ }")  // nil: a space, left to JSONDecoder
/// ```
public indirect enum WrittenJSON: Equatable, Sendable {
  case text(String)
  case integer(Int)
  case flag(Bool)
  case null
  case list([WrittenJSON])
  case object([WrittenJSONMember])

  /// The value of `text`, or `nil` when the text is not in the part this reader is sure of: whitespace, a
  /// fraction or exponent, `-0`, a number past `Int`, a surrogate escape, a raw control character, a key twice,
  /// nesting deeper than 16, or not JSON at all.
  public static func parse(_ text: String) -> WrittenJSON? {
    var text = text
    return text.withUTF8 { bytes in
      var reader = Reader(bytes: bytes)
      guard let value = reader.value(depth: 0), reader.index == bytes.count else { return nil }
      return value
    }
  }

  /// The value of `data` as ``parse(_:)`` reads it; `nil` also when `data` is not UTF-8 (JSONDecoder
  /// decides about those bytes).
  public static func parse(_ data: Data) -> WrittenJSON? {
    let text = String(decoding: data, as: UTF8.self)
    let same = data.withUnsafeBytes { raw in
      var copy = text
      return copy.withUTF8 { $0.elementsEqual(raw) }
    }
    return same ? parse(text) : nil
  }

  /// The member `key` of an object; `nil` when absent or when this is not an object.
  public subscript(_ key: String) -> WrittenJSON? {
    guard case .object(let members) = self else { return nil }
    for member in members where member.key == key { return member.value }
    return nil
  }
}

/// One key and its value, in the order the object lists them.
public struct WrittenJSONMember: Equatable, Sendable {
  public let key: String
  public let value: WrittenJSON

  public init(key: String, value: WrittenJSON) {
    self.key = key
    self.value = value
  }
}

/// The parser behind ``WrittenJSON/parse(_:)``: one pass over the UTF-8 bytes of a Swift string (so valid
/// UTF-8), no recursion past depth 16.
private struct Reader {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  mutating func value(depth: Int) -> WrittenJSON? {
    guard depth < 16, index < bytes.count else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "{"): return object(depth: depth)
    case UInt8(ascii: "["): return list(depth: depth)
    case UInt8(ascii: "\""): return text().map(WrittenJSON.text)
    case UInt8(ascii: "n"): return literal("null") ? .null : nil
    case UInt8(ascii: "t"): return literal("true") ? .flag(true) : nil
    case UInt8(ascii: "f"): return literal("false") ? .flag(false) : nil
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return integer().map(WrittenJSON.integer)
    default: return nil
    }
  }

  private mutating func object(depth: Int) -> WrittenJSON? {
    index += 1
    var members: [WrittenJSONMember] = []
    if next(UInt8(ascii: "}")) { return .object(members) }
    while true {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = text(),
        next(UInt8(ascii: ":")), let value = value(depth: depth + 1)
      else { return nil }
      for member in members where member.key == key { return nil }
      members.append(WrittenJSONMember(key: key, value: value))
      if next(UInt8(ascii: "}")) { return .object(members) }
      guard next(UInt8(ascii: ",")) else { return nil }
    }
  }

  private mutating func list(depth: Int) -> WrittenJSON? {
    index += 1
    var values: [WrittenJSON] = []
    if next(UInt8(ascii: "]")) { return .list(values) }
    while true {
      guard let value = value(depth: depth + 1) else { return nil }
      values.append(value)
      if next(UInt8(ascii: "]")) { return .list(values) }
      guard next(UInt8(ascii: ",")) else { return nil }
    }
  }

  /// A string from its opening quote; escapes as JSON defines them, but no surrogate (`\uD800`–`\uDFFF`).
  private mutating func text() -> String? {
    index += 1
    var scratch: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return scratch.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { return nil }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(escape)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
          guard let scalar = hexScalar() else { return nil }
          append(scalar, to: &scratch)
        default: return nil
        }
      case 0..<0x20: return nil
      default: scratch.append(byte)
      }
    }
    return nil
  }

  /// The scalar of four hex digits after `\u`; `nil` for a surrogate half or a digit missing.
  private mutating func hexScalar() -> Unicode.Scalar? {
    guard index + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      index += 1
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value * 16 + UInt32(digit)
    }
    return Unicode.Scalar(value)
  }

  /// `scalar`'s UTF-8 bytes (an escape's scalar is below U+10000, so at most three).
  private func append(_ scalar: Unicode.Scalar, to scratch: inout [UInt8]) {
    let value = scalar.value
    switch value {
    case 0..<0x80:
      scratch.append(UInt8(value))
    case 0x80..<0x800:
      scratch.append(UInt8(0xC0 | value >> 6))
      scratch.append(UInt8(0x80 | value & 0x3F))
    default:
      scratch.append(UInt8(0xE0 | value >> 12))
      scratch.append(UInt8(0x80 | value >> 6 & 0x3F))
      scratch.append(UInt8(0x80 | value & 0x3F))
    }
  }

  /// `-?(0|[1-9][0-9]*)` within `Int`, not followed by a fraction or exponent; `-0` is left to Foundation.
  private mutating func integer() -> Int? {
    let negative = next(UInt8(ascii: "-"))
    guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else { return nil }
    let first = index
    var magnitude: UInt64 = 0
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      let (times, overflow) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, carry) = times.addingReportingOverflow(UInt64(bytes[index] - UInt8(ascii: "0")))
      guard !overflow, !carry else { return nil }
      magnitude = sum
      index += 1
    }
    if bytes[first] == UInt8(ascii: "0"), index - first > 1 || negative { return nil }
    if index < bytes.count,
      bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")
    {
      return nil
    }
    guard magnitude <= UInt64(Int.max) else { return nil }
    return negative ? -Int(magnitude) : Int(magnitude)
  }

  private mutating func literal(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
    index += count
    return true
  }

  private mutating func next(_ byte: UInt8) -> Bool {
    guard index < bytes.count, bytes[index] == byte else { return false }
    index += 1
    return true
  }
}
