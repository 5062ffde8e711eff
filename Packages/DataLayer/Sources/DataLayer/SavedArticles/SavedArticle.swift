import Foundation
import Models

/// An article the person saved: the full snapshot taken when it was saved, when, and the text the reader extracted
/// from its page, so it reads offline.
///
/// ```swift
/// for saved in try await savedArticles.list() {
///   print(saved.id, saved.article.title, saved.savedAt, saved.body ?? "(no text kept)")
/// }
/// ```
public struct SavedArticle: Identifiable, Hashable, Sendable, Codable {
  public let article: Article
  public let savedAt: Date
  /// The article's text as the reader extracted it from its page, paragraphs apart by a blank line; `nil` until
  /// the page was read (saving reads it; a page that refused leaves it `nil`).
  public let body: String?

  public init(article: Article, savedAt: Date, body: String? = nil) {
    self.article = article
    self.savedAt = savedAt
    self.body = body
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
