import Foundation
import Models

/// An article as a list shows it: the article, and whether the person saved it.
public struct ArticleItem: Identifiable, Hashable, Sendable {
  public let article: Article
  public var isSaved: Bool

  public init(article: Article, isSaved: Bool) {
    self.article = article
    self.isSaved = isSaved
  }

  /// The article's short id.
  public var id: String { article.shortID }

  /// NewsAPI's placeholder for an article that was taken down.
  public static let removedTitle = "[Removed]"

  /// Whether NewsAPI marks `article` as removed: such articles are never shown.
  ///
  /// The title is trimmed as `trimmingCharacters(in: .whitespaces)` would (space separators, tabs and U+200B
  /// ZERO WIDTH SPACE) without
  /// Foundation's `NSString` path, whose first use costs a scan of the binary's conformance records.
  public static func isRemoved(_ article: Article) -> Bool {
    var title = Substring(article.title).unicodeScalars
    while let first = title.first, isSpace(first) { title.removeFirst() }
    while let last = title.last, isSpace(last) { title.removeLast() }
    return title.elementsEqual(removedTitle.unicodeScalars)
  }

  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
  }
}
