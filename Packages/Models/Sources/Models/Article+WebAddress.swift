import Foundation

extension Article {
  /// Whether `url` is a web page a browser may be handed: `http` or `https` (in any case) with a host. A
  /// `file:`, `javascript:` or `data:` URL, a relative one like `--new-window` and an empty one are not.
  ///
  /// ```swift
  /// Article.isWebAddress(URL(string: "https://techcrunch.com/a-story")!)  // true
  /// Article.isWebAddress(URL(string: "javascript:alert(1)")!)             // false
  /// ```
  public static func isWebAddress(_ url: URL) -> Bool {
    guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
    guard let host = url.host, !host.isEmpty else { return false }
    return !url.absoluteString.hasPrefix("-")
  }

  /// Whether the article's own link is a web address (see ``isWebAddress(_:)``).
  public var hasWebAddress: Bool { Self.isWebAddress(url) }
}
