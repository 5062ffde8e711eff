import Foundation

/// The JSON dialect of the Unsplash API: ISO-8601 dates with offsets, with or without fractional
/// seconds.
///
/// ```swift
/// let photos = try UnsplashJSON.decoder.decode([Photo].self, from: data)
/// let data = try UnsplashJSON.encoder.encode(photos)
/// ```
public enum UnsplashJSON {
  /// A decoder for Unsplash responses.
  public static var decoder: JSONDecoder { ISO8601JSON.makeDecoder() }

  /// An encoder writing the same dialect, with dates as `2016-05-03T11:00:28Z`.
  public static var encoder: JSONEncoder { ISO8601JSON.makeEncoder() }

  /// Parses `2016-05-03T11:00:28-04:00`, `2016-05-03T15:00:28Z` and the same with fractional seconds.
  public static func parseDate(_ text: String) -> Date? {
    ISO8601JSON.parseDate(text)
  }

  /// Formats `date` as `2016-05-03T15:00:28Z`.
  public static func formatDate(_ date: Date) -> String {
    ISO8601JSON.formatDate(date)
  }
}
