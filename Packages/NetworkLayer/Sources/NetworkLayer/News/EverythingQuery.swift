import Foundation
import Models

/// What to ask `/v2/everything` for: every article matching the keywords, domains and sources, from a day
/// on, in an order. NewsAPI needs at least one of `query`, `domains` or `sources`.
///
/// ```swift
/// let wsj = EverythingQuery(domains: ["wsj.com"], from: sixMonthsAgo, sortBy: .publishedAt)
/// let apple = EverythingQuery(query: "apple", sortBy: .popularity, page: 2)
/// let page = try await NewsClient.embedded().everything(apple).value
/// ```
public struct EverythingQuery: Hashable, Sendable {
  /// Keywords, `"phrases"`, `-excluded` words, as NewsAPI's `q`.
  public var query: String?
  /// Hosts, like `wsj.com`; subdomains match too.
  public var domains: [String]
  /// Source ids, like `techcrunch`.
  public var sources: [String]
  /// The oldest publication day asked for; sent as a UTC day, `2026-05-20`.
  public var from: Date?
  /// A two-letter language code.
  public var language: String?
  public var sortBy: NewsSortOrder
  /// 1-based.
  public var page: Int
  /// At most 100.
  public var pageSize: Int

  public init(
    query: String? = nil, domains: [String] = [], sources: [String] = [], from: Date? = nil,
    language: String? = nil, sortBy: NewsSortOrder = .publishedAt, page: Int = 1, pageSize: Int = 12
  ) {
    self.query = query
    self.domains = domains
    self.sources = sources
    self.from = from
    self.language = language
    self.sortBy = sortBy
    self.page = page
    self.pageSize = pageSize
  }

  /// `from` as NewsAPI's `from` parameter: the UTC day, `2026-05-20`. A day rather than an instant, so
  /// the same feed asked twice in one day is the same request (and the same saved answer).
  public var fromDay: String? {
    from.map { date in
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
      let parts = calendar.dateComponents([.year, .month, .day], from: date)
      let year = parts.year ?? 1970
      let month = parts.month ?? 1
      let day = parts.day ?? 1
      return "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }
  }
}
