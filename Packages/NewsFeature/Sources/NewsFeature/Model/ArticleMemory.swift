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
    /// ``fingerprint(of:)`` of the page the last ``ArticleMemory/remember(_:)`` put first; entries written
    /// before it existed have none.
    var page: String?
  }

  /// Puts `articles` first, each once, keeping the newest ``capacity``.
  ///
  /// The same page listed again leaves the entry as it is, found without decoding it: the entry ends with the
  /// fingerprint of the page last put first (the encoder sorts keys, so `page` comes after `articles`), and
  /// merging that page again would give the same articles. Otherwise the page is merged in and the entry
  /// written when that changed it (or it had no fingerprint yet).
  func remember(_ articles: [Article]) async throws {
    guard !articles.isEmpty else { return }
    let page = Self.fingerprint(of: articles)
    let data = try? await cache.load(Self.name)
    if let data, Self.ends(data, with: page) { return }
    let stored = Self.decode(data)
    let known = stored?.articles ?? []
    let urls = Set(articles.map(\.url))
    let merged = Array((articles + known.filter { !urls.contains($0.url) }).prefix(Self.capacity))
    var unique: [Article] = []
    var seen = Set<URL>()
    for article in merged where seen.insert(article.url).inserted { unique.append(article) }
    guard unique != known || stored?.page == nil else { return }
    try await cache.save(Self.name, try NewsJSON.encoder.encode(Stored(articles: unique, page: page)))
  }

  /// A short value that changes when any field of any of `articles` does, or their order or number: the
  /// count and a 64-bit FNV-1a hash of every field. Not a security measure: a collision only keeps an
  /// unchanged entry, which listing another page replaces.
  static func fingerprint(of articles: [Article]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    func mix(_ text: String?) {
      for byte in (text ?? "").utf8 { mix(byte) }
      // Ends the field, and tells `nil` from "".
      mix(text == nil ? 0xFE : 0xFF)
    }
    for article in articles {
      for field in [
        article.source.id, article.source.name, article.author, article.title, article.description,
        article.url.absoluteString, article.urlToImage?.absoluteString,
        String(article.publishedAt.timeIntervalSinceReferenceDate.bitPattern), article.content,
      ] {
        mix(field)
      }
    }
    return "\(articles.count)-\(hexadecimal(hash))"
  }

  /// `String(value, radix: 16)`, written out: the standard library's generic radix formatting calls into a 64 KB
  /// window of the binary nothing else of a `news` start runs (PROJECT_PLAN.md, "Issue 23 — peak memory, where the
  /// last megabyte is (eighth part)").
  static func hexadecimal(_ value: UInt64) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    var rest = value
    repeat {
      text.append(digits[Int(truncatingIfNeeded: rest & 0xF)])
      rest >>= 4
    } while rest != 0
    text.reverse()
    return String(decoding: text, as: UTF8.self)
  }

  /// Whether `data` is a whole entry whose page fingerprint is `page`: it ends with `,"page":"…"}`.
  static func ends(_ data: Data, with page: String) -> Bool {
    let tail = [UInt8](#","page":""#.utf8) + [UInt8](page.utf8) + [UInt8](#""}"#.utf8)
    guard data.count > tail.count else { return false }
    return data.withUnsafeBytes { $0.suffix(tail.count).elementsEqual(tail) }
  }

  /// The article whose short id or URL is `reference`.
  func find(_ reference: String) async -> Article? {
    await load().first { $0.shortID == reference || $0.url.absoluteString == reference }
  }

  private func load() async -> [Article] {
    Self.decode(try? await cache.load(Self.name))?.articles ?? []
  }

  private static func decode(_ data: Data?) -> Stored? {
    guard let data else { return nil }
    return try? NewsJSON.decoder.decode(Stored.self, from: data)
  }
}
