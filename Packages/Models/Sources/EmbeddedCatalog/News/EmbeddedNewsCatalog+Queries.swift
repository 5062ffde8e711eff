import Foundation
import Models

extension EmbeddedNewsCatalog {
  /// NewsAPI's `/v2/top-headlines`: every filter given must hold (AND); `nil` or empty means no filter.
  /// Newest first.
  ///
  /// `sources` are source ids, `country` a two-letter code, and `query` keywords matched in the title,
  /// description and content ignoring case (see ``everything(query:domains:from:to:language:sortBy:)``
  /// for the syntax).
  public func topHeadlines(category: NewsCategory?, sources: [String], country: String?, query: String?) -> [Article] {
    let sourceIDs = Set(sources.map { $0.lowercased() })
    let country = country?.lowercased()
    let query = NewsQuery(query)
    return entries.indices.filter { index in
      let entry = entries[index]
      if let category, entry.category != category { return false }
      if !sourceIDs.isEmpty, !sourceIDs.contains(entry.article.source.id ?? "") { return false }
      if let country, !country.isEmpty, entry.country != country { return false }
      return query?.matches(searchText[index]) ?? true
    }.map { entries[$0].article }
  }

  /// NewsAPI's `/v2/everything`: every filter given must hold (AND); `nil` or empty means no filter.
  ///
  /// - `query`: keywords, all of which must appear in the title, description or content, ignoring
  ///   case; `"exact phrases"` in double quotes, `-word` to exclude, `+word` and `AND` as in NewsAPI.
  /// - `domains`: hosts such as `theledger.example`; an article matches when its URL's host is one of
  ///   them or a subdomain (`www.theledger.example`).
  /// - `from`, `to`: inclusive bounds on `publishedAt`.
  /// - `language`: a two-letter code.
  public func everything(
    query: String?, domains: [String], from: Date?, to: Date?, language: String?, sortBy: NewsSortOrder
  ) -> [Article] {
    let domains = domains.map { $0.lowercased() }.filter { !$0.isEmpty }
    let language = language?.lowercased()
    let query = NewsQuery(query)
    var matches = entries.indices.filter { index in
      let entry = entries[index]
      if !domains.isEmpty, !Self.host(of: entry.article.url, isIn: domains) { return false }
      if let from, entry.article.publishedAt < from { return false }
      if let to, entry.article.publishedAt > to { return false }
      if let language, !language.isEmpty, entry.language != language { return false }
      return query?.matches(searchText[index]) ?? true
    }
    // Entries are newest first, so the index breaks every tie towards the newer article.
    switch sortBy {
    case .publishedAt:
      break
    case .relevancy:
      if let query {
        let scores = Dictionary(uniqueKeysWithValues: matches.map { ($0, query.score(searchText[$0])) })
        matches.sort { (scores[$0] ?? 0, $1) > (scores[$1] ?? 0, $0) }
      }
    case .popularity:
      matches.sort { (popularity[$0], $1) > (popularity[$1], $0) }
    }
    return matches.map { entries[$0].article }
  }

  private static func host(of url: URL, isIn domains: [String]) -> Bool {
    guard let host = url.host?.lowercased() else { return false }
    return domains.contains { host == $0 || host.hasSuffix("." + $0) }
  }
}
