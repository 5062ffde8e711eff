import Foundation
import Testing

@testable import Models

/// The formatter-free dates against Foundation's `ISO8601DateFormatter`, which wrote every date before.
@Suite struct UTCTimestampTests {
  /// Whole and fractional seconds across the years 1–9999, leap days, month and year ends, before 1970.
  static let dates: [Date] = {
    var random = SystemRandomNumberGenerator()
    let edges: [TimeInterval] = [
      0, -1, -0.25, 0.999, 59.5, 86_399.999, 951_782_400, 951_868_799, 1_795_163_400, 1_462_287_628.731,
      -62_135_596_800, -62_135_596_799.5, 253_402_300_799, 253_402_300_799.9, 4_107_542_399, -2_208_988_800,
      // Foundation rounds to the millisecond before it drops the fraction: these round up to the next second,
      // minute, day and year, or (the last) into the year 10000.
      1_000_000_000.9995, 1_000_000_000.99949, 59.9996, 86_399.9995, 1_703_980_799.9999, -1_000_000_000.0004,
      -12_212_553_600.0004, 253_402_300_799.9996,
    ]
    let spread = (0..<3_000).map { _ in
      TimeInterval(Int64.random(in: -62_135_596_800..<253_402_300_800, using: &random))
    }
    let fractional = (0..<3_000).map { _ in Double.random(in: -3e9..<5e9, using: &random) }
    let nearRounding = (0..<400).flatMap { _ in
      let second = TimeInterval(Int64.random(in: -12_000_000_000..<253_000_000_000, using: &random))
      return [0.9994, 0.99949, 0.9995, 0.99951, 0.9999].map { second + $0 }
    }
    return (edges + spread + fractional + nearRounding).map(Date.init(timeIntervalSince1970:))
  }()

  /// Whether Foundation wrote `text` in the years the fast path covers, 1583–9999 (it reads earlier days as
  /// Julian, and later years have five digits).
  static func isCovered(_ text: String) -> Bool {
    text.utf8.count == 20 && (1_583...9_999).contains(Int(text.prefix(4)) ?? 0)
  }

  @Test func format_writesWhatISO8601DateFormatterWrote() {
    let foundation = ISO8601DateFormatter()
    for date in Self.dates {
      let expected = foundation.string(from: date)
      #expect(UTCTimestamp.format(date) == (Self.isCovered(expected) ? expected : nil), "\(date.timeIntervalSince1970)")
      #expect(ISO8601JSON.formatDate(date) == expected, "\(date.timeIntervalSince1970)")
    }
    let coveredDates = Self.dates.count { Self.isCovered(foundation.string(from: $0)) } > 2_000
    #expect(coveredDates)
  }

  @Test func parse_readsWhatISO8601DateFormatterWrote_toTheSameDate() throws {
    let foundation = ISO8601DateFormatter()
    for date in Self.dates {
      let text = foundation.string(from: date)
      #expect(ISO8601JSON.parseDate(text) == foundation.date(from: text), "\(text)")
      guard Self.isCovered(text) else {
        #expect(UTCTimestamp.parse(text) == nil, "\(text)")
        continue
      }
      let parsed = try #require(UTCTimestamp.parse(text), "\(text)")
      #expect(parsed == foundation.date(from: text), "\(text)")
      #expect(UTCTimestamp.format(parsed) == text)
    }
  }

  @Test(arguments: [
    "2016-05-03T11:00:28-04:00", "2016-05-03T15:00:28.5Z", "2016-05-03 15:00:28Z", "2016-02-30T15:00:28Z",
    "2015-02-29T00:00:00Z", "2016-13-03T15:00:28Z", "2016-05-03T24:00:00Z", "2016-05-03T15:60:28Z",
    "2016-05-03T15:00:60Z", "0000-05-03T15:00:28Z", "1582-10-15T00:00:00Z", "2016-05-03T15:00:2Z",
    "2016-05-03T15:00:28z",
    "2O16-05-03T15:00:28Z",
    "", "２０16-05-03T15:00:28Z",
  ])
  func parse_leavesEverythingElseToFoundation(_ text: String) {
    #expect(UTCTimestamp.parse(text) == nil)
  }

  @Test func parseDate_stillReadsOffsetsAndFractions() {
    #expect(ISO8601JSON.parseDate("2016-05-03T11:00:28-04:00") == Date(timeIntervalSince1970: 1_462_287_628))
    #expect(ISO8601JSON.parseDate("2016-05-03T15:00:28.250Z") == Date(timeIntervalSince1970: 1_462_287_628.25))
    #expect(ISO8601JSON.parseDate("2016-02-29T00:00:00Z") == Date(timeIntervalSince1970: 1_456_704_000))
    #expect(ISO8601JSON.parseDate("yesterday") == nil)
  }

  /// The encoder before this change: Foundation's formatter for every date.
  static func formerEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(ISO8601DateFormatter().string(from: date))
    }
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  @Test func newsJSON_writesTheSameBytesAsBefore_andReadsThemBack() throws {
    let articles = Self.dates.prefix(400).enumerated().map { index, date in
      Article(
        source: ArticleSource(id: "s", name: "S"), author: nil, title: "T\(index)", description: nil,
        url: URL(string: "https://example.com/\(index)") ?? URL(fileURLWithPath: "/"), urlToImage: nil,
        publishedAt: date, content: nil)
    }
    let response = ArticlesResponse(totalResults: articles.count, articles: articles)
    let former = try Self.formerEncoder().encode(response)
    #expect(try NewsJSON.encoder.encode(response) == former)
    let read = try NewsJSON.decoder.decode(ArticlesResponse.self, from: former)
    let foundation = ISO8601DateFormatter()
    let datesReadAsFoundationReadsThem =
      read.articles.map(\.publishedAt)
      == articles.compactMap { foundation.date(from: foundation.string(from: $0.publishedAt)) }
    #expect(datesReadAsFoundationReadsThem)
  }
}
