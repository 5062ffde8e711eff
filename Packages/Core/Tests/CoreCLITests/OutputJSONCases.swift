import Foundation
import Testing

/// Values whose `--json` documents must stay `JSONEncoder`'s, byte for byte: what features write (nested objects,
/// optionals, lists, dictionaries, dates, addresses, fractions) and what a hostile feed can put in a string.
struct OutputJSONCase: Sendable, CustomTestStringConvertible {
  let id: String
  let value: any Encodable & Sendable
  var testDescription: String { id }

  static let hostileTexts: [String] = {
    var ascii = ""
    for value in 0..<128 { ascii.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
    return [
      "", "plain", ascii, "quote \" back \\ slash / done", "Zoë Müller · 東京 👍🏽 e\u{301}",
      "\u{7F}\u{80}\u{85}\u{9B}\u{9F}\u{A0}", "bidi \u{061C}\u{200E}\u{200F}\u{202A}\u{202E}\u{2066}\u{2069}\u{206A}",
      "line\u{2028}para\u{2029}", "\u{FEFF}", "nul\u{0}end \u{1B}[2J\u{7}", "\u{10FFFF}𝄞",
      String(repeating: "long ", count: 300),
    ]
  }()

  static let all: [OutputJSONCase] = [
    OutputJSONCase(id: "hostile strings", value: hostileTexts),
    OutputJSONCase(
      id: "hostile keys",
      value: Dictionary(uniqueKeysWithValues: hostileTexts.enumerated().map { ($0.element, $0.offset) })),
    OutputJSONCase(
      id: "keys sorted by UTF-8",
      value: ["B": 1, "a": 2, "a10": 3, "a9": 4, "é": 5, "z": 6, "_x": 7, "": 8, "Key": 9] as [String: Int]),
    OutputJSONCase(id: "whole-number keys", value: [1: "a", 10: "b", 2: "c", -3: "d"] as [Int: String]),
    OutputJSONCase(id: "fraction keys", value: [1.5: 1] as [Double: Int]),
    OutputJSONCase(id: "empty containers", value: Empties()),
    OutputJSONCase(id: "deep nesting", value: [[[["a": [[Int]()], "b": [[1]]]]]] as [[[[String: [[Int]]]]]]),
    OutputJSONCase(id: "optionals and raw values", value: Optionals()),
    OutputJSONCase(
      id: "doubles",
      value: [
        1.0, 0.1, 1e20, 1e-7, -0.0, 123_456_789_012_345_678.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 100,
        -2.5,
      ] as [Double]),
    OutputJSONCase(id: "floats", value: [0.1, 1e20, -0.0, .greatestFiniteMagnitude, 16_777_216] as [Float]),
    OutputJSONCase(
      id: "dates",
      value: [0, 1.999, -1.5, 1_764_000_000.5, 253_402_300_800].map { Date(timeIntervalSince1970: $0) }),
    OutputJSONCase(
      id: "addresses",
      value: [
        URL(string: "https://example.com/a?b=c#d"), URL(string: "x", relativeTo: URL(string: "https://example.com/a/")),
        URL(string: "https://example.com/\u{202E}"), nil,
      ] as [URL?]),
    OutputJSONCase(id: "data and decimals", value: Blobs()),
    OutputJSONCase(id: "integers at their limits", value: Limits()),
    OutputJSONCase(id: "a string alone", value: "fragment \u{85}"),
    OutputJSONCase(id: "a number alone", value: 3),
    OutputJSONCase(id: "nil alone", value: String?.none),
    OutputJSONCase(id: "a date alone", value: Date(timeIntervalSince1970: 5)),
    OutputJSONCase(id: "containers filled out of order", value: OutOfOrder()),
    OutputJSONCase(id: "a key written twice", value: Twice()),
    OutputJSONCase(id: "superclass members", value: [Sub(), Sub()]),
    OutputJSONCase(id: "a member that encodes nothing", value: ["nothing": Nothing()]),
    OutputJSONCase(id: "a member whose error was swallowed", value: Swallowing()),
  ]

  struct Empties: Encodable {
    var list: [Int] = []
    var object: [String: Int] = [:]
    var lists: [[Int]] = [[]]
    var objects: [String: [String: Int]] = ["k": [:]]
  }

  enum Kind: String, Encodable, Sendable { case photo, collection }

  struct Optionals: Encodable {
    var absent: Int?
    var present: String? = "s"
    var holes: [Int?] = [1, nil, 3]
    var kind = Kind.collection
    var byKind: [Kind: Int] = [.photo: 1]
    var explicitNull: String?? = .some(nil)
  }

  struct Blobs: Encodable {
    var data = [Data([1, 2, 3]), Data()]
    var decimals = [Decimal(string: "1.50"), Decimal(string: "-12345678901234567890.123")]
  }

  struct Limits: Encodable {
    var small: [Int8] = [.min, .max]
    var large: [UInt64] = [.max, 0]
    var negative: [Int64] = [.min]
    var int: [String: Int] = ["min": .min, "max": .max]
    var unsigned: [UInt16] = [.max]
  }

  /// Nested containers asked for, then filled between other members.
  struct OutOfOrder: Encodable {
    enum Key: CodingKey { case a, b, x, y, z }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      var later = container.nestedContainer(keyedBy: Key.self, forKey: .z)
      try container.encode("x", forKey: .a)
      var list = container.nestedUnkeyedContainer(forKey: .b)
      try later.encode(1, forKey: .b)
      try list.encode(true)
      var inner = list.nestedUnkeyedContainer()
      try list.encode("after")
      try inner.encode(1.5)
      var again = container.nestedContainer(keyedBy: Key.self, forKey: .z)
      try again.encode("again", forKey: .z)
      var single = container.superEncoder().singleValueContainer()
      try single.encode(7)
      var keyed = container.superEncoder(forKey: .y).container(keyedBy: Key.self)
      try keyed.encode(Date(timeIntervalSince1970: 0), forKey: .a)
      _ = container.superEncoder(forKey: .x)
    }
  }

  struct Twice: Encodable {
    enum Key: CodingKey { case a, b }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(1, forKey: .a)
      try container.encode(2, forKey: .b)
      try container.encode(3, forKey: .a)
    }
  }

  /// Immutable: safe to share.
  class Base: Encodable, @unchecked Sendable {
    let base = 1
  }

  /// Immutable: safe to share.
  final class Sub: Base, @unchecked Sendable {
    let sub = 2
    enum Key: CodingKey { case sub }

    override func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(sub, forKey: .sub)
      try super.encode(to: container.superEncoder())
    }
  }

  /// Encodes a member that fails halfway (`try?`), then another: the failed one leaves no trace.
  struct Swallowing: Encodable {
    enum Key: CodingKey { case a, b, c }

    struct Failing: Encodable {
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode("written first", forKey: .c)
        try container.encode(Double.nan, forKey: .a)
      }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try? container.encode(Failing(), forKey: .a)
      try container.encode(2, forKey: .b)
    }
  }

  struct Nothing: Encodable {
    func encode(to encoder: any Encoder) throws {}
  }
}
