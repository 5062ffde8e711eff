/// One scalar read straight from a String's UTF-8 bytes, for scans that walk the bytes (printable ASCII a byte at a
/// time) and decode only what is longer: ``TerminalText``'s control test and `--json`'s quoting.
///
/// ```swift
/// var text = "né"
/// text.withUTF8 { UTF8Scalar(lead: $0, at: 1) }  // value 0xE9, length 2
/// ```
public struct UTF8Scalar: Equatable, Sendable {
  /// The scalar's code point.
  public let value: UInt32
  /// How many bytes it takes.
  public let length: Int

  /// The scalar whose lead byte (0x80 or above) is `bytes[index]`: the lead byte gives the length, each continuation
  /// byte six bits. `bytes` is a String's UTF-8, so it is valid; `nil` when `bytes` ends inside the scalar.
  @inlinable
  public init?(lead bytes: UnsafeBufferPointer<UInt8>, at index: Int) {
    let lead = bytes[index]
    let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    guard index + length <= bytes.count else { return nil }
    var value = UInt32(lead & (0xFF >> (length + 1)))
    for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
    self.value = value
    self.length = length
  }
}
