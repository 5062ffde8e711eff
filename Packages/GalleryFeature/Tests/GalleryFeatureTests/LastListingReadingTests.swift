import CoreTestSupport
import Foundation
import Testing

@testable import GalleryFeature

/// The last listing is read without `JSONDecoder` when its bytes are exactly what ``LastListing/json`` writes;
/// whatever it reads must be what the decoder reads, and it must read every listing the writer wrote.
@Suite struct LastListingReadingTests {
  private func decoded(_ data: Data) -> LastListing? {
    try? JSONDecoder().decode(LastListing.self, from: data)
  }

  private func listings() -> [LastListing] {
    var generator = SeededTestGenerator(seed: 0x11)
    let pieces = ["q5Aq-4pHXK9", "a\"b", "\\", "/", "\u{1}", "é", "😀", "\u{2028}", "", " ", ",\"savedAt\":1,", "x"]
    let seconds: [Double] = [
      0, -0.0, 1, -1, 0.5, 817_485_173.240_891_9, 1e16, 1e21, .leastNonzeroMagnitude, 1e-7, -978_307_200,
      3_000_000_000.000_001,
      .greatestFiniteMagnitude,
    ]
    return (0..<300).map { round in
      let ids = (0..<Int(generator.next() % 5)).map { _ in
        pieces[Int(generator.next() % UInt64(pieces.count))] + pieces[Int(generator.next() % UInt64(pieces.count))]
      }
      let date =
        round < seconds.count
        ? seconds[round] : Double(bitPattern: generator.next() & 0x7FEF_FFFF_FFFF_FFFF) * (round % 2 == 0 ? 1 : -1)
      return LastListing(
        source: round % 3 == 0 ? "embedded" : pieces[round % pieces.count],
        page: Int(truncatingIfNeeded: generator.next()),
        perPage: round % 7, hasMore: round % 2 == 0, photoIDs: ids, savedAt: Date(timeIntervalSinceReferenceDate: date))
    }
  }

  @Test func everyWrittenListing_isReadAsTheDecoderReadsIt() {
    var mismatches: [String] = []
    for listing in listings() {
      let data = listing.json
      let read = LastListing.written(data)
      if read == nil || read != decoded(data) || read != listing {
        mismatches.append(String(decoding: data, as: UTF8.self))
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  /// Every byte of some written listings deleted, doubled or replaced: what the reader reads, the decoder reads
  /// the same; anything else it leaves to the decoder.
  @Test func changedBytes_areReadAsTheDecoderOrLeftToIt() {
    var mismatches: [String] = []
    var read = 0
    let replacements: [UInt8] = Array(#"0 1-.e,"\[]{}:a"#.utf8)
    for listing in listings().prefix(12) {
      let bytes = [UInt8](listing.json)
      for index in bytes.indices {
        var variants = [Array(bytes[..<index] + bytes[(index + 1)...]), Array(bytes[...index] + bytes[index...])]
        for byte in replacements {
          var changed = bytes
          changed[index] = byte
          variants.append(changed)
        }
        for variant in variants {
          let data = Data(variant)
          guard let mine = LastListing.written(data) else { continue }
          read += 1
          if mine != decoded(data) { mismatches.append(String(decoding: data, as: UTF8.self)) }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    #expect(read > 12)
  }

  @Test func otherForms_areLeftToTheDecoder() {
    let written = #"{"hasMore":true,"page":1,"perPage":30,"photoIDs":["a"],"savedAt":1.5,"source":"embedded"}"#
    #expect(LastListing.written(Data(written.utf8)) != nil)
    for text in [
      written.replacingOccurrences(of: ":1.5", with: ": 1.5"),
      written.replacingOccurrences(of: "1.5", with: "1.50"),
      written.replacingOccurrences(of: "1.5", with: "nan"),
      written.replacingOccurrences(of: "\"embedded\"", with: "\"embedded\",\"x\":1"),
      written.replacingOccurrences(of: "\"a\"", with: "\"\\u0061\""), "", "{}",
    ] {
      #expect(LastListing.written(Data(text.utf8)) == nil, "\(text)")
    }
  }
}
