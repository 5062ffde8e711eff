import Foundation
import Models
import Testing

@testable import EmbeddedCatalog

/// The reader's catalog built lazily from ``ReaderNewsIndex`` against the eager walk: the same articles,
/// ids, order, dates and texts for every feed, query and page, and a page builds only what it shows.
@Suite struct LazyNewsCatalogTests {
  static let eager = EmbeddedNewsCatalog(
    seed: EmbeddedNewsCatalog.standardSeed, sources: NewsSourceList.reader,
    articlesPerSource: EmbeddedNewsCatalog.readerArticlesPerSource)

  static let eagerEntries = eager.entries
  static let reference = NewsFilterReference(eager)
  /// A lazy catalog shared by the queries with a search, which build every article anyway.
  static let searched = lazy()

  static func lazy() -> EmbeddedNewsCatalog {
    EmbeddedNewsCatalog(sources: NewsSourceList.reader, checkpoints: ReaderNewsIndex.checkpoints, wording: .reader)
  }

  /// The committed index is what walking the reader's seed records. Run with MOSAIC_REGENERATE_NEWS_INDEX=1
  /// after changing how articles are drawn to rewrite `ReaderNewsIndex.swift`.
  @Test func readerIndex_isWhatTheWalkRecords() throws {
    let walked = NewsFactory.walk(
      seed: EmbeddedNewsCatalog.standardSeed, sources: NewsSourceList.reader,
      perSource: EmbeddedNewsCatalog.readerArticlesPerSource, newest: EmbeddedNewsCatalog.referenceDate
    ).checkpoints
    if ProcessInfo.processInfo.environment["MOSAIC_REGENERATE_NEWS_INDEX"] == "1" {
      try Self.source(walked).write(to: Self.indexFile, atomically: true, encoding: .utf8)
    }
    #expect(ReaderNewsIndex.checkpoints == walked)
  }

