import Foundation

/// The one date format Mosaic writes, `2016-05-03T15:00:28Z` (UTC, whole seconds), formatted and parsed
/// with integer arithmetic: the same text as Foundation's `ISO8601DateFormatter` with its default options,
/// at a fraction of the cost (a formatter per date was a tenth of `mosaic news`, which rewrites up to 300
/// remembered articles on every run).
///
/// ```swift
/// UTCTimestamp.format(Date(timeIntervalSince1970: 1_462_287_628))   // "2016-05-03T15:00:28Z"
/// UTCTimestamp.parse("2016-05-03T15:00:28Z")                          // that date
/// UTCTimestamp.parse("2016-05-03T11:00:28-04:00")                     // nil: not this exact shape
/// ```
enum UTCTimestamp {
  /// The first second of 1583-01-01 and of 10000-01-01, UTC. Foundation (as ICU) counts days before the
  /// Gregorian reform of October 1582 in the Julian calendar, and four digits end at 9999; dates outside
  /// are left to it.
  private static let earliest = -12_212_553_600
  private static let end = 253_402_300_800

  /// `date` as `YYYY-MM-DDTHH:MM:SSZ`, to the second Foundation writes (see `formatterSecond`); `nil` outside
  /// the years 1583–9999 or for a date that is not finite (the caller falls back to Foundation).
  static func format(_ date: Date) -> String? {
    guard let seconds = formatterSecond(date), seconds >= earliest, seconds < end else { return nil }
    // `earliest` is a whole number of days, so this is the floor of seconds / 86,400.
    let days = (seconds - earliest) / 86_400 + earliest / 86_400
    let time = seconds - days * 86_400
    let (year, month, day) = civil(days)
    var bytes = [UInt8](repeating: 0, count: 20)
    put(year, 4, at: 0, in: &bytes)
    bytes[4] = UInt8(ascii: "-")
    put(month, 2, at: 5, in: &bytes)
    bytes[7] = UInt8(ascii: "-")
    put(day, 2, at: 8, in: &bytes)
    bytes[10] = UInt8(ascii: "T")
    put(time / 3_600, 2, at: 11, in: &bytes)
    bytes[13] = UInt8(ascii: ":")
    put(time / 60 % 60, 2, at: 14, in: &bytes)
    bytes[16] = UInt8(ascii: ":")
    put(time % 60, 2, at: 17, in: &bytes)
    bytes[19] = UInt8(ascii: "Z")
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The date `text` names when it is exactly `YYYY-MM-DDTHH:MM:SSZ` in the years 1583–9999 with a real day
  /// and time (no leap second); `nil` for anything else, which the caller hands to Foundation.
  static func parse(_ text: String) -> Date? {
    var text = text
    return text.withUTF8 { bytes -> Date? in
      guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
        bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
        bytes[19] == UInt8(ascii: "Z"),
        let year = number(bytes, 0, 4), let month = number(bytes, 5, 2), let day = number(bytes, 8, 2),
        let hour = number(bytes, 11, 2), let minute = number(bytes, 14, 2), let second = number(bytes, 17, 2),
        year >= 1_583, (1...12).contains(month), day >= 1, day <= daysIn(month, of: year), hour < 24, minute < 60,
        second < 60
      else { return nil }
      let seconds = days(year, month, day) * 86_400 + hour * 3_600 + minute * 60 + second
      return Date(timeIntervalSince1970: TimeInterval(seconds))
    }
  }

  /// The whole second since 1970 that Foundation's formatters write for `date`. They do not simply drop the
  /// fraction: CoreFoundation hands ICU `(seconds since 2001 + 978,307,200) × 1,000 + 0.5` milliseconds and
  /// ICU floors that, so `08.9995` is written as `09`. `nil` when the date is not finite or beyond ±10¹² s.
  static func formatterSecond(_ date: Date) -> Int? {
    let millis = ((date.timeIntervalSinceReferenceDate + 978_307_200) * 1_000 + 0.5).rounded(.down)
    guard millis.isFinite, abs(millis) < 1e15 else { return nil }
    let whole = Int(millis)
    return whole >= 0 ? whole / 1_000 : (whole - 999) / 1_000
  }

  private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> Int? {
    var value = 0
    for byte in bytes[start..<(start + count)] {
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  private static func put(_ value: Int, _ width: Int, at start: Int, in bytes: inout [UInt8]) {
    var value = value
    for index in stride(from: start + width - 1, through: start, by: -1) {
      bytes[index] = UInt8(ascii: "0") + UInt8(value % 10)
      value /= 10
    }
  }

  private static func daysIn(_ month: Int, of year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
  private static func days(_ year: Int, _ month: Int, _ day: Int) -> Int {
    let year = month <= 2 ? year - 1 : year
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian date `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
  private static func civil(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
