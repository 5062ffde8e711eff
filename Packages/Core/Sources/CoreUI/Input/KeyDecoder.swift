/// Decodes the bytes a terminal sends into keys and mouse reports.
///
/// Input arrives in pieces: an arrow's `ESC [ A` may be split across two reads, a UTF-8 character too, so
/// the decoder keeps an incomplete sequence until the rest arrives. A lone `Esc` looks like the start of a
/// sequence; the driver calls ``flush()`` when no more input came shortly after, which turns it into
/// ``Key/escape``. Sequences longer than ``maximumSequenceLength`` are dropped, so hostile input cannot
/// grow the buffer. A terminal's late answer to a question asked at start (kitty's graphics reply
/// `ESC _ G … ESC \`, the device attributes, a size in pixels) is no key and is dropped whole.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.feed(Array("\u{1B}[".utf8))   // []
/// decoder.feed(Array("Aj".utf8))        // [.key(.up), .key(.character("j"))]
/// decoder.feed([0x1B])                  // []
/// decoder.flush()                       // [.key(.escape)]
/// ```
public struct KeyDecoder: Sendable {
  /// The longest escape sequence kept; anything longer is dropped.
  public static let maximumSequenceLength = 32
  /// The longest kitty graphics reply kept.
  public static let maximumReplyLength = 512

  private var pending: [UInt8] = []

  public init() {}

  /// Whether bytes wait for more input (or for ``flush()``).
  public var hasPending: Bool { !pending.isEmpty }

