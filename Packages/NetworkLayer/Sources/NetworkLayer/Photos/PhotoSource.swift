import Foundation

/// Where a ``PhotoClient``'s photos come from.
///
/// ```swift
/// let source = PhotoSource.unsplash(URL(fileURLWithPath: "/"))
/// PhotoSource.embedded.id  // "embedded"
/// print(source)  // "Unsplash at file:///"
/// ```
public enum PhotoSource: Hashable, Sendable, CustomStringConvertible {
  /// The offline catalog built into Mosaic.
  case embedded
  /// The Unsplash API at this base URL.
  case unsplash(URL)

  /// A stable identifier, saved with the gallery listing so a listing from another source is ignored.
  public var id: String {
    switch self {
    case .embedded: "embedded"
    case .unsplash(let url): "unsplash \(url.absoluteString)"
    }
  }

  public var description: String {
    switch self {
    case .embedded: "the embedded catalog"
    case .unsplash(let url): "Unsplash at \(url.absoluteString)"
    }
  }
}
