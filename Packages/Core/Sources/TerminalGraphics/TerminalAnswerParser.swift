import CoreValues

/// Reads a terminal's answers out of what arrives on its input, in pieces as they come: kitty's graphics
/// reply (`ESC _ G … ESC \`), the primary device attributes (`CSI ? … c`) and the pixel sizes
/// (`CSI 6 ; h ; w t`, `CSI 4 ; h ; w t`). Other replies (any APC, DCS or OSC string) are dropped; every other
/// byte — keys typed meanwhile — is handed back, in order, so nothing typed is lost. A sequence longer than
/// ``maximumLength`` is not an answer: its bytes are handed back.
///
/// ```swift
/// var parser = TerminalAnswerParser()
/// let typed = parser.feed(bytes)       // what was not an answer
/// if parser.isComplete { … }           // the device attributes came: nothing more will
/// let rest = parser.finish()           // an unfinished sequence's bytes
/// ```
public struct TerminalAnswerParser: Sendable {
  /// The longest answer read; a string or sequence past it is not one.
  public static let maximumLength = 1024

  public private(set) var answers = TerminalAnswers.none
  private var pending: [UInt8] = []

  public init() {}

  /// Whether the device attributes came: terminals answer them last, so nothing more will.
  public var isComplete: Bool { answers.answered }

  /// Reads `bytes` after whatever was pending; returns the bytes that were no answer.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [UInt8] {
    pending.append(contentsOf: bytes)
    var other: [UInt8] = []
    var index = 0
    while index < pending.count {
      guard pending[index] == 0x1B else {
        other.append(pending[index])
        index += 1
        continue
      }
      switch sequence(at: index) {
      case .incomplete:
        pending.removeFirst(index)
        return other
      case .answer(let length):
        index += length
      case .notAnswer(let length):
        other += pending[index..<index + length]
        index += length
      }
    }
    pending.removeAll(keepingCapacity: true)
    return other
  }

  /// The bytes of an unfinished sequence, once no more input is coming.
  public mutating func finish() -> [UInt8] {
    defer { pending.removeAll() }
    return pending
  }

  private enum Step {
    case incomplete
    case answer(Int)
    case notAnswer(Int)
  }

  private mutating func sequence(at index: Int) -> Step {
    guard index + 1 < pending.count else { return .incomplete }
    switch pending[index + 1] {
    case UInt8(ascii: "["): return controlSequence(at: index)
    case UInt8(ascii: "_"), UInt8(ascii: "P"), UInt8(ascii: "]"), UInt8(ascii: "^"), UInt8(ascii: "X"):
      return string(at: index)
    default: return .notAnswer(1)
    }
  }

  /// `CSI` parameters, intermediates, final: the device attributes and the pixel sizes are answers.
  private mutating func controlSequence(at index: Int) -> Step {
    var end = index + 2
    while end < pending.count, (0x20...0x3F).contains(pending[end]) {
      end += 1
      if end - index > Self.maximumLength { return .notAnswer(1) }
    }
    guard end < pending.count else { return .incomplete }
    guard (0x40...0x7E).contains(pending[end]) else { return .notAnswer(1) }
    let body = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
    let length = end - index + 1
    switch pending[end] {
    case UInt8(ascii: "c") where body.hasPrefix("?"):
      let numbers = body.dropFirst().split(separator: ";", omittingEmptySubsequences: true).compactMap {
        Int($0).flatMap { (0...65_535).contains($0) ? $0 : nil }
      }
      answers.deviceAttributes = numbers
      return .answer(length)
    case UInt8(ascii: "t"):
      let numbers = body.split(separator: ";").map { Int($0) ?? -1 }
      guard numbers.count == 3, numbers.allSatisfy({ (0...100_000).contains($0) }) else {
        return .notAnswer(length)
      }
      if numbers[0] == 6 {
        answers.cellPixels = PixelsPerCell.measured(across: numbers[2], down: numbers[1])
        return .answer(length)
      }
      if numbers[0] == 4 {
        answers.textAreaPixels = PixelSize(width: numbers[2], height: numbers[1])
        return .answer(length)
      }
      return .notAnswer(length)
    default:
      return .notAnswer(length)
    }
  }

  /// An APC, DCS, OSC, PM or SOS string up to `ESC \` (or BEL): kitty's reply is read, the others dropped.
  private mutating func string(at index: Int) -> Step {
    var end = index + 2
    while end < pending.count {
      if pending[end] == 0x07 { return finishString(at: index, bodyEnd: end, length: end - index + 1) }
      if pending[end] == 0x1B {
        guard end + 1 < pending.count else { return .incomplete }
        guard pending[end + 1] == UInt8(ascii: "\\") else { return .notAnswer(1) }
        return finishString(at: index, bodyEnd: end, length: end - index + 2)
      }
      end += 1
      if end - index > Self.maximumLength { return .notAnswer(1) }
    }
    return .incomplete
  }

  private mutating func finishString(at index: Int, bodyEnd: Int, length: Int) -> Step {
    let body = pending[(index + 2)..<bodyEnd]
    if pending[index + 1] == UInt8(ascii: "_"), body.first == UInt8(ascii: "G") {
      let text = String(decoding: body.dropFirst(), as: UTF8.self)
      let parts = text.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
      let keys = parts.first.map { $0.split(separator: ",") } ?? []
      if keys.contains("i=\(TerminalQueries.kittyQueryID)"), parts.count == 2, parts[1].hasPrefix("OK") {
        answers.kittyGraphics = true
      }
    }
    return .answer(length)
  }
}
