import Foundation
import Models

@testable import EmbeddedCatalog

/// NewsAPI's filters as the catalog applied them before it became lazy: over built articles (their
/// URL's host, their source id, their date), so the lazy queries are checked against an independent
/// reading of the same rules.
struct NewsFilterReference {
  let entries: [EmbeddedNewsCatalog.Entry]
  /// How widely read each entry is, from the eager walk.
  let popularity: [Int]
  private let texts: [NewsSearchText]

  init(_ catalog: EmbeddedNewsCatalog) {
    entries = catalog.entries
    popularity = catalog.shelf.checkpoints.map(\.popularity)
    texts = entries.map { NewsSearchText($0.article) }
  }

  func headlines(category: NewsCategory?, sources: [String], country: String?, query: String?) -> [Article] {
    let sourceIDs = Set(sources.map { $0.lowercased() })
    let country = country?.lowercased()
    let query = NewsQuery(query)
    return entries.indices.filter { index in
      let entry = entries[index]
      if let category, entry.category != category { return false }
      if !sourceIDs.isEmpty, !sourceIDs.contains(entry.article.source.id ?? "") { return false }
      if let country, !country.isEmpty, entry.country != country { return false }
      return query?.matches(texts[index]) ?? true
    }.map { entries[$0].article }
  }

  func everything(
    query: String?, domains: [String], from: Date?, to: Date?, language: String?, sortBy: NewsSortOrder
  ) -> [Article] {
    let domains = domains.map { $0.lowercased() }.filter { !$0.isEmpty }
    let language = language?.lowercased()
    let query = NewsQuery(query)
    var matches = entries.indices.filter { index in
      let article = entries[index].article
      if !domains.isEmpty {
        guard let host = article.url.host?.lowercased() else { return false }
        if !domains.contains(where: { host == $0 || host.hasSuffix("." + $0) }) { return false }
      }
      if let from, article.publishedAt < from { return false }
      if let to, article.publishedAt > to { return false }
      if let language, !language.isEmpty, entries[index].language != language { return false }
      return query?.matches(texts[index]) ?? true
    }
    switch sortBy {
    case .publishedAt:
      break
    case .relevancy:
      if let query {
        let scores = Dictionary(uniqueKeysWithValues: matches.map { ($0, query.score(texts[$0])) })
        matches.sort { (scores[$0] ?? 0, $1) > (scores[$1] ?? 0, $0) }
      }
    case .popularity:
      matches.sort { (popularity[$0], $1) > (popularity[$1], $0) }
    }
    return matches.map { entries[$0].article }
  }
}
