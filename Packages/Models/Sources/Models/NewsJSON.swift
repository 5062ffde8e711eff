import Foundation

/// The JSON dialect of NewsAPI: camelCase keys and ISO-8601 dates, sometimes with fractional seconds.
///
/// ```swift
/// let response = try NewsJSON.decoder.decode(ArticlesResponse.self, from: data)
/// ```
public enum NewsJSON {
  /// A decoder for NewsAPI responses.
  public static var decoder: JSONDecoder { ISO8601JSON.makeDecoder() }

  /// An encoder writing the same dialect, with dates as `2026-11-20T08:30:00Z`.
  public static var encoder: JSONEncoder { ISO8601JSON.makeEncoder() }

  /// A date as ``decoder`` reads it: `2016-05-03T15:00:28Z`, with an offset or fractional seconds; `nil` otherwise.
  public static func parseDate(_ text: String) -> Date? {
    ISO8601JSON.parseDate(text)
  }
}
