import Foundation
import Models

/// An article the person saved: the full snapshot taken when it was saved, so it reads offline, and when.
///
/// ```swift
/// for saved in try await savedArticles.list() {
///   print(saved.id, saved.article.title, saved.savedAt)
/// }
/// ```
public struct SavedArticle: Identifiable, Hashable, Sendable, Codable {
  public let article: Article
  public let savedAt: Date

  public init(article: Article, savedAt: Date) {
    self.article = article
    self.savedAt = savedAt
  }

  /// The article's short id (``Models/Article/shortID``).
  public var id: String { article.shortID }
}

/// What saving or unsaving one article did.
public struct SavedArticleChange: Hashable, Sendable {
  /// The article's short id.
  public let id: String
  /// Whether it is saved now.
  public let isSaved: Bool
  /// `false` when it already was in the state asked for.
  public let changed: Bool

  public init(id: String, isSaved: Bool, changed: Bool) {
    self.id = id
    self.isSaved = isSaved
    self.changed = changed
  }
}
