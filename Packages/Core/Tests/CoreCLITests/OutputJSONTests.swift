import Foundation
import TestExpectations
import Testing

@testable import CoreCLI

/// `OutputJSON` writes every `--json` document without `JSONEncoder` and without a tree (issue 23, sixth and eleventh
/// parts): byte for byte what the encoder wrote, its controls escaped as `printJSON` escaped them
/// (``FoundationJSON``), pretty-printed and on one line.
struct OutputJSONTests {
  struct Page: Encodable {
    var page = 1
    var hasMore = true
    var query: String?
    var photos: [Item] = []
    var tags: [String] = []
    var nested: [[Int]] = []
    var stale: Date?
  }

  struct Item: Encodable {
    let id: String
    let author: String
    let likes: Int
    let isFavorite: Bool
    let counts: [String: Int]
    let ratio: Double
    let link: URL?
  }

  static func item(_ number: Int, text: String) -> Item {
    let likes: [Int] = [0, -1, Int.max, Int.min]
    let counts: [String: Int] = number % 3 == 0 ? [:] : ["views": number, "downloads": -number, "zeta": 1, "alpha": 2]
    let link: URL? = number % 2 == 0 ? nil : URL(string: "https://example.com/\(number)")
    return Item(
      id: "id\(number)" + text, author: text, likes: likes[number % 4], isFavorite: number % 2 == 0, counts: counts,
      ratio: Double(number) / 3, link: link)
  }

  static func pages() -> [Page] {
    var pages: [Page] = []
    for (index, text) in OutputJSONCase.hostileTexts.enumerated() {
      var page = Page(page: index, hasMore: index % 2 == 0, query: index % 3 == 0 ? nil : text)
      page.photos = (0..<index).map { item($0, text: text) }
      page.tags = Array(repeating: text, count: index % 4)
      page.nested = index % 2 == 0 ? [] : [[], [index], [1, 2, 3]]
      page.stale = index % 2 == 0 ? nil : Date(timeIntervalSince1970: Double(index) * 86_400.25)
      pages.append(page)
    }
    return pages
  }

  private static func written(_ value: some Encodable, pretty: Bool) throws -> String {
    String(decoding: try OutputJSON.document(value, pretty: pretty), as: UTF8.self)
  }

  @Test func everyPage_isWrittenAsTheEncoderWritesIt() throws {
    for page in Self.pages() {
      for pretty in [true, false] {
        expectEqual(try Self.written(page, pretty: pretty), try FoundationJSON.document(page, pretty: pretty))
      }
    }
  }

  @Test(arguments: OutputJSONCase.all)
  func aValue_isWrittenAsTheEncoderWritesIt(case: OutputJSONCase) throws {
    for pretty in [true, false] {
      expectEqual(
        try Self.written(`case`.value, pretty: pretty), try FoundationJSON.document(`case`.value, pretty: pretty))
    }
  }

  @Test func aHostileString_leavesNoControlButTheLayoutsLineFeeds() throws {
    let text = try Self.written(OutputJSONCase.hostileTexts, pretty: true)
    expectNone(text.unicodeScalars) { $0 != "\n" && TerminalText.isControl($0) }
    let decoded = try JSONDecoder().decode([String].self, from: Data(text.utf8))
    expectEqual(decoded, OutputJSONCase.hostileTexts)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aNumberJSONCannotHold_throwsTheEncodersError(number: Double) {
    expectThrows(EncodingError.self) { try OutputJSON.document(["ratio": number], pretty: true) }
    expectThrows(EncodingError.self) { try OutputJSON.document([Float(number)], pretty: true) }
  }

  @Test func aTopLevelValueThatEncodesNothing_throws() {
    expectThrows(EncodingError.self) { try OutputJSON.document(OutputJSONCase.Nothing(), pretty: true) }
  }

  struct Misuse: Encodable {
    let kind: Int
    enum Key: CodingKey { case a }

    func encode(to encoder: any Encoder) throws {
      switch kind {
      case 0:
        var single = encoder.singleValueContainer()
        try single.encode(1)
        try single.encode(2)
      case 1:
        var single = encoder.singleValueContainer()
        try single.encode(1)
        var keyed = encoder.container(keyedBy: Key.self)
        try keyed.encode(2, forKey: .a)
      default:
        var keyed = encoder.container(keyedBy: Key.self)
        try keyed.encode(1, forKey: .a)
        var list = encoder.unkeyedContainer()
        try list.encode(2)
      }
    }
  }

  /// Where `JSONEncoder` traps, the document fails with its error type instead.
  @Test(arguments: 0...2)
  func aContainerMisused_throwsInsteadOfTrapping(kind: Int) {
    expectThrows(EncodingError.self) { try OutputJSON.document(["value": Misuse(kind: kind)], pretty: true) }
  }
}
