import Core
import DataLayer
import Foundation
import Models
import NetworkLayer

/// One feed of the reader: the seed app's four (Business, TechCrunch, the Wall Street Journal, Apple), the NewsAPI
/// categories after them, and the feeds a person made (`mosaic news feeds add`, issue 22), each with the request it
/// makes for a page.
///
/// ```swift
/// let feed = NewsFeed(id: "wsj")                     // .wsj
/// feed?.title(in: .german)                           // "Wall Street Journal"
/// let request = NewsFeed.business.request(page: 2, today: Date())   // top-headlines?country=us&category=business
/// ```
public struct NewsFeed: Sendable, Hashable {
  /// The reader's own ten feeds.
  public enum Builtin: String, Sendable, Hashable, CaseIterable {
    case business, techcrunch, wsj, apple
    case technology, science, health, sports, entertainment, general
  }

  /// What the feed asks for.
  enum Kind: Sendable, Hashable {
    case builtin(Builtin)
    case query(String)
    case source(String)
    case category(NewsCategory, country: String?)
    /// A name typed on the command line or in a URL that is no built-in feed: the presenter looks it up among
    /// the person's feeds before anything loads.
    case named
  }

  let kind: Kind
  /// The stable id: a built-in feed's (`business`, `wsj`, …), or a made feed's name lowercased.
  public let id: String
  /// A made feed's name as the person wrote it.
  let name: String

  private init(_ builtin: Builtin) {
    kind = .builtin(builtin)
    id = builtin.rawValue
    name = builtin.rawValue
  }

  public static let business = NewsFeed(Builtin.business)
  public static let techcrunch = NewsFeed(Builtin.techcrunch)
  public static let wsj = NewsFeed(Builtin.wsj)
  public static let apple = NewsFeed(Builtin.apple)
  public static let technology = NewsFeed(Builtin.technology)
  public static let science = NewsFeed(Builtin.science)
  public static let health = NewsFeed(Builtin.health)
  public static let sports = NewsFeed(Builtin.sports)
  public static let entertainment = NewsFeed(Builtin.entertainment)
  public static let general = NewsFeed(Builtin.general)

  /// The built-in feeds, in the order the reader shows them unless the person moved them.
  public static let all: [NewsFeed] = Builtin.allCases.map(NewsFeed.init)
  /// The feeds that load together when the news screen opens: the seed app's four.
  public static let eager: [NewsFeed] = [.business, .techcrunch, .wsj, .apple]
  /// Articles per page, on every feed and search.
  public static let pageSize = 12
  /// How far back the Wall Street Journal feed reaches.
  public static let journalWindow: TimeInterval = 182 * 86_400

  /// The built-in feed of this id (any case), or `nil`.
  public init?(id: String) {
    guard let builtin = Builtin(rawValue: id.lowercased()) else { return nil }
    self.init(builtin)
  }

  /// The feed an entry of the person's feeds stands for; `nil` for an entry that only arranges a built-in feed
  /// it does not know, or whose category this build does not know.
  public init?(entry: FeedEntry) {
    switch entry.kind {
    case .builtin: self.init(id: entry.name)
    case .query: self.init(kind: .query(entry.value), name: entry.name)
    case .source: self.init(kind: .source(entry.value), name: entry.name)
    case .category:
      guard let category = NewsCategory(rawValue: entry.value) else { return nil }
      self.init(kind: .category(category, country: entry.country), name: entry.name)
    }
  }

  /// A feed known only by the name typed, looked up among the person's feeds before it loads.
  public static func named(_ name: String) -> NewsFeed {
    NewsFeed(kind: .named, name: name)
  }

  private init(kind: Kind, name: String) {
    self.kind = kind
    self.name = name
    self.id = FeedEntry.key(name)
  }

  /// Whether it is one of the reader's own ten.
  public var isBuiltin: Bool {
    if case .builtin = kind { return true }
    return false
  }

  /// Whether it still has to be looked up among the person's feeds.
  var isNamed: Bool { kind == .named }

  /// The feed's title for people.
  public func title(in language: Language) -> String {
    guard case .builtin(let builtin) = kind else { return name }
    return switch builtin {
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
  /// six months. A category asks for `us` unless the feed chose a country; the App's news client puts the
  /// settings' country there (`NewsClient.inCountry`), and leaves a country the feed chose.
  public func request(page: Int, today: Date) -> NewsRequest {
    switch kind {
    case .builtin(let builtin): Self.request(builtin, page: page, today: today)
    case .query(let text):
      .everything(EverythingQuery(query: text, sortBy: .publishedAt, page: page, pageSize: Self.pageSize))
    case .source(let source):
      .headlines(HeadlinesQuery(category: nil, country: nil, sources: [source], page: page, pageSize: Self.pageSize))
    case .category(let category, let country):
      .headlines(
        HeadlinesQuery(
          category: category, country: country ?? "us", page: page, pageSize: Self.pageSize,
          countryIsChosen: country != nil))
    case .named:
      // Never sent: the presenter resolves a named feed first. An empty search keeps it harmless.
      .everything(EverythingQuery(query: name, sortBy: .publishedAt, page: page, pageSize: Self.pageSize))
    }
  }

  private static func request(_ builtin: Builtin, page: Int, today: Date) -> NewsRequest {
    switch builtin {
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
          category: NewsCategory(rawValue: builtin.rawValue), country: "us", page: page, pageSize: Self.pageSize))
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
