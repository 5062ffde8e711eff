import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The offsets of Foundation's `TimeZone.current`, without building it when the system's zone is UTC: finding and
/// building the current zone (the whole environment copied, then ICU) was 6 % of `mosaic favorites list`'s
/// instructions (PROJECT_PLAN.md, "Issue 23 — start-up: favorites and the JSON coders").
///
/// ```swift
/// SystemTimeZone.secondsFromGMT(for: Date())   // TimeZone.current.secondsFromGMT(for: Date())
/// ```
enum SystemTimeZone {
  /// `TimeZone.current.secondsFromGMT(for: date)`.
  static func secondsFromGMT(for date: Date) -> Int {
    isUTC ? 0 : TimeZone.current.secondsFromGMT(for: date)
  }

  /// Whether `TimeZone.current` is a zone that is UTC at every date, decided as Foundation decides on Linux.
  static let isUTC: Bool = {
    #if os(Linux)
      return isUTC(tzFileSet: getenv("TZFILE") != nil, tzSet: getenv("TZ") != nil, link: link("/etc/localtime"))
    #else
      return false
    #endif
  }()

  /// The names Foundation's ICU zones answer 0 for at every date.
  static let utcNames: Set<String> = ["Etc/UTC", "UTC", "Etc/GMT", "GMT"]

  /// Foundation on Linux takes the zone named by `TZFILE`, else by `TZ`, else the part of the link
  /// `/etc/localtime` after its first `/usr/share/zoneinfo/`; only the last case, naming UTC, is answered here
  /// (anything else, `TZ=UTC` included, leaves the answer to Foundation).
  static func isUTC(tzFileSet: Bool, tzSet: Bool, link: String?) -> Bool {
    guard !tzFileSet, !tzSet, let link else { return false }
    let bytes = Array(link.utf8)
    let directory = Array("/usr/share/zoneinfo/".utf8)
    guard bytes.count >= directory.count else { return false }
    for start in 0...(bytes.count - directory.count)
    where bytes[start..<start + directory.count].elementsEqual(directory) {
      let name = String(decoding: bytes[(start + directory.count)...], as: UTF8.self)
      return utcNames.contains(name)
    }
    return false
  }

  #if os(Linux)
    /// The target of the symbolic link at `path`, or `nil` when it is not one or not UTF-8.
    private static func link(_ path: String) -> String? {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(path, &buffer, Int(PATH_MAX))
      guard count >= 0 else { return nil }
      return buffer.prefix(count).withUnsafeBufferPointer { characters in
        characters.withMemoryRebound(to: UInt8.self) { String(validating: $0, as: UTF8.self) }
      }
    }
  #endif
}
