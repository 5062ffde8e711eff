import Foundation

extension JSONEncoder {
  /// Sorted keys and ISO-8601 dates, for Mosaic's own cache files.
  static var iso8601: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }
}

extension JSONDecoder {
  /// ISO-8601 dates, for Mosaic's own cache files.
  static var iso8601: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}
