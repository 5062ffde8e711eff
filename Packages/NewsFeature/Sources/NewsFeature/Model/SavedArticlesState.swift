import Core
import DataLayer

/// What the saved-articles list shows: every saved article newest first, or the hits of a search.
public struct SavedArticlesState: Equatable, Sendable {
  public enum Phase: Equatable, Sendable {
    case idle
    case loading
    case loaded
    case failed(any MosaicError)

    public static func == (lhs: Phase, rhs: Phase) -> Bool {
      switch (lhs, rhs) {
      case (.idle, .idle), (.loading, .loading), (.loaded, .loaded): true
      case (.failed(let left), .failed(let right)): left.codeName == right.codeName && left.message == right.message
      default: false
      }
    }
  }

  public var phase: Phase = .idle
  /// What is typed in the search field.
  public var field = ""
  /// The text the articles shown were searched for; empty for every saved article.
  public var query = ""
  /// Newest saved first, or ranked hits of ``query``.
  public var articles: [SavedArticle] = []

  public init() {}
}
