import CoreTestSupport
import Foundation
import TestExpectations
import Testing

@testable import GalleryFeature

/// The last listing is read without `JSONDecoder` when its bytes are exactly what ``LastListing/json`` writes;
/// whatever it reads must be what the decoder reads, and it must read every listing the writer wrote.
struct LastListingReadingTests {
  private func decoded(_ data: Data) -> LastListing? {
    try? JSONDecoder().decode(LastListing.self, from: data)
  }

  /// The first thirteen with hand-picked dates, the rest random.
  private func listings(_ count: Int) -> [LastListing] {
    var generator = SeededTestGenerator(seed: 0x11)
    let pieces = ["q5Aq-4pHXK9", "a\"b", "\\", "/", "\u{1}", "é", "😀", "\u{2028}", "", " ", ",\"savedAt\":1,", "x"]
    let seconds: [Double] = [
      0, -0.0, 1, -1, 0.5, 817_485_173.240_891_9, 1e16, 1e21, .leastNonzeroMagnitude, 1e-7, -978_307_200,
      3_000_000_000.000_001,
      .greatestFiniteMagnitude,
    ]
    return (0..<count).map { round in
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
    for listing in listings(TestDepth.rounds(300, exhaustive: 30_000)) {
      let data = listing.json
      let read = LastListing.written(data)
      if read == nil || read != decoded(data) || read != listing {
        mismatches.append(String(decoding: data, as: UTF8.self))
      }
    }
    expectEmpty(mismatches, "\(mismatches.prefix(5))")
  }

  private enum Change {
    case delete, double, replace(UInt8)
  }

  /// Every byte of some written listings deleted, doubled or replaced: what the reader reads, the decoder reads
  /// the same; anything else it leaves to the decoder. In the twelve first listings (the hand-picked dates; sixty
  /// with `MOSAIC_EXHAUSTIVE=1`) each byte of the date's number, which the reader reads itself, gets all eighteen
  /// changes; each other byte, which ``WrittenJSON`` reads and the final comparison checks, one seeded pick of
  /// them (all eighteen in the long run).
  @Test func changedBytes_areReadAsTheDecoderOrLeftToIt() throws {
    var mismatches: [String] = []
    var read = 0
    let changes = [Change.delete, .double] + Array(#"0 1-.e,"\[]{}:a"#.utf8).map(Change.replace)
    let marker = Array(#","savedAt":"#.utf8)
    var generator = SeededTestGenerator(seed: 0xB7E)
    for listing in listings(TestDepth.rounds(12, exhaustive: 60)) {
      let bytes = [UInt8](listing.json)
      let markerStart = try requireValue(bytes.indices.first { bytes[$0...].starts(with: marker) })
      let number = markerStart + marker.count
      let numberEnd = try requireValue(bytes[number...].firstIndex(of: UInt8(ascii: ",")))
      for index in bytes.indices {
        let picked =
          TestDepth.isExhaustive || (number...numberEnd).contains(index)
          ? changes : [changes[Int(generator.next() % UInt64(changes.count))]]
        for change in picked {
          var variant = bytes
          switch change {
          case .delete: variant.remove(at: index)
          case .double: variant.insert(bytes[index], at: index)
          case .replace(let byte): variant[index] = byte
          }
          let data = Data(variant)
          guard let mine = LastListing.written(data) else { continue }
          read += 1
          if mine != decoded(data) { mismatches.append(String(decoding: data, as: UTF8.self)) }
        }
      }
    }
    expectEmpty(mismatches, "\(mismatches.prefix(5))")
    #expect(read > 12)
  }

  @Test func otherForms_areLeftToTheDecoder() {
    let written = #"{"hasMore":true,"page":1,"perPage":30,"photoIDs":["a"],"savedAt":1.5,"source":"embedded"}"#
    expectNotNil(LastListing.written(Data(written.utf8)))
    for text in [
      written.replacingOccurrences(of: ":1.5", with: ": 1.5"),
      written.replacingOccurrences(of: "1.5", with: "1.50"),
      written.replacingOccurrences(of: "1.5", with: "nan"),
      written.replacingOccurrences(of: "\"embedded\"", with: "\"embedded\",\"x\":1"),
      written.replacingOccurrences(of: "\"a\"", with: "\"\\u0061\""), "", "{}",
    ] {
      expectNil(LastListing.written(Data(text.utf8)), "\(text)")
    }
  }
}
