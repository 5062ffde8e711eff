import Core
import Foundation
import Models
import NetworkLayer

/// One feed of the reader: the seed app's four (Business, TechCrunch, the Wall Street Journal, Apple) and
/// the NewsAPI categories after them, each with the request it makes for a page.
///
/// ```swift
/// let feed = NewsFeed(id: "wsj")                     // .wsj
/// feed?.title(in: .german)                           // "Wall Street Journal"
/// let request = NewsFeed.business.request(page: 2, today: Date())   // top-headlines?country=us&category=business
/// ```
public enum NewsFeed: String, Sendable, Hashable, CaseIterable, Codable {
  case business, techcrunch, wsj, apple
  case technology, science, health, sports, entertainment, general

  /// Every feed, in the order the reader shows them.
  public static let all: [NewsFeed] = allCases
  /// The feeds that load together when the news screen opens: the seed app's four.
  public static let eager: [NewsFeed] = [.business, .techcrunch, .wsj, .apple]
  /// Articles per page, on every feed and search.
  public static let pageSize = 12
  /// How far back the Wall Street Journal feed reaches.
  public static let journalWindow: TimeInterval = 182 * 86_400

  public init?(id: String) {
    self.init(rawValue: id.lowercased())
  }

  /// The stable id, as typed: `business`, `wsj`, …
  public var id: String { rawValue }

  /// The feed's title for people.
  public func title(in language: Language) -> String {
    switch self {
    case .business: language.pick(en: "Business", de: "Wirtschaft")
    case .techcrunch: "TechCrunch"
    case .wsj: "Wall Street Journal"
    case .apple: "Apple"
    case .technology: language.pick(en: "Technology", de: "Technologie")
    case .science: language.pick(en: "Science", de: "Wissenschaft")
    case .health: language.pick(en: "Health", de: "Gesundheit")
    case .sports: language.pick(en: "Sports", de: "Sport")
    case .entertainment: language.pick(en: "Entertainment", de: "Unterhaltung")
    case .general: language.pick(en: "General", de: "Allgemein")
    }
  }

  /// The request for `page` (from 1) of ``pageSize`` articles; `today` anchors the Wall Street Journal's
  /// six months.
  public func request(page: Int, today: Date) -> NewsRequest {
    switch self {
    case .business:
      .headlines(HeadlinesQuery(category: .business, country: "us", page: page, pageSize: Self.pageSize))
    case .techcrunch:
      .headlines(
        HeadlinesQuery(category: nil, country: nil, sources: ["techcrunch"], page: page, pageSize: Self.pageSize))
    case .wsj:
      .everything(
        EverythingQuery(
          domains: ["wsj.com"], from: today.addingTimeInterval(-Self.journalWindow), sortBy: .publishedAt, page: page,
          pageSize: Self.pageSize))
    case .apple:
      .everything(EverythingQuery(query: "apple", sortBy: .popularity, page: page, pageSize: Self.pageSize))
    case .technology, .science, .health, .sports, .entertainment, .general:
      .headlines(
        HeadlinesQuery(
          category: NewsCategory(rawValue: rawValue), country: "us", page: page, pageSize: Self.pageSize))
    }
  }
}

/// What a list of articles asks NewsAPI for, one page at a time.
public enum NewsRequest: Hashable, Sendable {
  case headlines(HeadlinesQuery)
  case everything(EverythingQuery)

  /// Sends the request through `news`.
  public func send(_ news: NewsClient) async throws -> Fetched<ArticlesResponse> {
    switch self {
    case .headlines(let query): try await news.topHeadlines(query)
    case .everything(let query): try await news.everything(query)
    }
  }
}

/// A list of articles the reader pages through: a feed, or an online search (`/v2/everything?q=TEXT`,
/// newest first), paged like the feeds.
public enum NewsListing: Hashable, Sendable {
  case feed(NewsFeed)
  case search(String)

  public func request(page: Int, today: Date) -> NewsRequest {
    switch self {
    case .feed(let feed):
      feed.request(page: page, today: today)
    case .search(let text):
      .everything(EverythingQuery(query: text, sortBy: .publishedAt, page: page, pageSize: NewsFeed.pageSize))
    }
  }
}
