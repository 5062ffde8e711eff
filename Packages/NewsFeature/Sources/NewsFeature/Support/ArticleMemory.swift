import DataLayer
import Foundation
import Models

/// The articles the reader listed lately (feeds, searches, saved lists), kept in the cache so that
/// `mosaic news save ID`, `open ID` and `share ID` in a later run find the article an id or URL names.
/// NewsAPI cannot look an article up by id or URL, so this memory is how an id printed once stays usable.
/// Losing it is harmless: list the feed again.
///
/// ```swift
/// let memory = ArticleMemory(cache: .inMemory())
/// try await memory.remember(page.articles)
/// let article = await memory.find("k3v9qz2m7t")
/// ```
struct ArticleMemory: Sendable {
  let cache: CacheStore

  /// The cache entry's name.
  static let name = "news-articles.json"
  /// How many articles it keeps: the last 25 pages or so.
  static let capacity = 300

  private struct Stored: Codable {
    var articles: [Article]
  }

  /// Puts `articles` first, each once, keeping the newest ``capacity``.
  func remember(_ articles: [Article]) async throws {
    guard !articles.isEmpty else { return }
    let known = await load()
    let urls = Set(articles.map(\.url))
    let merged = Array((articles + known.filter { !urls.contains($0.url) }).prefix(Self.capacity))
    var unique: [Article] = []
    var seen = Set<URL>()
    for article in merged where seen.insert(article.url).inserted { unique.append(article) }
    try await cache.save(Self.name, try NewsJSON.encoder.encode(Stored(articles: unique)))
  }

  /// The article whose short id or URL is `reference`.
  func find(_ reference: String) async -> Article? {
    await load().first { $0.shortID == reference || $0.url.absoluteString == reference }
  }

  private func load() async -> [Article] {
    guard let data = try? await cache.load(Self.name),
      let stored = try? NewsJSON.decoder.decode(Stored.self, from: data)
    else { return [] }
    return stored.articles
  }
}
