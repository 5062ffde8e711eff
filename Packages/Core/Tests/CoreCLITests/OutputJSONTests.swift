import Foundation
import TestExpectations
import Testing

@testable import CoreCLI

/// `OutputJSON` writes `printJSON`'s documents without `JSONEncoder` (issue 23, sixth part): byte for byte what the
/// encoder writes for every value it accepts, and `nil` (the encoder writes it) for anything else.
struct OutputJSONTests {
  struct Page: Encodable {
    var page = 1
    var hasMore = true
    var query: String?
    var photos: [Item] = []
    var tags: [String] = []
    var nested: [[Int]] = []
    var extra: Extra?
    var nothing: String? = nil
    var explicitNull = false

    private enum CodingKeys: String, CodingKey {
      case page, hasMore, query, photos, tags, nested, extra, empty, nothing
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(page, forKey: .page)
      try container.encode(hasMore, forKey: .hasMore)
      try container.encodeIfPresent(query, forKey: .query)
      try container.encode(photos, forKey: .photos)
      try container.encode(tags, forKey: .tags)
      try container.encode(nested, forKey: .nested)
      try container.encodeIfPresent(extra, forKey: .extra)
      if explicitNull { try container.encode(nothing, forKey: .nothing) }
      var empty = container.nestedContainer(keyedBy: CodingKeys.self, forKey: .empty)
      if let query { try empty.encode(query, forKey: .query) }
    }
  }

  struct Item: Encodable {
    let id: String
    let author: String
    let likes: Int
    let isFavorite: Bool
    let counts: [String: Int]
  }

  struct Extra: Encodable {
    let small: Int8
    let large: UInt64
    let negative: Int64
    let flags: [Bool]
  }

  static let texts: [String] = {
    var ascii = ""
    for value in 0..<128 { ascii.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
    return [
      "", "plain", ascii, "quote \" back \\ slash / done", "Zoë Müller · 東京 👍🏽 e\u{301}", "\u{7F}\u{85}\u{9B}\u{202E}",
      "line\u{2028}para\u{2029}", "\u{FEFF}", String(repeating: "long ", count: 300), "nul\u{0}end",
    ]
  }()

  static func pages() -> [Page] {
    var pages: [Page] = [Page()]
    for (index, text) in texts.enumerated() {
      let items = (0..<index).map { number in
        Item(
          id: "id\(number)" + text, author: text, likes: [0, -1, Int.max, Int.min][number % 4],
          isFavorite: number % 2 == 0,
          counts: number % 3 == 0 ? [:] : ["views": number, "downloads": -number, "zeta": 1, "alpha": 2])
      }
      pages.append(
        Page(
          page: index, hasMore: index % 2 == 0, query: index % 3 == 0 ? nil : text, photos: items,
          tags: Array(repeating: text, count: index % 4), nested: index % 2 == 0 ? [] : [[], [index], [1, 2, 3]],
          extra: index % 2 == 0
            ? nil : Extra(small: -128, large: UInt64.max, negative: Int64.min, flags: [true, false]),
          explicitNull: index % 4 == 1))
    }
    return pages
  }

  @Test func everyPage_isWrittenAsTheEncoderWritesIt() throws {
    for page in Self.pages() {
      let text = OutputJSON.text(page)
      expectNotNil(text)
      expectEqual(text, (try Console.foundationJSON(page)))
    }
  }

  @Test func aTopLevelList_isWrittenAsTheEncoderWritesIt() throws {
    let lists: [[Item]] = [[], [Item(id: "a", author: "b", likes: 1, isFavorite: true, counts: [:])]]
    for list in lists {
      expectEqual(OutputJSON.text(list), (try Console.foundationJSON(list)))
    }
  }

  struct Unsure: Encodable {
    let kind: Int

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: AnyKey.self)
      switch kind {
      case 0: try container.encode(1.5, forKey: AnyKey("ratio"))
      case 1: try container.encode(Date(timeIntervalSince1970: 0), forKey: AnyKey("date"))
      case 2: try container.encode(URL(string: "https://example.com/a"), forKey: AnyKey("url"))
      case 3: try container.encode(1, forKey: AnyKey("per_page"))
      case 4: try container.encode(1, forKey: AnyKey("page2"))
      case 5:
        try container.encode(1, forKey: AnyKey("blurHash"))
        try container.encode(2, forKey: AnyKey("blurb"))
      case 6:
        try container.encode(1, forKey: AnyKey("a"))
        try container.encode(2, forKey: AnyKey("a"))
      case 7: _ = container.superEncoder()
      case 8: try? container.encode(Float(1), forKey: AnyKey("swallowed"))
      case 9:
        try container.encode(1, forKey: AnyKey("Key"))
        try container.encode(2, forKey: AnyKey("key"))
      default: try container.encode(Data([1]), forKey: AnyKey("data"))
      }
    }
  }

  struct AnyKey: CodingKey {
    let stringValue: String
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
  }

  @Test(arguments: 0...10)
  func whatItIsNotSureOf_isLeftToTheEncoder(kind: Int) {
    expectNil(OutputJSON.text(Unsure(kind: kind)))
  }

  @Test func printJSON_printsTheEncodersDocument() throws {
    let console = CapturedConsole()
    let page = Self.pages()[3]
    try console.console.printJSON(page, plain: true)
    expectEqual(console.output, Console.escapingControls(try Console.foundationJSON(page)) + "\n")
  }
}
