/// Cuts what would make libxml2's HTML parser slow before it sees it: libxml2 checks each attribute of a tag
/// against every earlier one, so one tag with a million attributes costs a trillion comparisons. A tag's
/// attributes past the first ``maximumAttributes`` (counted by their `=` outside quotes) are dropped, up to
/// the tag's `>`. One pass over the bytes; pages without such a tag come back as they are.
enum TagGuard {
  static let maximumAttributes = 1_000

  static func bounded(_ bytes: [UInt8]) -> [UInt8] {
    guard let cut = firstOverfullTag(bytes) else { return bytes }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    output += bytes[..<cut]
    var index = cut
    var skipping = true
    var state = Scan()
    state.inTag = true
    state.equals = maximumAttributes
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if skipping {
        if byte == UInt8(ascii: ">") {
          skipping = false
          state = Scan()
          output.append(byte)
        }
        continue
      }
      output.append(byte)
      if state.step(byte, next: index < bytes.count ? bytes[index] : 0) {
        skipping = true
      }
    }
    return output
  }

  /// Where the first tag passes the limit (the index after its last kept attribute), or nil.
  private static func firstOverfullTag(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      var state = Scan()
      var index = 0
      let count = buffer.count
      while index < count {
        let byte = buffer[index]
        index += 1
        // Only `<`, quotes, `=` and `>` change the state; the rest of the text is skipped fast.
        if !state.inTag, byte != UInt8(ascii: "<") { continue }
        if state.step(byte, next: index < count ? buffer[index] : 0) { return index }
      }
      return nil
    }
  }

  /// Whether the scan is inside a tag or a quoted value, and how many `=` the tag has had.
  private struct Scan {
    var inTag = false
    var quote: UInt8 = 0
    var equals = 0

    /// Takes `byte` (followed by `next`); true when the current tag has just passed the limit.
    mutating func step(_ byte: UInt8, next: UInt8) -> Bool {
      guard inTag else {
        if byte == UInt8(ascii: "<"), (next | 0x20) >= UInt8(ascii: "a"), (next | 0x20) <= UInt8(ascii: "z") {
          inTag = true
          equals = 0
        }
        return false
      }
      if quote != 0 {
        if byte == quote { quote = 0 }
        return false
      }
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
      case UInt8(ascii: ">"): inTag = false
      case UInt8(ascii: "="):
        equals += 1
        return equals > TagGuard.maximumAttributes
      default: break
      }
      return false
    }
  }
}
