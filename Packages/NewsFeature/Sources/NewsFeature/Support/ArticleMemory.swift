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
  ///
  /// When the memory already starts with exactly these articles, as they are now (the same page listed
  /// again), the entry is left as it is: rewriting it would write the same bytes, and this check reads none of
  /// the up to 300 articles it holds.
  func remember(_ articles: [Article]) async throws {
    guard !articles.isEmpty else { return }
    let data = try? await cache.load(Self.name)
    if let data, Self.starts(data, with: articles) { return }
    let known = Self.decode(data)
    let urls = Set(articles.map(\.url))
    let merged = Array((articles + known.filter { !urls.contains($0.url) }).prefix(Self.capacity))
    var unique: [Article] = []
    var seen = Set<URL>()
    for article in merged where seen.insert(article.url).inserted { unique.append(article) }
    guard unique != known else { return }
    try await cache.save(Self.name, try NewsJSON.encoder.encode(Stored(articles: unique)))
  }

  /// Whether `data`, as ``remember(_:)`` writes it, lists `articles` first, in order and byte for byte as the
  /// encoder writes them now. The encoder sorts keys and writes no white space, so the list alone is the same
  /// bytes as inside the entry: `{"articles":` and the list without its closing `]`, then `,` or `]`.
  static func starts(_ data: Data, with articles: [Article]) -> Bool {
    guard let encoded = try? NewsJSON.encoder.encode(articles) else { return false }
    let list = [UInt8](encoded)
    let head = [UInt8](#"{"articles":"#.utf8) + list.dropLast()
    guard list.last == UInt8(ascii: "]"), data.count > head.count + 1 else { return false }
    return data.withUnsafeBytes { bytes in
      // An entry cut short (no `]}` at its end) is written again.
      bytes.prefix(head.count).elementsEqual(head) && bytes.suffix(2).elementsEqual("]}".utf8)
        && (bytes[head.count] == UInt8(ascii: ",") || bytes[head.count] == UInt8(ascii: "]"))
    }
  }

  /// The article whose short id or URL is `reference`.
  func find(_ reference: String) async -> Article? {
    await load().first { $0.shortID == reference || $0.url.absoluteString == reference }
  }

  private func load() async -> [Article] {
    Self.decode(try? await cache.load(Self.name))
  }

  private static func decode(_ data: Data?) -> [Article] {
    guard let data, let stored = try? NewsJSON.decoder.decode(Stored.self, from: data) else { return [] }
    return stored.articles
  }
}
