import Foundation

/// The JSON dialect of NewsAPI: camelCase keys and ISO-8601 dates, sometimes with fractional seconds.
///
/// ```swift
/// let response = try NewsJSON.decoder.decode(ArticlesResponse.self, from: data)
/// ```
public enum NewsJSON {
  /// A decoder for NewsAPI responses.
  public static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = UnsplashJSON.parseDate(text) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "'\(text)' is not an ISO-8601 date with a time zone")
      }
      return date
    }
    return decoder
  }

  /// An encoder writing the same dialect, with dates as `2026-11-20T08:30:00Z`.
  public static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(UnsplashJSON.formatDate(date))
    }
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}
