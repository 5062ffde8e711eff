import Foundation

/// Where a ``NewsClient``'s articles come from.
///
/// ```swift
/// let provider = NewsClient.embedded().provider
/// print(provider)  // "the embedded news catalog"
/// ```
public enum NewsProvider: Hashable, Sendable, CustomStringConvertible {
  case embedded
  case newsAPI(URL)

  public var description: String {
    switch self {
    case .embedded: "the embedded news catalog"
    case .newsAPI(let url): "NewsAPI at \(url.absoluteString)"
    }
  }
}
