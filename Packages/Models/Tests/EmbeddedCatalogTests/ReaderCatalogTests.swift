import EmbeddedCatalog
import Foundation
import Models
import Testing

/// ``EmbeddedNewsCatalog/reader``: what the news reader shows with no key, feed by feed.
@Suite struct ReaderCatalogTests {
  let catalog = EmbeddedNewsCatalog.reader
  static let sixMonths: TimeInterval = 182 * 86_400

  /// The articles each of the reader's ten feeds asks for, as NewsAPI would answer them.
  func feeds(now: Date = EmbeddedNewsCatalog.referenceDate) -> [(String, [Article])] {
    let from = EmbeddedNewsCatalog.catalogDate(now.addingTimeInterval(-Self.sixMonths), now: now)
    let categories: [NewsCategory] = [.business, .technology, .science, .health, .sports, .entertainment, .general]
    return [
      ("techcrunch", catalog.topHeadlines(category: nil, sources: ["techcrunch"], country: nil, query: nil)),
      (
        "wsj",
        catalog.everything(
          query: nil, domains: ["wsj.com"], from: from, to: nil, language: nil, sortBy: .publishedAt)
      ),
      (
        "apple",
        catalog.everything(query: "apple", domains: [], from: nil, to: nil, language: nil, sortBy: .popularity)
      ),
    ]
      + categories.map { category in
        (category.rawValue, catalog.topHeadlines(category: category, sources: [], country: "us", query: nil))
      }
  }

  @Test func everyFeed_hasAtLeastThreeFullPagesOf12() {
    for (feed, articles) in feeds() {
      #expect(articles.count >= 36, "\(feed): \(articles.count)")
    }
  }

  @Test func everyFeed_hasTheSameArticlesOnAnyLaterDay() {
    let later = EmbeddedNewsCatalog.referenceDate.addingTimeInterval(400 * 86_400 + 3_600)
    for ((feed, today), (_, then)) in zip(feeds(), feeds(now: later)) {
      #expect(today == then, "\(feed)")
    }
  }

  @Test func feeds_containArticlesWithoutAuthorDescriptionOrImage() {
    let all = feeds().flatMap(\.1)
    let someWithoutAuthor = all.contains { $0.author == nil }
    #expect(someWithoutAuthor)
    let someWithoutDescription = all.contains { $0.description == nil }
    #expect(someWithoutDescription)
    let someWithoutPicture = all.contains { $0.urlToImage == nil }
    #expect(someWithoutPicture)
  }

  @Test func theAppleFeed_hasGermanArticlesWithUmlauts() throws {
    let appleFound = feeds().first { $0.0 == "apple" }?.1
    let apple = try #require(appleFound)
    let text = apple.map { [$0.title, $0.description ?? ""].joined(separator: " ") }
    let someGermanText = text.contains {
      $0.contains("Übernahme") || $0.contains("ü") || $0.contains("ä") || $0.contains("ö")
    }
    #expect(someGermanText)
    let german = catalog.entries.filter { $0.language == "de" }.map(\.article)
    let someGermanDescriptionOnTheTakeover = german.contains { ($0.description ?? "").contains("Übernahme") }
    #expect(someGermanDescriptionOnTheTakeover)
  }

  @Test func sources_includeTheFeedsNamedSources() throws {
    let techCrunchFound = catalog.sources.first { $0.id == "techcrunch" }
    let techCrunch = try #require(techCrunchFound)
    let journalFound = catalog.sources.first { $0.id == "the-wall-street-journal" }
    let journal = try #require(journalFound)
    #expect(techCrunch.url.host == "techcrunch.com")
    #expect(journal.url.host == "www.wsj.com")
    #expect(catalog.entries.count == catalog.sources.count * EmbeddedNewsCatalog.readerArticlesPerSource)
    #expect(Set(catalog.entries.map(\.article.url)).count == catalog.entries.count)
  }

  @Test func reader_isTheSameOnEveryBuild() {
    let again = EmbeddedNewsCatalog(
      seed: EmbeddedNewsCatalog.standardSeed, sources: catalog.sources,
      articlesPerSource: EmbeddedNewsCatalog.readerArticlesPerSource)
    #expect(again.entries == catalog.entries)
  }

  @Test func catalogDate_movesBackByWholeDaysSinceTheReferenceDate() {
    let reference = EmbeddedNewsCatalog.referenceDate
    let date = Date(timeIntervalSince1970: 1_000_000)
    #expect(EmbeddedNewsCatalog.catalogDate(date, now: reference) == date)
    #expect(EmbeddedNewsCatalog.catalogDate(date, now: reference.addingTimeInterval(-90_000)) == date)
    #expect(
      EmbeddedNewsCatalog.catalogDate(date, now: reference.addingTimeInterval(2.5 * 86_400))
        == date.addingTimeInterval(-2 * 86_400))
  }
}
