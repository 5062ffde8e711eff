import Foundation
import TestExpectations
import Testing

@testable import CoreCLI

/// `SystemTimeZone` answers 0 without Foundation only where Foundation's `TimeZone.current` is UTC at every date.
struct SystemTimeZoneTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let id: String
    let tzFileSet: Bool
    let tzSet: Bool
    let link: String?
    let isUTC: Bool
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    Case(id: "Etc/UTC", tzFileSet: false, tzSet: false, link: "/usr/share/zoneinfo/Etc/UTC", isUTC: true),
    Case(id: "UTC", tzFileSet: false, tzSet: false, link: "/usr/share/zoneinfo/UTC", isUTC: true),
    Case(id: "GMT", tzFileSet: false, tzSet: false, link: "/usr/share/zoneinfo/GMT", isUTC: true),
    Case(id: "relative", tzFileSet: false, tzSet: false, link: "../usr/share/zoneinfo/Etc/UTC", isUTC: true),
    Case(id: "Berlin", tzFileSet: false, tzSet: false, link: "/usr/share/zoneinfo/Europe/Berlin", isUTC: false),
    Case(id: "TZ set", tzFileSet: false, tzSet: true, link: "/usr/share/zoneinfo/Etc/UTC", isUTC: false),
    Case(id: "TZFILE set", tzFileSet: true, tzSet: false, link: "/usr/share/zoneinfo/Etc/UTC", isUTC: false),
    Case(id: "no link", tzFileSet: false, tzSet: false, link: nil, isUTC: false),
    Case(id: "elsewhere", tzFileSet: false, tzSet: false, link: "/opt/zoneinfo/Etc/UTC", isUTC: false),
    Case(
      id: "first match", tzFileSet: false, tzSet: false, link: "/usr/share/zoneinfo/x/usr/share/zoneinfo/UTC",
      isUTC: false),
    Case(id: "UTC+1", tzFileSet: false, tzSet: false, link: "/usr/share/zoneinfo/Etc/GMT-1", isUTC: false),
    Case(id: "suffix", tzFileSet: false, tzSet: false, link: "/usr/share/zoneinfo/Etc/UTC/", isUTC: false),
    Case(id: "short", tzFileSet: false, tzSet: false, link: "/usr", isUTC: false),
  ]

  @Test(arguments: cases)
  func decision_followsFoundationsOrder(_ item: Case) {
    expectEqual(SystemTimeZone.isUTC(tzFileSet: item.tzFileSet, tzSet: item.tzSet, link: item.link), item.isUTC)
  }

  /// On this machine: each name answered UTC is a zone of offset 0 at every date, and the answer is
  /// `TimeZone.current`'s.
  @Test func answers_equalFoundations() {
    for name in SystemTimeZone.utcNames {
      let zone = TimeZone(identifier: name)
      expectNotNil(zone, "\(name)")
      for date in LocalTimestampTests.dates.prefix(200) {
        expectEqual(zone?.secondsFromGMT(for: date), 0, "\(name) \(date)")
      }
    }
    for date in LocalTimestampTests.dates {
      expectEqual(SystemTimeZone.secondsFromGMT(for: date), TimeZone.current.secondsFromGMT(for: date))
      expectEqual(LocalTimestamp.minute(date), LocalTimestamp.minute(date, in: .current))
    }
  }
}
