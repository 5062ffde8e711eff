import Foundation

/// `2026-11-22 10:42` and `2026-11-22` in a time zone, worked out with integer arithmetic: the same text
/// as a `DateFormatter` with `en_US_POSIX` and those patterns, without building one per line (a formatter
/// per article was a tenth of `mosaic news`). Dates before the Gregorian reform (1583) or after 9999, which
/// ICU writes differently, are left to `DateFormatter`.
///
/// Without a zone, the system's (`TimeZone.current`, read through ``SystemTimeZone``).
///
/// ```swift
/// let utc = TimeZone(identifier: "UTC") ?? .current
/// LocalTimestamp.minute(Date(timeIntervalSince1970: 1_795_163_400), in: utc)   // "2026-11-20 08:30"
/// ```
public enum LocalTimestamp {
  /// `yyyy-MM-dd HH:mm` of `date` in `timeZone`.
  public static func minute(_ date: Date, in timeZone: TimeZone? = nil) -> String {
    guard let (day, seconds) = civil(date, in: timeZone) else {
      return formatted(date, "yyyy-MM-dd HH:mm", timeZone ?? .current)
    }
    return day + " " + digits(seconds / 3_600, 2) + ":" + digits(seconds / 60 % 60, 2)
  }

  /// `yyyy-MM-dd` of `date` in `timeZone`.
  public static func day(_ date: Date, in timeZone: TimeZone? = nil) -> String {
    guard let (day, _) = civil(date, in: timeZone) else { return formatted(date, "yyyy-MM-dd", timeZone ?? .current) }
    return day
  }

  /// The local day as `yyyy-MM-dd` and the seconds since local midnight, or `nil` outside 1583–9999.
  private static func civil(_ date: Date, in timeZone: TimeZone?) -> (String, Int)? {
    // Formatters round to the millisecond before they drop the fraction: CoreFoundation hands ICU
    // `(seconds since 2001 + 978,307,200) × 1,000 + 0.5` milliseconds, which ICU floors (59.9995 s is the next minute).
    let millis = ((date.timeIntervalSinceReferenceDate + 978_307_200) * 1_000 + 0.5).rounded(.down)
    guard millis.isFinite, millis > -12_300_000_000_000, millis < 253_400_000_000_000 else { return nil }
    let whole = Int(millis)
    let utc = whole >= 0 ? whole / 1_000 : (whole - 999) / 1_000
    let instant = Date(timeIntervalSince1970: TimeInterval(utc))
    let local = utc + (timeZone?.secondsFromGMT(for: instant) ?? SystemTimeZone.secondsFromGMT(for: instant))
    let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    guard (1_583...9_999).contains(year) else { return nil }
    return (digits(year, 4) + "-" + digits(month, 2) + "-" + digits(day, 2), local - days * 86_400)
  }

  private static func digits(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
  }

  /// The slow path: a formatter for this one date.
  static func formatted(_ date: Date, _ pattern: String, _ timeZone: TimeZone) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = pattern
    return formatter.string(from: date)
  }
}
