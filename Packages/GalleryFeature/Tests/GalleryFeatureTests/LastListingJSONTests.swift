import Foundation
import TestExpectations
import Testing

@testable import GalleryFeature

/// The last listing is written by hand; it must be the bytes `JSONEncoder` with sorted keys wrote, so every
/// version reads it the same, and read back to the same listing.
struct LastListingJSONTests {
  private func encoded(_ listing: LastListing) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(listing)
  }

  private func listing(
    ids: [String], source: String = "embedded", at seconds: Double = 817_459_465.308_155_1
  )
    -> LastListing
  {
    LastListing(
      source: source, page: 3, perPage: 30, hasMore: true, photoIDs: ids,
      savedAt: Date(timeIntervalSinceReferenceDate: seconds))
  }

  @Test func everyASCIICharacterAndSomeBeyond_inIDsAndSource_writeAsTheEncoder() throws {
    let ascii = (0...0x7F).map { String(Character(Unicode.Scalar(UInt8($0)))) }
    let beyond = ["é", "€", "😀", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{80}", "\u{9F}", "a\u{301}", "ＩＤ", ""]
    var mismatches: [String] = []
    for text in ascii + beyond {
      let value = listing(ids: [text, "x" + text + "y", "q5Aq-4pHXK9"], source: text)
      if try value.json != encoded(value) { mismatches.append(text.debugDescription) }
      if try JSONDecoder().decode(LastListing.self, from: value.json) != value {
        mismatches.append("read back: \(text.debugDescription)")
      }
    }
    expectEmpty(mismatches, "\(mismatches.prefix(10))")
  }

  @Test(arguments: [
    0, 1, -1, 0.5, -3.25, 817_459_465.308_155_1, 1e16, 1e21, 123_456_789_012_345_678, 5e-324, 1e-7,
    Date().timeIntervalSinceReferenceDate, -978_307_200, 3_000_000_000.000_001,
  ])
  func dates_writeAsTheEncoder(seconds: Double) throws {
    let value = listing(ids: ["a", "b"], at: seconds)
    try expectEqual(value.json, encoded(value))
  }

  @Test(arguments: [(1, 30, true), (0, 0, false), (-5, 1, true), (Int.max, Int.min, false)])
  func numbersAndFlags_writeAsTheEncoder(page: Int, perPage: Int, hasMore: Bool) throws {
    for ids in [[], ["one"], (1...30).map { "p\($0)" }] {
      let value = LastListing(
        source: "unsplash https://api.unsplash.com/", page: page, perPage: perPage, hasMore: hasMore, photoIDs: ids,
        savedAt: Date(timeIntervalSinceReferenceDate: 1))
      try expectEqual(value.json, encoded(value))
    }
  }
}
