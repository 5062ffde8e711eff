import Foundation
import Models
import Testing

@testable import NewsFeature

/// The page memory's own reader (``PageMemory/writtenListings(_:)``) against `JSONDecoder`: the form
/// `remember` writes is read by the reader and gives the decoder's listings; anything else is decided as the
/// decoder decides.
@Suite struct PageMemoryReaderTests {
  typealias Listing = PageMemory.Listing
  typealias Page = PageMemory.Page

  static let keys = [
    "feed:techcrunch", "search:lunar lander", "search:\"quoted\" \\ back/slash", "search:tab\there\nline",
    "search:\u{1}\u{1F}\u{7F}", "search:ümlaut café", "search:🚀 emoji", "search:\u{2028}\u{2029}\u{FEFF}",
    "search:a\u{301}", "", "search:<html>&amp;",
  ]

  static let dates = [
    Date(timeIntervalSince1970: 1_800_000_000), Date(timeIntervalSince1970: 1_800_000_000.75),
    Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -1), Date(timeIntervalSince1970: 253_402_300_799),
    Date(timeIntervalSince1970: -12_212_553_600),
  ]

  /// Written entries of every kind of key, id, page number and date, as `remember` encodes them.
  static var written: [Data] {
    var entries: [Data] = []
    for (offset, key) in keys.enumerated() {
      let pages = (0..<(offset % 4)).map { index in
        Page(
          page: [1, 2, 0, -3, Int.max, -1][(offset + index) % 6],
          listedAt: dates[(offset + index) % dates.count],
          ids: (0..<(index * 5)).map { "\(key.prefix(3))\($0)" })
      }
      entries.append(encode([Listing(key: key, pages: pages)]))
      entries.append(encode(keys.prefix(offset).map { Listing(key: $0, pages: pages) }))
    }
    entries.append(encode([]))
    return entries
  }

  static func encode(_ listings: [Listing]) -> Data {
    (try? NewsJSON.encoder.encode(PageMemory.Stored(listings: listings))) ?? Data()
  }

  @Test func theWrittenForm_isReadByTheReader_asJSONDecoderReadsIt() throws {
    for data in Self.written {
      let text = String(decoding: data, as: UTF8.self)
      let read = try #require(PageMemory.writtenListings(data), "\(text)")
      #expect(read == PageMemory.decodedListings(data), "\(text)")
    }
  }

  @Test(arguments: [
    (#"{"listings":[]}"#, true),
    (#"{"listings":[{"pages":[],"key":"feed:wsj"}]}"#, true),
    (#"{"listings":[{"key":"feed:wsj","pages":[{"page":2,"listedAt":"2026-11-27T13:58:58Z","ids":["a\/b"]}]}]}"#, true),
    (#"{ "listings":[]}"#, false),
    (#"{"listings":[]}\#n"#, false),
    ("\u{FEFF}{\"listings\":[]}", false),
    (#"{"listings":[],"other":1}"#, false),
    (#"{"listings":[],"listings":[]}"#, false),
    (#"{}"#, false),
    (#"{"listings":null}"#, false),
    (#"[]"#, false),
    (#"{"listings":[{"key":"k","pages":[],"extra":true}]}"#, false),
    (#"{"listings":[{"key":1,"pages":[]}]}"#, false),
    (#"{"listings":[{"key":"k"}]}"#, false),
    (#"{"listings":[{"key":"k","pages":[{"ids":[],"listedAt":"2026-11-27T13:58:58Z","page":1.0}]}]}"#, false),
    (#"{"listings":[{"key":"k","pages":[{"ids":[],"listedAt":"2026-11-27T13:58:58Z","page":1e0}]}]}"#, false),
    (#"{"listings":[{"key":"k","pages":[{"ids":[],"listedAt":"2026-11-27T13:58:58Z","page":-0}]}]}"#, false),
    (#"{"listings":[{"key":"k","pages":[{"ids":[],"listedAt":"2026-11-27T13:58:58Z","page":01}]}]}"#, false),
    (
      #"{"listings":[{"key":"k","pages":[{"ids":[],"listedAt":"2026-11-27T13:58:58Z","page":"#
        + #"99999999999999999999}]}]}"#, false
    ),
    (
      #"{"listings":[{"key":"k","pages":[{"ids":[],"listedAt":"2026-11-27T13:58:58Z","page":-9223372036854775808}]}]}"#,
      false
    ),
    (#"{"listings":[{"key":"k","pages":[{"ids":[],"listedAt":"2026-11-27T13:58:58.250Z","page":1}]}]}"#, true),
    (#"{"listings":[{"key":"k","pages":[{"ids":[],"listedAt":"2026-11-27T14:58:58+01:00","page":1}]}]}"#, true),
    (#"{"listings":[{"key":"k","pages":[{"ids":[],"listedAt":"27 Nov 2026","page":1}]}]}"#, false),
    (#"{"listings":[{"key":"k","pages":[{"ids":[],"listedAt":1800000000,"page":1}]}]}"#, false),
    (#"{"listings":[{"key":"k","pages":[{"ids":[1],"listedAt":"2026-11-27T13:58:58Z","page":1}]}]}"#, false),
    (#"{"listings":[{"key":"k","pages":[{"ids":null,"listedAt":"2026-11-27T13:58:58Z","page":1}]}]}"#, false),
    (#"{"listings":[{"key":"\ud83d\ude80","pages":[]}]}"#, false),
    (#"{"listings":[{"key":"\u00e9\u0000","pages":[]}]}"#, true),
    (#"{"listings":[{"key":"\q","pages":[]}]}"#, false),
    ("{\"listings\":[{\"key\":\"raw\ttab\",\"pages\":[]}]}", false),
    (#"{"listings":[{"key":"k","pages":[]}]"#, false),
  ])
  func anEdgeText_isDecidedAsJSONDecoderDecides(text: String, readByTheReader: Bool) {
    let data = Data(text.utf8)

    #expect((PageMemory.writtenListings(data) != nil) == readByTheReader)
    #expect(PageMemory.listings(data) == PageMemory.decodedListings(data))
  }

  @Test func bytesThatAreNotUTF8_areLeftToJSONDecoder() {
    var data = Data(#"{"listings":[{"key":"x","pages":[]}]}"#.utf8)
    data[data.count - 17] = 0xFF

    #expect(PageMemory.writtenListings(data) == nil)
    #expect(PageMemory.listings(data) == PageMemory.decodedListings(data))
  }

  /// Every byte of a written entry deleted, doubled or replaced by a JSON character: the same listings as the
  /// decoder's, or both refused.
  @Test func everyByteChanged_isDecidedAsJSONDecoderDecides() {
    let page = Page(page: 2, listedAt: Date(timeIntervalSince1970: 1_800_000_000), ids: ["k3v9qz2m7t", "é\"x"])
    let base = [UInt8](Self.encode([Listing(key: "search:lunar", pages: [page])]))
    let replacements: [UInt8] = Array(#"{}[]:,"\ 0-1.e"#.utf8)
    var readByTheReader = 0
    var mismatches: [String] = []
    for index in base.indices {
      var variants = [base, base]
      variants[0].remove(at: index)
      variants[1].insert(base[index], at: index)
      for replacement in replacements where replacement != base[index] {
        var changed = base
        changed[index] = replacement
        variants.append(changed)
      }
      for bytes in variants {
        let data = Data(bytes)
        if PageMemory.writtenListings(data) != nil { readByTheReader += 1 }
        if PageMemory.listings(data) != PageMemory.decodedListings(data) {
          mismatches.append(String(decoding: bytes, as: UTF8.self))
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    #expect(readByTheReader > 50, "the reader itself read \(readByTheReader)")
  }
}
