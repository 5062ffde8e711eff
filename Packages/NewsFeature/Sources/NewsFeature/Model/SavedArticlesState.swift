import Core
import DataLayer

/// What the saved-articles list shows: every saved article newest first, or the hits of a search.
public struct SavedArticlesState: Equatable, Sendable {
  /// Reading or searching the saved articles; a failure keeps its typed error.
  public typealias Phase = LoadPhase

  public var phase: Phase = .idle
  /// What is typed in the search field.
  public var field = ""
  /// The text the articles shown were searched for; empty for every saved article.
  public var query = ""
  /// Newest saved first, or ranked hits of ``query``.
  public var articles: [SavedArticle] = []

  public init() {}
}
