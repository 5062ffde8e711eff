import Foundation
import SafeText

/// Photo ids as one URL path segment: `.`, `..`, empty, overlong ids and ids holding a control character
/// (SafeText's table) are refused (URL resolution would turn `photos/..` into the API's root), everything else
/// is percent-escaped, `/`, `?`, `#` and `%` included.
///
/// ```swift
/// PhotoID.pathSegment("q5Aq-4pHXK9")  // "q5Aq-4pHXK9"
/// PhotoID.pathSegment("a/../b")  // "a%2F..%2Fb"
/// PhotoID.pathSegment("..")  // nil
/// ```
enum PhotoID {
  /// The longest id accepted; Unsplash's are 11 characters.
  static let maximumLength = 128

  static func pathSegment(_ id: String) -> String? {
    let trimmed = id.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty, trimmed != ".", trimmed != "..", id.count <= maximumLength,
      !id.unicodeScalars.contains(where: TerminalText.isControl)
    else { return nil }
    return id.addingPercentEncoding(withAllowedCharacters: segmentAllowed)
  }

  /// Unreserved characters only (RFC 3986): letters, digits, `-`, `.`, `_`, `~`.
  private static let segmentAllowed = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
