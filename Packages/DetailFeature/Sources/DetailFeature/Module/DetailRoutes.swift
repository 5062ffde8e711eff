import Foundation

/// The `mosaic://` addresses the photo page's sections open: a photo's page, and a photographer's photos (the
/// gallery's `mosaic://user/USERNAME`, reached through the router, never imported).
enum DetailRoutes {
  /// `mosaic://photo/ID`, the id escaped as one path segment.
  static func photo(_ id: String) -> String {
    "mosaic://photo/\(escaped(id))"
  }

  /// `mosaic://user/USERNAME`; `username` is one ``NetworkLayer/PhotoClient/username(_:)`` accepted.
  static func photographer(_ username: String) -> String {
    "mosaic://user/\(escaped(username))"
  }

  private static func escaped(_ segment: String) -> String {
    segment.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
  }

  /// Unreserved characters only (RFC 3986): letters, digits, `-`, `.`, `_`, `~`.
  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
