import Foundation
import TestExpectations
import Testing

@testable import CoreCLI

/// The formatter-free local timestamps against the `DateFormatter` that wrote them before, in zones with
/// and without daylight saving, half-hour and historical offsets.
struct LocalTimestampTests {
  static let zones = [
    "UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham",
    "America/St_Johns", "Europe/Amsterdam", "Africa/Monrovia",
  ].compactMap(TimeZone.init(identifier:))

  static let dates: [Date] = {
    var random = SystemRandomNumberGenerator()
    let edges: [TimeInterval] = [
      0, -1, 59.9, 1_795_163_400, 1_711_846_799, 1_711_846_800, 1_729_990_800, 951_868_799, -12_212_553_600,
      -2_208_988_800, -1_500_000_000, 253_402_300_799,
      // Formatters round to the millisecond first: these are written as the next minute, day or year.
      1_795_163_459.9995, 1_795_163_459.99949, 1_703_980_799.9996, 1_711_846_799.9999, -1_500_000_000.0004,
    ]
    let spread = (0..<600).map { _ in Double.random(in: -12_000_000_000..<253_000_000_000, using: &random) }
    let recent = (0..<600).map { _ in Double.random(in: 0..<2_000_000_000, using: &random) }
    let minuteEnds = (0..<100).flatMap { _ in
      let minute = TimeInterval(Int64.random(in: 0..<33_000_000, using: &random) * 60 + 59)
      return [0.99949, 0.9995, 0.9999].map { minute + $0 }
    }
    return (edges + spread + recent + minuteEnds).map(Date.init(timeIntervalSince1970:))
  }()

  /// One zone a case, so the zones run side by side; one formatter per zone and pattern (what
  /// `LocalTimestamp.formatted` builds for every date writes the same), so the 27,000 comparisons do not each pay
  /// for setting up a formatter.
  @Test(arguments: LocalTimestampTests.zones)
  func minuteAndDay_writeWhatDateFormatterWrote(_ zone: TimeZone) {
    let minute = Self.formatter("yyyy-MM-dd HH:mm", zone)
    let day = Self.formatter("yyyy-MM-dd", zone)
    for date in Self.dates {
      expectEqual(
        LocalTimestamp.minute(date, in: zone), minute.string(from: date),
        "\(zone.identifier) \(date.timeIntervalSince1970)")
      expectEqual(LocalTimestamp.day(date, in: zone), day.string(from: date))
    }
  }

  @Test func everyZone_isKnown() {
    expectEqual(Self.zones.count, 9)
  }

  @Test func oneFormatter_writesWhatAFormatterForEachDateWrites() {
    for zone in Self.zones {
      let minute = Self.formatter("yyyy-MM-dd HH:mm", zone)
      for date in Self.dates.prefix(40) {
        expectEqual(minute.string(from: date), LocalTimestamp.formatted(date, "yyyy-MM-dd HH:mm", zone))
      }
    }
  }

  /// The formatter `LocalTimestamp.formatted` builds for one date.
  static func formatter(_ pattern: String, _ zone: TimeZone) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = zone
    formatter.dateFormat = pattern
    return formatter
  }

  @Test func minuteAndDay_useTheCurrentZone_byDefault() {
    let date = Date(timeIntervalSince1970: 1_795_163_400)
    expectEqual(LocalTimestamp.minute(date), LocalTimestamp.formatted(date, "yyyy-MM-dd HH:mm", .current))
    expectEqual(LocalTimestamp.day(date), LocalTimestamp.formatted(date, "yyyy-MM-dd", .current))
  }
}
