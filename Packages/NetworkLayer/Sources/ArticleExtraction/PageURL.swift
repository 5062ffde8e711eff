import Foundation

/// Addresses found in a page, made absolute against the page's URL and kept only when they are http(s):
/// `javascript:`, `data:`, `mailto:` and relative links without a base are dropped.
enum PageURL {
  static func resolve(_ reference: String, against base: URL?) -> URL? {
    let trimmed = TextCleaner.collapsed(reference)
    guard !trimmed.isEmpty, trimmed.utf8.count <= 4096, !trimmed.hasPrefix("#") else { return nil }
    guard let url = URL(string: trimmed, relativeTo: base)?.absoluteURL ?? encoded(trimmed, base) else { return nil }
    guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host?.isEmpty == false
    else { return nil }
    return url
  }

  /// A reference with spaces or other characters `URL(string:)` refuses, percent-encoded.
  private static func encoded(_ reference: String, _ base: URL?) -> URL? {
    let allowed = CharacterSet.urlFragmentAllowed.union(.urlPathAllowed).union(.urlQueryAllowed)
      .union(CharacterSet(charactersIn: "#%"))
    guard let escaped = reference.addingPercentEncoding(withAllowedCharacters: allowed) else { return nil }
    return URL(string: escaped, relativeTo: base)?.absoluteURL
  }

  /// A picture's address: `src`, or the attribute lazy loaders keep it in, or the first of `srcset`;
  /// nothing for a tracking pixel (1 or 2 pixels wide or high) or inline `data:` bytes.
  static func imageSource(of index: Int, in document: HTMLDocument, against base: URL?) -> URL? {
    for dimension in ["width", "height"] {
      if let value = document.attribute(dimension, of: index).flatMap({ Int($0) }), value <= 2 { return nil }
    }
    let lazy = ["data-src", "data-lazy-src", "data-original", "data-url", "data-hi-res-src", "data-srcset"]
    var references: [String] = lazy.compactMap { document.attribute($0, of: index) }
    if let source = document.attribute("src", of: index) { references.append(source) }
    if let set = document.attribute("srcset", of: index) { references.append(set) }
    for reference in references {
      let first = reference.split(separator: ",").first.map { String($0).split(separator: " ").first ?? "" } ?? ""
      let candidate = reference.contains(",") || reference.contains(" ") ? String(first) : reference
      if candidate.lowercased().hasPrefix("data:") { continue }
      if let url = resolve(candidate, against: base) { return url }
    }
    return nil
  }
}
