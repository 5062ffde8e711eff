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
  public static func isRemoved(_ article: Article) -> Bool {
    article.title.trimmingCharacters(in: .whitespaces) == removedTitle
  }
}
