import EmbeddedCatalog
import Foundation
import Hummingbird
import Models

extension NewsRoutes {
  /// `GET /v2/top-headlines?category=&sources=&country=&q=&page=&pageSize=`.
  func topHeadlines(_ request: Request) throws(NewsFailure) -> APIReply {
    let category = try Self.category(request)
    let paging = try Self.paging(request)
    let named = Self.list(request, "sources")
    let country = Self.text(request, "country")?.lowercased()
    let query = Self.text(request, "q")
    let language = Self.text(request, "language")?.lowercased()
    if !named.isEmpty, country != nil || category != nil {
      throw .parametersIncompatible
    }
    let sources = try namedSources(request)
    guard category != nil || !sources.isEmpty || country != nil || query != nil || language != nil else {
      throw .headlinesParametersMissing
    }
    try Self.checkCeiling(paging)
    var articles = catalog.topHeadlines(category: category, sources: sources, country: country, query: query)
    if let language {
      let urls = Set(catalog.entries.filter { $0.language == language }.map { $0.article.url })
      articles = articles.filter { urls.contains($0.url) }
    }
    return Self.ok(EmbeddedNewsCatalog.page(articles, page: paging.page, pageSize: paging.pageSize))
  }

  /// `GET /v2/everything?q=&domains=&sources=&from=&to=&language=&sortBy=&page=&pageSize=`.
  ///
  /// The catalog's news stands still at its reference date, so `from` and `to` are read on the catalog's
  /// clock (``EmbeddedNewsCatalog/catalogDate(_:now:)``): "six months back" finds the same articles any day.
  func everything(_ request: Request) throws(NewsFailure) -> APIReply {
    let paging = try Self.paging(request)
    let now = state.now()
    let from = try Self.date(request, "from", endOfDay: false).map { EmbeddedNewsCatalog.catalogDate($0, now: now) }
    let to = try Self.date(request, "to", endOfDay: true).map { EmbeddedNewsCatalog.catalogDate($0, now: now) }
    let sortBy = try Self.sortOrder(request)
    let query = Self.text(request, "q")
    let domains = Self.list(request, "domains")
    let sources = try namedSources(request)
    guard query != nil || !domains.isEmpty || !sources.isEmpty else {
      throw .everythingParametersMissing
    }
    try Self.checkCeiling(paging)
    var articles = catalog.everything(
      query: query, domains: domains, from: from, to: to, language: Self.text(request, "language")?.lowercased(),
      sortBy: sortBy)
    if !sources.isEmpty {
      let wanted = Set(sources.map { $0.lowercased() })
      articles = articles.filter { wanted.contains($0.source.id ?? "") }
    }
    return Self.ok(EmbeddedNewsCatalog.page(articles, page: paging.page, pageSize: paging.pageSize))
  }

  /// `GET /v2/top-headlines/sources?category=&language=&country=`.
  func sources(_ request: Request) throws(NewsFailure) -> APIReply {
    let category = try Self.category(request)
    let language = Self.text(request, "language")?.lowercased()
    let country = Self.text(request, "country")?.lowercased()
    let sources = catalog.sources.filter { source in
      (category.map { source.category == $0 } ?? true) && (language.map { source.language == $0 } ?? true)
        && (country.map { source.country == $0 } ?? true)
    }
    return Self.ok(SourcesResponse(sources: sources))
  }

  static func sortOrder(_ request: Request) throws(NewsFailure) -> NewsSortOrder {
    guard let text = text(request, "sortBy") else { return .publishedAt }
    guard let order = NewsSortOrder(rawValue: text) else {
      let options = NewsSortOrder.allCases.map(\.rawValue).joined(separator: ", ")
      throw .parameterInvalid("The sortBy param '\(text)' is invalid. Possible options: \(options).")
    }
    return order
  }

  /// An ISO-8601 date (`2026-11-20`) or date and time (`2026-11-20T08:30:00`, UTC unless it names a zone).
  /// A bare date as `to` means the end of that day.
  static func date(_ request: Request, _ name: String, endOfDay: Bool) throws(NewsFailure) -> Date? {
    guard let text = text(request, name) else { return nil }
    if let date = UnsplashJSON.parseDate(text) ?? UnsplashJSON.parseDate(text + "Z") {
      return date
    }
    let dayOnly = ISO8601DateFormatter()
    dayOnly.formatOptions = [.withFullDate]
    if let day = dayOnly.date(from: text) {
      return endOfDay ? day.addingTimeInterval(86_399) : day
    }
    throw .parameterInvalid(
      "The \(name) param '\(text)' is not a valid ISO 8601 date. Use a date like 2026-11-20 or 2026-11-20T08:30:00.")
  }
}
