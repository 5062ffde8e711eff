import Foundation
import Testing

@testable import CoreCLI

/// The formatter-free local timestamps against the `DateFormatter` that wrote them before, in zones with
/// and without daylight saving, half-hour and historical offsets.
@Suite struct LocalTimestampTests {
  static let zones = [
    "UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham",
    "America/St_Johns", "Europe/Amsterdam", "Africa/Monrovia",
  ].compactMap(TimeZone.init(identifier:))

  static let dates: [Date] = {
    var random = SystemRandomNumberGenerator()
    let edges: [TimeInterval] = [
      0, -1, 59.9, 1_795_163_400, 1_711_846_799, 1_711_846_800, 1_729_990_800, 951_868_799, -12_212_553_600,
      -2_208_988_800, -1_500_000_000, 253_402_300_799,
    ]
    let spread = (0..<600).map { _ in Double.random(in: -12_000_000_000..<253_000_000_000, using: &random) }
    let recent = (0..<600).map { _ in Double.random(in: 0..<2_000_000_000, using: &random) }
    return (edges + spread + recent).map(Date.init(timeIntervalSince1970:))
  }()

  @Test func minuteAndDay_writeWhatDateFormatterWrote() {
    #expect(Self.zones.count == 9)
    for zone in Self.zones {
      for date in Self.dates {
        #expect(
          LocalTimestamp.minute(date, in: zone) == LocalTimestamp.formatted(date, "yyyy-MM-dd HH:mm", zone),
          "\(zone.identifier) \(date.timeIntervalSince1970)")
        #expect(LocalTimestamp.day(date, in: zone) == LocalTimestamp.formatted(date, "yyyy-MM-dd", zone))
      }
    }
  }

  @Test func textLayout_usesTheCurrentZone() {
    let date = Date(timeIntervalSince1970: 1_795_163_400)
    #expect(TextLayout.timestamp(date) == LocalTimestamp.formatted(date, "yyyy-MM-dd HH:mm", .current))
    #expect(TextLayout.day(date) == LocalTimestamp.formatted(date, "yyyy-MM-dd", .current))
  }
}
