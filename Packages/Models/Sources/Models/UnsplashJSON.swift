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
  public static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = parseDate(text) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "'\(text)' is not an ISO-8601 date with a time zone")
      }
      return date
    }
    return decoder
  }

  /// An encoder writing the same dialect, with dates as `2016-05-03T11:00:28Z`.
  public static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(formatDate(date))
    }
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// Parses `2016-05-03T11:00:28-04:00`, `2016-05-03T15:00:28Z` and the same with fractional seconds.
  public static func parseDate(_ text: String) -> Date? {
    let plain = ISO8601DateFormatter()
    if let date = plain.date(from: text) { return date }
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return fractional.date(from: text)
  }

  /// Formats `date` as `2016-05-03T15:00:28Z`.
  public static func formatDate(_ date: Date) -> String {
    ISO8601DateFormatter().string(from: date)
  }
}
