import Foundation

/// The web links of an HTTP `Link` header (RFC 8288), by relation:
/// `<https://api.unsplash.com/photos?page=3>; rel="next", <…>; rel="last"`.
///
/// ```swift
/// LinkHeader("<https://x/photos?page=2>; rel=\"next\"").url(for: "next")
/// ```
public struct LinkHeader: Hashable, Sendable {
  /// Target URLs by relation type (lowercased).
  public let links: [String: URL]

  public init(_ value: String) {
    var links: [String: URL] = [:]
    for part in Self.splitLinks(value) {
      guard let open = part.firstIndex(of: "<"), let close = part[open...].firstIndex(of: ">"),
        let url = URL(string: String(part[part.index(after: open)..<close]))
      else { continue }
      for parameter in part[part.index(after: close)...].split(separator: ";") {
        let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard pair.count == 2, pair[0].lowercased() == "rel" else { continue }
        for relation in pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")).split(separator: " ") {
          links[relation.lowercased()] = url
        }
      }
    }
    self.links = links
  }

  /// The URL for relation `relation`, like `next`.
  public func url(for relation: String) -> URL? { links[relation.lowercased()] }

  /// Splits on commas outside `<…>` and quotes, since URLs may contain commas.
  private static func splitLinks(_ value: String) -> [Substring] {
    var parts: [Substring] = []
    var start = value.startIndex
    var inURL = false
    var inQuotes = false
    for index in value.indices {
      switch value[index] {
      case "<" where !inQuotes: inURL = true
      case ">" where !inQuotes: inURL = false
      case "\"" where !inURL: inQuotes.toggle()
      case "," where !inURL && !inQuotes:
        parts.append(value[start..<index])
        start = value.index(after: index)
      default: break
      }
    }
    parts.append(value[start...])
    return parts
  }
}
