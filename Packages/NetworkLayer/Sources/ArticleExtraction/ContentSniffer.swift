import Foundation

/// Refuses what is not an HTML page before any parsing: nothing at all, too many bytes, a Content-Type that
/// names something else, or bytes that are binary (NULs or other controls where text would be).
enum ContentSniffer {
  static func check(_ bytes: [UInt8], contentType: String?, limits: ExtractionLimits, url: URL?) throws(ExtractionError)
  {
    guard bytes.count <= limits.maximumInputBytes else {
      throw ExtractionError(.tooLarge, url: url, limit: limits.maximumInputBytes)
    }
    if let contentType, !isHTML(contentType) {
      throw ExtractionError(.notHTML, url: url, value: String(contentType.prefix(100)))
    }
    guard bytes.contains(where: { !($0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D)) }) else {
      throw ExtractionError(.empty, url: url)
    }
    if isBinary(bytes) { throw ExtractionError(.notHTML, url: url, value: "binary") }
  }

  /// `text/html`, `application/xhtml+xml`, or no type at all; `text/plain` too, since servers mislabel pages.
  static func isHTML(_ contentType: String) -> Bool {
    let type = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    guard let type, !type.isEmpty else { return true }
    return type == "text/html" || type == "application/xhtml+xml" || type == "text/plain"
      || type == "application/xml" || type == "text/xml"
  }

  /// Bytes whose start has NULs or many other C0 controls (UTF-16 pages start with a byte-order mark).
  private static func isBinary(_ bytes: [UInt8]) -> Bool {
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return false }
    let head = bytes.prefix(4096)
    var controls = 0
    for byte in head where byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D && byte != 0x0C {
      if byte == 0 { return true }
      controls += 1
    }
    return controls * 10 > head.count
  }
}
