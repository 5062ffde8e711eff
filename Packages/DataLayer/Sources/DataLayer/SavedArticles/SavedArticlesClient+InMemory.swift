import Foundation
import Models

extension SavedArticlesClient {
  /// Saved articles kept in memory by an actor, with the live store's rules (idempotent saves, newest saved
  /// first, folded prefix search with title hits first); for tests and previews.
  public static func inMemory(now: @escaping @Sendable () -> Date = Date.init) -> SavedArticlesClient {
    let store = InMemorySavedArticles(now: now)
    return SavedArticlesClient(
      save: { article in await store.save(article) },
      unsave: { reference in await store.unsave(reference) },
      find: { reference in await store.find(reference) },
      savedIDs: { await store.ids() },
      list: { await store.list() },
      storeBody: { reference, body in await store.storeBody(reference, body) },
      search: { text in await store.search(text) }
    )
  }
}

/// The state behind ``SavedArticlesClient/inMemory(now:)``.
private actor InMemorySavedArticles {
  private var entries: [String: (saved: SavedArticle, sequence: Int)] = [:]
  private var nextSequence = 0
  private let now: @Sendable () -> Date

  init(now: @escaping @Sendable () -> Date) {
    self.now = now
  }

  func save(_ article: Article) -> Bool {
    if let entry = entries[article.shortID] {
      entries[article.shortID]?.saved = SavedArticle(
        article: article, savedAt: entry.saved.savedAt, body: entry.saved.body)
      return false
    }
    nextSequence += 1
    entries[article.shortID] = (SavedArticle(article: article, savedAt: now()), nextSequence)
    return true
  }

  func unsave(_ reference: String) -> Bool {
    guard let id = find(reference)?.id else { return false }
    return entries.removeValue(forKey: id) != nil
  }

  func find(_ reference: String) -> SavedArticle? {
    entries[reference]?.saved ?? entries.values.first { $0.saved.article.url.absoluteString == reference }?.saved
  }

  func storeBody(_ reference: String, _ body: String) -> Bool {
    guard let saved = find(reference) else { return false }
    entries[saved.id]?.saved = SavedArticle(
      article: saved.article, savedAt: saved.savedAt, body: SavedArticlesClient.bounded(body))
    return true
  }

  func ids() -> Set<String> { Set(entries.keys) }

  func list() -> [SavedArticle] {
    entries.values.sorted { ($0.saved.savedAt, $0.sequence) > ($1.saved.savedAt, $1.sequence) }.map(\.saved)
  }

  /// The live store's order: the ``SavedArticlesClient/searchWindow`` matches saved last, title hits first,
  /// then the rest, each in the order saved or imported, last first.
  func search(_ text: String) -> [SavedArticle] {
    guard let query = SearchText(text) else { return [] }
    let window = entries.values.sorted { $0.sequence > $1.sequence }.lazy
      .filter { entry in
        let article = entry.saved.article
        let fields = [
          article.title, article.description ?? "", article.content ?? "", entry.saved.body ?? "",
          article.author ?? "", article.source.name,
        ]
        return query.matches(fields.joined(separator: " "))
      }
      .prefix(SavedArticlesClient.searchWindow)
    let ranked = window.map { entry in (entry, query.matches(entry.saved.article.title) ? 1 : 0) }
      .sorted { left, right in (left.1, left.0.sequence) > (right.1, right.0.sequence) }
    return ranked.prefix(SavedArticlesClient.searchLimit).map(\.0.saved)
  }
}