  @Test func reader_buildsTheSameArticlesAsTheEagerWalk_inAnyOrder() {
    let lazy = Self.lazy()
    let eager = Self.eagerEntries

    #expect(lazy.count == 640)
    #expect(
      lazy.headlineMatches(category: nil, sources: [], country: nil, query: nil).page(20, pageSize: 12).articles
        == eager[228..<240].map(\.article))
    #expect(lazy.entries == eager)
    #expect(EmbeddedNewsCatalog.reader.entries == eager)
  }

  @Test(arguments: [UInt64(1), 5, 0xFFFF_FFFF_FFFF_FFFF])
  func anySeed_lazyArticlesEqualTheWalk(_ seed: UInt64) {
    let reader = NewsFactory.walk(
      seed: seed, sources: NewsSourceList.reader, perSource: 6, newest: EmbeddedNewsCatalog.referenceDate)
    let lazyReader = EmbeddedNewsCatalog(
      sources: NewsSourceList.reader, checkpoints: reader.checkpoints, wording: .reader)
    #expect(lazyReader.entries.map(\.article).reversed() == reader.articles.reversed())

    let standard = NewsFactory.walk(
      seed: seed, sources: NewsSourceList.all, perCategory: 9, newest: EmbeddedNewsCatalog.referenceDate)
    let lazyStandard = EmbeddedNewsCatalog(
      sources: NewsSourceList.all, checkpoints: standard.checkpoints, wording: .standard)
    #expect(lazyStandard.entries == EmbeddedNewsCatalog(seed: seed, articlesPerCategory: 9).entries)
  }

  /// Every headline filter (each category, country and source, with and without a query) and every page
  /// of 12 and of 7, each on a catalog that built nothing before.
  @Test func everyHeadlineQuery_andPage_equalsTheEagerBuild() {
    let categories: [NewsCategory?] = [nil] + NewsCategory.allCases
    let countries: [String?] = [nil, "us", "GB", "de", "fr"]
    let sources: [[String]] = [[]] + NewsSourceList.reader.map { [$0.id] } + [["TechCrunch", "capitol-wire"]]
    for query in [nil, "apple", "Übernahme -apple"] as [String?] {
      for category in categories {
        for country in countries {
          for ids in sources {
            let expected = Self.reference.headlines(
              category: category, sources: ids, country: country, query: query)
            let label = "\(String(describing: category)) \(String(describing: country)) \(ids) \(query ?? "")"
            Self.expectPages(label, expected, fresh: query == nil) {
              $0.headlineMatches(category: category, sources: ids, country: country, query: query)
            }
          }
        }
      }
    }
  }

  /// Every `everything` filter the reader and the mock use: each domain, date window, language, source,
  /// sort order and query.
  @Test func everyEverythingQuery_andPage_equalsTheEagerBuild() {
    let reference = EmbeddedNewsCatalog.referenceDate
    let domains: [[String]] = [
      [], ["wsj.com"], ["WSJ.com", "techcrunch.com"], ["sj.com"], [""], ["www.marktbericht.example"],
    ]
    let windows: [(Date?, Date?)] = [
      (nil, nil), (reference.addingTimeInterval(-2 * 86_400), nil), (nil, reference.addingTimeInterval(-86_400)),
      (reference.addingTimeInterval(-3 * 86_400), reference.addingTimeInterval(-86_400)),
    ]
    for sortBy in [NewsSortOrder.publishedAt, .popularity, .relevancy] {
      for query in [nil, "apple", "\"rate cuts\"", "markt -apple"] as [String?] {
        for language in [nil, "en", "DE"] as [String?] {
          for (from, to) in windows {
            for domain in domains {
              let expected = Self.reference.everything(
                query: query, domains: domain, from: from, to: to, language: language, sortBy: sortBy)
              Self.expectPages("\(sortBy) \(query ?? "") \(language ?? "") \(domain)", expected, fresh: query == nil) {
                $0.everythingMatches(
                  query: query, domains: domain, from: from, to: to, language: language, sortBy: sortBy)
              }
            }
          }
        }
      }
    }
  }

  @Test func everything_byEachSourcesHost_equalsTheEagerBuild() {
    for host in NewsSourceList.reader.compactMap(\.url.host) {
      let expected = Self.reference.everything(
        query: nil, domains: [host], from: nil, to: nil, language: nil, sortBy: .publishedAt)
      #expect(expected.count == EmbeddedNewsCatalog.readerArticlesPerSource)
      Self.expectPages(host, expected, fresh: true) {
        $0.everythingMatches(query: nil, domains: [host], from: nil, to: nil, language: nil, sortBy: .publishedAt)
      }
    }
  }

  @Test func everything_bySource_isTheUnfilteredListFilteredBySource() {
    for ids in [["techcrunch"], ["The-Wall-Street-Journal", "field-notes"]] {
      let expected = Self.reference.everything(
        query: "apple", domains: [], from: nil, to: nil, language: nil, sortBy: .popularity
      ).filter { article in ids.contains { $0.lowercased() == article.source.id } }
      Self.expectPages("\(ids)", expected, fresh: false) {
        $0.everythingMatches(
          query: "apple", domains: [], sources: ids, from: nil, to: nil, language: nil, sortBy: .popularity)
      }
    }
  }

  /// A lazy catalog's storage grows with the articles built, not with the articles it holds: a slot per article of
  /// the reader's catalog was 87 KB resident in every `mosaic news`.
  @Test func storage_growsWithTheArticlesBuilt_notWithTheCatalog() {
    let lazy = Self.lazy()
    #expect(lazy.reservedCount == 0)

    _ = lazy.headlineMatches(category: .business, sources: [], country: "us", query: nil).page(1, pageSize: 12)
    #expect(lazy.builtCount == 12)
    #expect(lazy.reservedCount < 32)
    _ = lazy.everythingMatches(query: "apple", domains: [], from: nil, to: nil, language: nil, sortBy: .popularity)
    #expect(lazy.reservedCount >= lazy.count)
  }

  @Test func aFeedPage_buildsOnlyTheArticlesItShows_andASearchBuildsOnce() {
    let lazy = Self.lazy()

    _ = lazy.headlineMatches(category: .business, sources: [], country: "us", query: nil).page(1, pageSize: 12)
    #expect(lazy.builtCount == 12)
    let from = EmbeddedNewsCatalog.referenceDate.addingTimeInterval(-182 * 86_400)
    let journal = lazy.everythingMatches(
      query: nil, domains: ["wsj.com"], from: from, to: nil, language: nil, sortBy: .publishedAt)
    #expect(journal.count == 40)
    #expect(lazy.builtCount == 12)
    _ = journal.page(2, pageSize: 12)
    #expect(lazy.builtCount == 24)
    _ = lazy.everythingMatches(query: "apple", domains: [], from: nil, to: nil, language: nil, sortBy: .popularity)
    #expect(lazy.builtCount == 640)
  }

  /// `expected` paged by the eager ``EmbeddedNewsCatalog/page(_:page:pageSize:)`` against the pages of
  /// `matches` on a lazy catalog (a fresh one for every page when `fresh`), and then all of it.
  private static func expectPages(
    _ label: String, _ expected: [Article], fresh: Bool,
    _ matches: (EmbeddedNewsCatalog) -> EmbeddedNewsCatalog.Matches
  ) {
    for pageSize in [12, 7] {
      for page in 0...(expected.count / pageSize + 2) {
        let lazyPage = matches(fresh ? lazy() : searched).page(page, pageSize: pageSize)
        #expect(lazyPage == EmbeddedNewsCatalog.page(expected, page: page, pageSize: pageSize), "\(label) p\(page)")
      }
    }
    let all = matches(fresh ? lazy() : searched)
    #expect(all.count == expected.count, "\(label)")
    #expect(all.articles == expected, "\(label)")
  }

  private static let indexFile = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/EmbeddedCatalog/News/ReaderNewsIndex.swift")

  private static func source(_ checkpoints: [NewsFactory.Checkpoint]) -> String {
    var lines = [
      "// Generated by LazyNewsCatalogTests.readerIndex_isWhatTheWalkRecords (MOSAIC_REGENERATE_NEWS_INDEX=1); do",
      "// not edit. Where each article of EmbeddedNewsCatalog.reader starts, so a feed's page builds its articles alone.",
      "// Columns: source, generator state, publishedAt (seconds since 1970), title redraws, popularity.",
      "enum ReaderNewsIndex {",
      "  static let checkpoints: [NewsFactory.Checkpoint] = [",
    ]
    for checkpoint in checkpoints {
      let state = String(checkpoint.state, radix: 16, uppercase: true)
      let padded = String(repeating: "0", count: 16 - state.count) + state
      lines.append(
        "    .init(source: \(checkpoint.source), state: 0x\(padded), seconds: \(checkpoint.seconds), "
          + "redraws: \(checkpoint.redraws), popularity: \(checkpoint.popularity)),")
    }
    lines += ["  ]", "}", ""]
    return lines.joined(separator: "\n")
  }
}
