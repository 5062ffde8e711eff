import Foundation
import Models

/// The saved articles a feature reads, changes and searches, as a value of closures.
///
/// The App hands out the live one (SQLite with a full-text index, over the one database); tests and
/// previews use ``inMemory(now:)`` or ``failing``. An article is known by its short id or its URL.
///
/// ```swift
/// let saved = SavedArticlesClient.inMemory()
/// try await saved.save(article)                   // true: newly saved
/// let hits = try await saved.search("ubernahme")  // finds "Übernahme", diacritics folded
/// ```
public struct SavedArticlesClient: Sendable {
  /// Saves a full snapshot of `article`; returns `false` when it was saved already (the snapshot is
  /// refreshed, `savedAt` kept). Idempotent.
  public var save: @Sendable (_ article: Article) async throws -> Bool
  /// Removes the article with this short id or URL; returns whether it was saved.
  public var unsave: @Sendable (_ reference: String) async throws -> Bool
  /// The saved article with this short id or URL.
  public var find: @Sendable (_ reference: String) async throws -> SavedArticle?
  /// The short ids of every saved article.
  public var savedIDs: @Sendable () async throws -> Set<String>
  /// Every saved article, newest saved first.
  public var list: @Sendable () async throws -> [SavedArticle]
  /// Keeps `body` (the article's text as the reader extracted it, at most ``bodyLimit`` characters kept) with the
  /// saved article with this short id or URL, for reading offline and for search; `false` when none is saved.
  public var storeBody: @Sendable (_ reference: String, _ body: String) async throws -> Bool
  /// Saved articles matching `text` in their title, description, content, body, author or source: case and
  /// diacritics folded, the last word a prefix. Of the ``searchWindow`` matches saved last, those with every
  /// word in the title come first, then the rest, each in the order saved or imported, last first; at most
  /// ``searchLimit``. Empty text matches nothing.
  public var search: @Sendable (_ text: String) async throws -> [SavedArticle]

  public init(
    save: @escaping @Sendable (_ article: Article) async throws -> Bool,
    unsave: @escaping @Sendable (_ reference: String) async throws -> Bool,
    find: @escaping @Sendable (_ reference: String) async throws -> SavedArticle?,
    savedIDs: @escaping @Sendable () async throws -> Set<String>,
    list: @escaping @Sendable () async throws -> [SavedArticle],
    storeBody: @escaping @Sendable (_ reference: String, _ body: String) async throws -> Bool,
    search: @escaping @Sendable (_ text: String) async throws -> [SavedArticle]
  ) {
    self.save = save
    self.unsave = unsave
    self.find = find
    self.savedIDs = savedIDs
    self.list = list
    self.storeBody = storeBody
    self.search = search
  }

  /// The most results one search returns.
  public static let searchLimit = 100
  /// How many matches one search ranks: the ones saved (or imported) last. A search that matches more leaves
  /// the older ones out, so a word found in most articles is answered as fast as a rare one.
  public static let searchWindow = 500
  /// The most characters of an article's text kept with it (about 60 pages of a book); the rest is cut.
  public static let bodyLimit = 200_000

  /// `body` cut to ``bodyLimit`` characters.
  public static func bounded(_ body: String) -> String {
    body.count > bodyLimit ? String(body.prefix(bodyLimit)) : body
  }
}

extension SavedArticlesClient {
  /// Every closure throws a ``DataLayerError`` with code `unexpectedCall` naming it; override the closures
  /// a test expects.
  public static let failing = SavedArticlesClient(
    save: { _ in throw DataLayerError.unexpectedCall("SavedArticlesClient.save") },
    unsave: { _ in throw DataLayerError.unexpectedCall("SavedArticlesClient.unsave") },
    find: { _ in throw DataLayerError.unexpectedCall("SavedArticlesClient.find") },
    savedIDs: { throw DataLayerError.unexpectedCall("SavedArticlesClient.savedIDs") },
    list: { throw DataLayerError.unexpectedCall("SavedArticlesClient.list") },
    storeBody: { _, _ in throw DataLayerError.unexpectedCall("SavedArticlesClient.storeBody") },
    search: { _ in throw DataLayerError.unexpectedCall("SavedArticlesClient.search") }
  )
}