  /// Decodes `bytes` after whatever was pending.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    pending.append(contentsOf: bytes)
    var events: [InputEvent] = []
    var index = 0
    while index < pending.count {
      switch decode(at: index) {
      case .incomplete:
        pending.removeFirst(index)
        return events
      case .event(let event, let length):
        if let event { events.append(event) }
        index += length
      }
    }
    pending.removeAll(keepingCapacity: true)
    return events
  }

  /// What is pending once no more input is coming: a lone `Esc` is the Escape key, the rest of an
  /// unfinished sequence is dropped.
  public mutating func flush() -> [InputEvent] {
    defer { pending.removeAll() }
    guard pending.first == 0x1B else { return [] }
    if pending.count == 1 { return [.key(.escape)] }
    // The start of a kitty graphics reply whose end is late: not keys.
    if pending.starts(with: [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")]) { return [] }
    // `Esc` then a character typed right after it, or an unfinished sequence.
    if pending[1] != UInt8(ascii: "["), pending[1] != UInt8(ascii: "O") {
      var decoder = KeyDecoder()
      return [.key(.escape)] + decoder.feed(pending.dropFirst())
    }
    return []
  }

  private enum Step {
    case incomplete
    /// The event (if any) and how many bytes it took.
    case event(InputEvent?, Int)
  }

  private func decode(at index: Int) -> Step {
    let byte = pending[index]
    switch byte {
    case 0x1B: return escape(at: index)
    case 0x0D, 0x0A: return .event(.key(.enter), 1)
    case 0x7F, 0x08: return .event(.key(.backspace), 1)
    case 0x09: return .event(.key(.tab), 1)
    case 0x00: return .event(.key(.control(" ")), 1)
    case 0x01...0x1A: return .event(.key(.control(Character(Unicode.Scalar(byte + 0x60)))), 1)
    case 0x1C...0x1F: return .event(nil, 1)
    case 0x20..<0x7F: return .event(.key(.character(Character(Unicode.Scalar(byte)))), 1)
    default: return utf8(at: index)
    }
  }

  private func utf8(at index: Int) -> Step {
    let byte = pending[index]
    let length: Int
    switch byte {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return .event(nil, 1)
    }
    guard index + length <= pending.count else {
      let available = pending[(index + 1)...]
      return available.allSatisfy { $0 & 0xC0 == 0x80 } ? .incomplete : .event(nil, 1)
    }
    let bytes = pending[index..<(index + length)]
    guard bytes.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
      let scalar = String(validating: bytes, as: UTF8.self)?.unicodeScalars.first
    else { return .event(nil, 1) }
    switch scalar.value {
    case 0x80...0x9F: return .event(nil, length)
    default: return .event(.key(.character(Character(scalar))), length)
    }
  }

  private func escape(at index: Int) -> Step {
    guard index + 1 < pending.count else { return .incomplete }
    let next = pending[index + 1]
    switch next {
    case UInt8(ascii: "["): return controlSequence(at: index)
    case UInt8(ascii: "O"):
      guard index + 2 < pending.count else { return .incomplete }
      return .event(Self.ss3(pending[index + 2]).map { .key($0) }, 3)
    case UInt8(ascii: "_"):
      guard index + 2 < pending.count else { return .incomplete }
      guard pending[index + 2] == UInt8(ascii: "G") else { return .event(.key(.escape), 1) }
      return graphicsReply(at: index)
    case 0x1B: return .event(.key(.escape), 1)
    default:
      // `Esc` and the key typed right after it arrived together.
      return .event(.key(.escape), 1)
    }
  }

  /// kitty's `ESC _ G … ESC \`, dropped; past ``maximumReplyLength`` bytes the `Esc` is a key after all.
  private func graphicsReply(at index: Int) -> Step {
    var end = index + 3
    while end + 1 < pending.count, end - index < Self.maximumReplyLength {
      if pending[end] == 0x1B, pending[end + 1] == UInt8(ascii: "\\") { return .event(nil, end - index + 2) }
      end += 1
    }
    return end - index >= Self.maximumReplyLength ? .event(.key(.escape), 1) : .incomplete
  }

  /// `ESC [` parameters, intermediates and a final byte.
  private func controlSequence(at index: Int) -> Step {
    var end = index + 2
    while end < pending.count {
      let byte = pending[end]
      if (0x40...0x7E).contains(byte) { break }
      guard (0x20...0x3F).contains(byte) else { return .event(nil, end - index) }
      end += 1
      if end - index > Self.maximumSequenceLength { return .event(nil, end - index) }
    }
    guard end < pending.count else { return .incomplete }
    let body = Array(pending[(index + 2)..<end])
    let final = pending[end]
    return .event(Self.csi(body, final: final), end - index + 1)
  }

  private static func ss3(_ byte: UInt8) -> Key? {
    switch byte {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(byte) - Int(UInt8(ascii: "P")) + 1)
    default: nil
    }
  }

  private static func csi(_ body: [UInt8], final: UInt8) -> InputEvent? {
    if body.first == UInt8(ascii: "<") {
      return mouse(Array(body.dropFirst()), pressed: final == UInt8(ascii: "M")).map { .mouse($0) }
    }
    let numbers = String(decoding: body, as: UTF8.self).split(separator: ";").map { Int($0) }
    let first = numbers.first.flatMap { $0 }
    let key: Key? =
      switch final {
      case UInt8(ascii: "A"): .up
      case UInt8(ascii: "B"): .down
      case UInt8(ascii: "C"): .right
      case UInt8(ascii: "D"): .left
      case UInt8(ascii: "H"): .home
      case UInt8(ascii: "F"): .end
      case UInt8(ascii: "Z"): .backTab
      case UInt8(ascii: "~"): tilde(first)
      default: nil
      }
    return key.map { .key($0) }
  }

  private static func tilde(_ number: Int?) -> Key? {
    guard let number else { return nil }
    switch number {
    case 1, 7: return .home
    case 2: return .insert
    case 3: return .delete
    case 4, 8: return .end
    case 5: return .pageUp
    case 6: return .pageDown
    case 11...15: return .function(number - 10)
    case 17...21: return .function(number - 11)
    case 23, 24: return .function(number - 12)
    default: return nil
    }
  }

  /// `ESC [ < button ; column ; row M` (press) or `m` (release), columns and rows from 1.
  private static func mouse(_ body: [UInt8], pressed: Bool) -> MouseEvent? {
    let fields = String(decoding: body, as: UTF8.self).split(separator: ";")
    guard fields.count == 3, let code = Int(fields[0]), let column = Int(fields[1]), let row = Int(fields[2]),
      (1...10_000).contains(column), (1...10_000).contains(row), (0...255).contains(code)
    else { return nil }
    let position = Point(x: column - 1, y: row - 1)
    if code & 64 != 0 {
      guard pressed else { return nil }
      return MouseEvent(code & 1 == 0 ? .wheelUp : .wheelDown, at: position)
    }
    if code & 32 != 0 { return MouseEvent(.drag, at: position) }
    return MouseEvent(pressed ? .press(button: code & 3) : .release, at: position)
  }
}
