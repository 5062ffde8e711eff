import Foundation

/// What the Unsplash and NewsAPI dialects share: ISO-8601 dates with a time zone, read with or without
/// fractional seconds and written as `2016-05-03T15:00:28Z`, and sorted keys without escaped slashes.
///
/// ```swift
/// public static var decoder: JSONDecoder { ISO8601JSON.makeDecoder() }
/// ```
enum ISO8601JSON {
  /// A decoder that reads every date with ``parseDate(_:)`` and names the text it could not read.
  static func makeDecoder() -> JSONDecoder {
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

  /// An encoder that writes every date with ``formatDate(_:)``, keys sorted, slashes unescaped.
  static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(formatDate(date))
    }
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// Parses `2016-05-03T11:00:28-04:00`, `2016-05-03T15:00:28Z` and the same with fractional seconds.
  /// The shape Mosaic writes itself (``formatDate(_:)``) is read without a formatter.
  static func parseDate(_ text: String) -> Date? {
    if let date = UTCTimestamp.parse(text) { return date }
    let plain = ISO8601DateFormatter()
    if let date = plain.date(from: text) { return date }
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return fractional.date(from: text)
  }

  /// Formats `date` as `2016-05-03T15:00:28Z`, without a formatter for the years 1583–9999.
  static func formatDate(_ date: Date) -> String {
    UTCTimestamp.format(date) ?? ISO8601DateFormatter().string(from: date)
  }
}
