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
    headlineMatches(category: category, sources: sources, country: country, query: query).articles
  }

  /// ``topHeadlines(category:sources:country:query:)``, built only when read: without a `query`, finding
  /// the matches builds no article.
  public func headlineMatches(
    category: NewsCategory?, sources: [String], country: String?, query: String?
  ) -> Matches {
    let sourceIDs = Set(sources.map { $0.lowercased() })
    let country = country?.lowercased()
    let query = NewsQuery(query)
    let indices = shelf.checkpoints.indices.filter { index in
      let source = shelf.source(index)
      if let category, source.category != category { return false }
      if !sourceIDs.isEmpty, !sourceIDs.contains(source.id) { return false }
      if let country, !country.isEmpty, source.country != country { return false }
      return query?.matches(shelf.searchText(index)) ?? true
    }
    return Matches(shelf: shelf, indices: indices)
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
    everythingMatches(query: query, domains: domains, from: from, to: to, language: language, sortBy: sortBy).articles
  }

  /// ``everything(query:domains:from:to:language:sortBy:)``, built only when read, and only from
  /// `sources` (source ids; empty means every source): without a `query`, finding the matches builds no
  /// article.
  public func everythingMatches(
    query: String?, domains: [String], sources: [String] = [], from: Date?, to: Date?, language: String?,
    sortBy: NewsSortOrder
  ) -> Matches {
    let domains = domains.map { $0.lowercased() }.filter { !$0.isEmpty }
    let sourceIDs = Set(sources.map { $0.lowercased() })
    let language = language?.lowercased()
    let query = NewsQuery(query)
    var matches = shelf.checkpoints.indices.filter { index in
      let checkpoint = shelf.checkpoints[index]
      let source = shelf.sources[checkpoint.source]
      let publishedAt = Date(timeIntervalSince1970: TimeInterval(checkpoint.seconds))
      if !domains.isEmpty, !Self.host(shelf.hosts[checkpoint.source], isIn: domains) { return false }
      if !sourceIDs.isEmpty, !sourceIDs.contains(source.id) { return false }
      if let from, publishedAt < from { return false }
      if let to, publishedAt > to { return false }
      if let language, !language.isEmpty, source.language != language { return false }
      return query?.matches(shelf.searchText(index)) ?? true
    }
    // Entries are newest first, so the index breaks every tie towards the newer article.
    switch sortBy {
    case .publishedAt:
      break
    case .relevancy:
      if let query {
        let scores = Dictionary(uniqueKeysWithValues: matches.map { ($0, query.score(shelf.searchText($0))) })
        matches.sort { (scores[$0] ?? 0, $1) > (scores[$1] ?? 0, $0) }
      }
    case .popularity:
      let popularity = shelf.checkpoints.map(\.popularity)
      matches.sort { (popularity[$0], $1) > (popularity[$1], $0) }
    }
    return Matches(shelf: shelf, indices: matches)
  }

  private static func host(_ host: String?, isIn domains: [String]) -> Bool {
    guard let host else { return false }
    return domains.contains { host == $0 || host.hasSuffix("." + $0) }
  }
}
