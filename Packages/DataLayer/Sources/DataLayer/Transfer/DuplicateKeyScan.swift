import Foundation

/// Finds a key that appears twice in one JSON object of an export file. JSON leaves such a file's meaning open
/// and readers disagree (Foundation's decoder keeps the first value, `JSONSerialization`, Python and `jq` the
/// last), so an import refuses the file rather than pick one. Keys are compared as the decoder compares them:
/// after their escapes are read, 'é' written two ways being one key.
///
/// ```swift
/// DuplicateKeyScan.firstDuplicate(in: Data(#"{"a":[{"id":1,"id":2}]}"#.utf8))   // "a[0].id"
/// ```
package enum DuplicateKeyScan {
  /// The deepest nesting looked into; the decoder refuses deeper documents anyway.
  package static let maximumDepth = 512

  private enum Frame {
    case object(keys: Set<String>, key: String?, expectingKey: Bool)
    case array(index: Int)
  }

  /// The field of the first key seen twice, like `sections.favorites.items[3].id`; `nil` when there is none, or
  /// when the text stops being JSON before one (the decoder then says where).
  package static func firstDuplicate(in data: Data) -> String? {
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> String? in
      var stack: [Frame] = []
      var offset = 0
      while offset < bytes.count {
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "{"):
          guard stack.count < maximumDepth else { return nil }
          stack.append(.object(keys: [], key: nil, expectingKey: true))
          offset += 1
        case UInt8(ascii: "["):
          guard stack.count < maximumDepth else { return nil }
          stack.append(.array(index: 0))
          offset += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          guard stack.popLast() != nil else { return nil }
          offset += 1
        case UInt8(ascii: ","):
          switch stack.last {
          case .object(let keys, let key, _): stack[stack.count - 1] = .object(keys: keys, key: key, expectingKey: true)
          case .array(let index): stack[stack.count - 1] = .array(index: index + 1)
          case nil: return nil
          }
          offset += 1
        case UInt8(ascii: "\""):
          guard let (text, end) = string(bytes, from: offset + 1) else { return nil }
          offset = end
          guard case .object(var keys, _, true) = stack.last else { continue }
          guard keys.insert(text).inserted else { return field(stack.dropLast(), text) }
          stack[stack.count - 1] = .object(keys: keys, key: text, expectingKey: false)
        default:
          offset += 1
        }
      }
      return nil
    }
  }

  /// `frames` and then `key` as a field name, in ``TransferFailure``'s spelling.
  private static func field(_ frames: ArraySlice<Frame>, _ key: String) -> String {
    let parent = frames.reduce("") { path, frame in
      switch frame {
      case .object(_, let key, _): return path.isEmpty ? (key ?? "") : path + "." + (key ?? "")
      case .array(let index): return path + "[\(index)]"
      }
    }
    return parent.isEmpty ? key : parent + "." + key
  }

  /// The string starting after its opening quote at `start`, with its escapes read, and the offset after its
  /// closing quote; `nil` for a string that is not JSON.
  private static func string(_ bytes: UnsafeRawBufferPointer, from start: Int) -> (String, Int)? {
    var scalars = String.UnicodeScalarView()
    var plain = start
    var offset = start
    func flush(to end: Int) -> Bool {
      guard end > plain else { return true }
      guard let text = String(validating: bytes[plain..<end], as: UTF8.self) else { return false }
      scalars.append(contentsOf: text.unicodeScalars)
      return true
    }
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: "\""):
        guard flush(to: offset) else { return nil }
        return (String(scalars), offset + 1)
      case UInt8(ascii: "\\"):
        guard flush(to: offset), offset + 1 < bytes.count else { return nil }
        guard let (scalar, end) = escape(bytes, at: offset + 1) else { return nil }
        scalars.append(scalar)
        offset = end
        plain = end
      default:
        offset += 1
      }
    }
    return nil
  }

  private static let simpleEscapes: [UInt8: Unicode.Scalar] = [
    UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/", UInt8(ascii: "b"): "\u{08}",
    UInt8(ascii: "f"): "\u{0C}", UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
  ]

  /// The character an escape stands for (`at` is the byte after the backslash) and the offset after it.
  private static func escape(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> (Unicode.Scalar, Int)? {
    if let scalar = simpleEscapes[bytes[offset]] { return (scalar, offset + 1) }
    guard bytes[offset] == UInt8(ascii: "u"), let high = hex(bytes, at: offset + 1) else { return nil }
    if (0xD800..<0xDC00).contains(high), offset + 10 < bytes.count, bytes[offset + 5] == UInt8(ascii: "\\"),
      bytes[offset + 6] == UInt8(ascii: "u"), let low = hex(bytes, at: offset + 7), (0xDC00..<0xE000).contains(low)
    {
      let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
      return Unicode.Scalar(value).map { ($0, offset + 11) }
    }
    // A lone surrogate reads as the replacement character, as the decoder reads it.
    return (Unicode.Scalar(high) ?? "\u{FFFD}", offset + 5)
  }

  /// The four hex digits at `offset`, or `nil`.
  private static func hex(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32? {
    guard offset + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for byte in bytes[offset..<offset + 4] {
      guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
      value = value << 4 | UInt32(digit)
    }
    return value
  }
}
