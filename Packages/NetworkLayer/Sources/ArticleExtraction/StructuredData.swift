import Foundation

/// The article facts of a page's JSON-LD: the first object whose `@type` names an article (also inside
/// `@graph` and arrays) gives its headline, author, date, picture, publisher and `articleBody`.
struct StructuredData {
  var headline: String?
  var author: String?
  var datePublished: String?
  var image: String?
  var publisher: String?
  var articleBody: String?

  /// Reads one `<script type="application/ld+json">`; a broken or huge one is skipped.
  mutating func read(json: String) {
    guard json.utf8.count < 2_000_000, let data = json.data(using: .utf8),
      let value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    else { return }
    var queue: [Any] = [value]
    var visited = 0
    while !queue.isEmpty, visited < 500 {
      let next = queue.removeFirst()
      visited += 1
      if let array = next as? [Any] {
        queue.append(contentsOf: array.prefix(100))
      } else if let object = next as? [String: Any] {
        if let graph = object["@graph"] { queue.append(graph) }
        if Self.isArticle(object["@type"]) { take(object) }
        if let main = object["mainEntity"] { queue.append(main) }
      }
    }
  }

  private mutating func take(_ object: [String: Any]) {
    headline = headline ?? Self.string(object["headline"]) ?? Self.string(object["name"])
    author = author ?? Self.names(object["author"])
    datePublished = datePublished ?? Self.string(object["datePublished"])
    image = image ?? Self.url(object["image"]) ?? Self.url(object["thumbnailUrl"])
    publisher = publisher ?? Self.names(object["publisher"])
    if let body = Self.string(object["articleBody"]), body.count > (articleBody?.count ?? 0) { articleBody = body }
  }

  private static func isArticle(_ type: Any?) -> Bool {
    let types = (type as? [Any])?.compactMap { $0 as? String } ?? [(type as? String) ?? ""]
    return types.contains { type in
      type.hasSuffix("Article") || type == "BlogPosting" || type == "Report" || type == "LiveBlogPosting"
        || type == "SocialMediaPosting"
    }
  }

  private static func string(_ value: Any?) -> String? {
    if let text = value as? String { return text }
    if let array = value as? [Any] { return array.lazy.compactMap { $0 as? String }.first }
    return nil
  }

  /// A person's or organisation's name, or several joined with commas.
  private static func names(_ value: Any?) -> String? {
    if let text = value as? String { return text.hasPrefix("http") ? nil : text }
    if let object = value as? [String: Any] { return string(object["name"]) }
    if let array = value as? [Any] {
      let found = array.prefix(10).compactMap { Self.names($0) }
      return found.isEmpty ? nil : found.joined(separator: ", ")
    }
    return nil
  }

  private static func url(_ value: Any?) -> String? {
    if let text = value as? String { return text }
    if let object = value as? [String: Any] { return string(object["url"]) ?? string(object["contentUrl"]) }
    if let array = value as? [Any] { return array.lazy.compactMap { url($0) }.first }
    return nil
  }
}
