import Foundation
import Models

/// The news Mosaic shows with no API key, and that the mock API server serves: a deterministic
/// catalog shaped like NewsAPI's, with its `/v2/top-headlines` and `/v2/everything` filters.
///
/// Twelve sources in English and German (US, British and German), at least 24 articles in every
/// ``NewsCategory``, published over the days before ``referenceDate``. Some articles lack an author,
/// a description, an image or content, as real NewsAPI results do.
///
/// ```swift
/// let news = EmbeddedNewsCatalog.standard
/// let headlines = news.topHeadlines(category: .business, sources: [], country: "us", query: nil)
/// let found = news.everything(
///   query: "inflation", domains: [], from: nil, to: nil, language: "en", sortBy: .relevancy)
/// let response = EmbeddedNewsCatalog.page(found, page: 1, pageSize: 20)
/// ```
public struct EmbeddedNewsCatalog: Sendable {
  /// An article with what NewsAPI filters it by but does not return.
  ///
  /// ```swift
  /// let german = EmbeddedNewsCatalog.standard.entries.filter { $0.language == "de" }.map(\.article)
  /// ```
  public struct Entry: Hashable, Sendable {
    public let article: Article
    public let category: NewsCategory
    public let country: String
    public let language: String

    public init(article: Article, category: NewsCategory, country: String, language: String) {
      self.article = article
      self.category = category
      self.country = country
      self.language = language
    }
  }

  /// The catalog the app and the mock server use: 26 articles per category, 182 in all.
  public static let standard = EmbeddedNewsCatalog(seed: standardSeed, articlesPerCategory: 26)

  /// The catalog the news reader shows with no API key and the mock API serves: 16 sources (``standard``'s
  /// twelve, TechCrunch, The Wall Street Journal, and US general and sports news) with 40 articles each, so
  /// every feed of the reader has at least three full pages of 12. Built lazily from ``ReaderNewsIndex``:
  /// a page of a feed builds its articles only, so `mosaic news` writes 12 articles, not 640.
  ///
  /// ```swift
  /// let techCrunch = EmbeddedNewsCatalog.reader.topHeadlines(
  ///   category: nil, sources: ["techcrunch"], country: nil, query: nil)   // 40 articles
  /// ```
  public static let reader = EmbeddedNewsCatalog(
    sources: NewsSourceList.reader, checkpoints: ReaderNewsIndex.checkpoints, wording: .reader)

  /// How many articles each source of ``reader`` has.
  public static let readerArticlesPerSource = 40

  /// The seed of ``standard``.
  public static let standardSeed: UInt64 = 0x4E65_7773_0000_0001

  /// When the newest article of every catalog is published: 2026-11-20T08:30:00Z.
  public static let referenceDate = Date(timeIntervalSince1970: 1_795_163_400)

  /// The articles, built on first use.
  let shelf: NewsShelf

  /// The publications, as `/v2/top-headlines/sources` lists them.
  public var sources: [NewsSource] { shelf.sources }

  /// Every article, newest first; builds every article not built yet.
  public var entries: [Entry] {
    zip(shelf.checkpoints.indices, shelf.articles(shelf.checkpoints.indices)).map { index, article in
      let source = shelf.source(index)
      return Entry(article: article, category: source.category, country: source.country, language: source.language)
    }
  }

  /// How many articles the catalog holds, without building any.
  public var count: Int { shelf.count }

  /// How many articles have been built so far (for tests).
  var builtCount: Int { shelf.builtCount }

  /// How many articles the catalog has room for without growing its storage (for tests).
  var reservedCount: Int { shelf.reservedCount }

  /// A catalog with `articlesPerCategory` articles in every category (none when negative), drawn
  /// from `seed`, all built at once.
  public init(seed: UInt64, articlesPerCategory: Int) {
    let (articles, checkpoints) = NewsFactory.walk(
      seed: seed, sources: NewsSourceList.all, perCategory: max(0, articlesPerCategory), newest: Self.referenceDate)
    shelf = NewsShelf(sources: NewsSourceList.all, checkpoints: checkpoints, wording: .standard, built: articles)
  }

  /// A catalog with `articlesPerSource` articles from each of `sources` (none when negative), drawn from
  /// `seed`, all built at once.
  public init(seed: UInt64, sources: [NewsSource], articlesPerSource: Int) {
    let (articles, checkpoints) = NewsFactory.walk(
      seed: seed, sources: sources, perSource: max(0, articlesPerSource), newest: Self.referenceDate)
    shelf = NewsShelf(sources: sources, checkpoints: checkpoints, wording: .reader, built: articles)
  }

  /// A catalog whose articles are built when first asked for, from checkpoints a walk recorded.
  init(sources: [NewsSource], checkpoints: [NewsFactory.Checkpoint], wording: NewsFactory.Wording) {
    shelf = NewsShelf(sources: sources, checkpoints: checkpoints, wording: wording, built: nil)
  }

  /// One page (1-based) of `articles` as NewsAPI returns it, with `totalResults` the count of all of
  /// them. A page past the end, a page below 1 or a page size below 1 has no articles.
  public static func page(_ articles: [Article], page: Int, pageSize: Int) -> ArticlesResponse {
    let range = pageRange(count: articles.count, page: page, pageSize: pageSize)
    return ArticlesResponse(totalResults: articles.count, articles: Array(articles[range]))
  }

  /// The positions of page `page` (1-based) of `pageSize` in a list of `count`; empty past the end, for a
  /// page below 1 or a page size below 1.
  static func pageRange(count: Int, page: Int, pageSize: Int) -> Range<Int> {
    guard page >= 1, pageSize >= 1 else { return 0..<0 }
    let (start, overflow) = (page - 1).multipliedReportingOverflow(by: pageSize)
    guard !overflow, start < count else { return 0..<0 }
    return start..<(pageSize >= count - start ? count : start + pageSize)
  }
}
