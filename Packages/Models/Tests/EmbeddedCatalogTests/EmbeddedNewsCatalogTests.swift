import EmbeddedCatalog
import Foundation
import Models
import Testing

@Suite struct EmbeddedNewsCatalogTests {
  let catalog = EmbeddedNewsCatalog.standard
  var articles: [Article] { catalog.entries.map(\.article) }

  func everything(
    _ query: String? = nil, domains: [String] = [], from: Date? = nil, to: Date? = nil, language: String? = nil,
    sortBy: NewsSortOrder = .publishedAt
  ) -> [Article] {
    catalog.everything(query: query, domains: domains, from: from, to: to, language: language, sortBy: sortBy)
  }

  // MARK: Shape

  @Test func standard_hasAtLeast24ArticlesPerCategory() {
    let counts = Dictionary(grouping: catalog.entries, by: \.category).mapValues(\.count)

    #expect(catalog.entries.count >= 168)
    for category in NewsCategory.allCases {
      #expect((counts[category] ?? 0) >= 24, "\(category)")
    }
  }

  @Test func sources_coverLanguagesCountriesAndHosts() {
    let sources = catalog.sources

    #expect((10...14).contains(sources.count))
    #expect(Set(sources.map(\.id)).count == sources.count)
    #expect(Set(sources.compactMap(\.url.host)).count == sources.count)
    #expect(Set(sources.map(\.language)) == ["en", "de"])
    #expect(Set(sources.map(\.country)) == ["us", "gb", "de"])
    #expect(Set(sources.map(\.category)) == Set(NewsCategory.allCases))
    let hasTheLedger = sources.contains { $0.id == "the-ledger" }
    #expect(hasTheLedger)
  }

  @Test func entries_matchTheirSource() throws {
    for entry in catalog.entries {
      let sourceFound = catalog.sources.first { $0.id == entry.article.source.id }
      let source = try #require(sourceFound)
      #expect(entry.article.source.name == source.name)
      #expect(entry.category == source.category)
      #expect(entry.language == source.language)
      #expect(entry.country == source.country)
      #expect(entry.article.url.host == source.url.host)
    }
    #expect(Set(catalog.entries.map(\.article.source.id)).count == catalog.sources.count)
  }

  @Test func entries_areNewestFirstOverTheDaysBeforeTheReferenceDate() {
    let dates = articles.map(\.publishedAt)
    let reference = EmbeddedNewsCatalog.referenceDate

    #expect(dates.first == reference)
    let newestFirst = zip(dates, dates.dropFirst()).allSatisfy { $0 > $1 }
    #expect(newestFirst)
    let allWithinTwoWeeks = dates.allSatisfy { reference.timeIntervalSince($0) < 14 * 86_400 }
    #expect(allWithinTwoWeeks)
    #expect(reference.timeIntervalSince(dates.last ?? reference) > 2 * 86_400)
  }

  @Test func urls_areUnique() {
    #expect(Set(articles.map(\.url)).count == articles.count)
    #expect(Set(articles.compactMap(\.urlToImage)).count == articles.compactMap(\.urlToImage).count)
    let allHTTPS = articles.allSatisfy { $0.url.scheme == "https" }
    #expect(allHTTPS)
    // The embedded catalogs only ever link to web addresses (issue 19), the reader's too.
    let everyArticleHasAWebAddress = articles.allSatisfy { $0.hasWebAddress }
    #expect(everyArticleHasAWebAddress)
    let everyReaderEntryHasAWebAddress = EmbeddedNewsCatalog.reader.entries.allSatisfy { $0.article.hasWebAddress }
    #expect(everyReaderEntryHasAWebAddress)
  }

  @Test func fields_areSometimesMissingLikeRealNewsAPI() {
    let someWithoutAuthor = articles.contains { $0.author == nil }
    #expect(someWithoutAuthor)
    let someWithoutDescription = articles.contains { $0.description == nil }
    #expect(someWithoutDescription)
    let someWithoutPicture = articles.contains { $0.urlToImage == nil }
    #expect(someWithoutPicture)
    let someWithoutContent = articles.contains { $0.content == nil }
    #expect(someWithoutContent)
    let overAHundredComplete =
      articles.filter { $0.author != nil && $0.description != nil && $0.content != nil }.count > 100
    #expect(overAHundredComplete)
  }

  @Test func content_endsLikeNewsAPI() throws {
    let pattern = try Regex(#"… \[\+\d+ chars\]$"#)

    for content in articles.compactMap(\.content) {
      #expect(content.contains(pattern), "\(content)")
      #expect(content.count <= 200 + 20)
    }
  }

  @Test func titles_areVariedAndFilledIn() {
    #expect(Set(articles.map(\.title)).count >= articles.count * 9 / 10)
    let noTemplateBraces = articles.allSatisfy { !$0.title.contains("{") && !($0.description ?? "").contains("{") }
    #expect(noTemplateBraces)
    let german = catalog.entries.filter { $0.language == "de" }.map(\.article.title)
    #expect(!german.isEmpty)
    let someGermanLetters = german.contains {
      $0.contains("ü") || $0.contains("ä") || $0.contains("ö") || $0.contains("ß")
    }
    #expect(someGermanLetters)
  }

  @Test func sameSeed_givesTheSameCatalog_differentSeedDiffers() {
    let first = EmbeddedNewsCatalog(seed: 3, articlesPerCategory: 5)
    let second = EmbeddedNewsCatalog(seed: 3, articlesPerCategory: 5)
    let other = EmbeddedNewsCatalog(seed: 4, articlesPerCategory: 5)

    #expect(first.entries == second.entries)
    #expect(first.entries != other.entries)
    #expect(first.entries.count == 5 * NewsCategory.allCases.count)
    #expect(EmbeddedNewsCatalog(seed: 3, articlesPerCategory: -1).entries.isEmpty)
  }

  // MARK: Top headlines

  @Test func topHeadlines_withoutFilters_givesEverythingNewestFirst() {
    #expect(catalog.topHeadlines(category: nil, sources: [], country: nil, query: nil) == articles)
  }

  @Test(arguments: NewsCategory.allCases)
  func topHeadlines_category_keepsOnlyThatCategory(category: NewsCategory) {
    let results = catalog.topHeadlines(category: category, sources: [], country: nil, query: nil)

    let articlesOfTheCategory = catalog.entries.filter { $0.category == category }.map(\.article)
    #expect(results == articlesOfTheCategory)
    #expect(results.count >= 24)
  }

  @Test func topHeadlines_sources_keepsOnlyThoseSources() {
    let results = catalog.topHeadlines(
      category: nil, sources: ["the-ledger", "BYTE-DISPATCH"], country: nil, query: nil)

    #expect(!results.isEmpty)
    #expect(Set(results.compactMap(\.source.id)) == ["the-ledger", "byte-dispatch"])
  }

  @Test func topHeadlines_filtersCombineWithAnd() {
    let results = catalog.topHeadlines(category: .business, sources: [], country: "de", query: nil)
    let expected = catalog.entries.filter { $0.category == .business && $0.country == "de" }.map(\.article)

    #expect(!results.isEmpty)
    #expect(results == expected)
    let allFromDerMarktbericht = results.allSatisfy { $0.source.id == "der-marktbericht" }
    #expect(allFromDerMarktbericht)
    #expect(catalog.topHeadlines(category: .sports, sources: [], country: "de", query: nil).isEmpty)
  }

  @Test func topHeadlines_query_matchesTitleDescriptionOrContentIgnoringCase() {
    let results = catalog.topHeadlines(category: .business, sources: [], country: nil, query: "INFLATION")

    #expect(!results.isEmpty)
    let allMatchTheQuery = results.allSatisfy { article in
      [article.title, article.description ?? "", article.content ?? ""].contains {
        $0.lowercased().contains("inflation")
      }
    }
    #expect(allMatchTheQuery)
  }

  // MARK: Everything

  @Test func everything_query_exceedsNewsAPIsResultLimitWhenBroad() {
    #expect(everything(language: "en").count > 100)
    #expect(everything("the").count > 100)
  }

  @Test func everything_query_supportsPhrasesAndExclusions() {
    let phrase = everything("\"rate cuts\"")
    let shares = everything("shares")
    let withoutJump = everything("shares -jump")

    #expect(!phrase.isEmpty)
    let allContainThePhrase = phrase.allSatisfy { ($0.content ?? "").lowercased().contains("rate cuts") }
    #expect(allContainThePhrase)
    #expect(!withoutJump.isEmpty)
    #expect(withoutJump.count < shares.count)
    let noneMentionsJump = withoutJump.allSatisfy { !$0.title.lowercased().contains("jump") }
    #expect(noneMentionsJump)
    #expect(everything("+shares AND jump") == everything("shares jump"))
    #expect(everything("zzz-no-such-word").isEmpty)
    #expect(everything("   ") == articles)
  }

  @Test func everything_domains_matchTheHostBySuffix() {
    let ledger = everything(domains: ["theledger.example"])
    let both = everything(domains: ["THELEDGER.example", "www.netzwelt-journal.example"])

    #expect(!ledger.isEmpty)
    let allOnTheLedgersHost = ledger.allSatisfy { $0.url.host == "www.theledger.example" }
    #expect(allOnTheLedgersHost)
    #expect(Set(both.compactMap(\.source.id)) == ["the-ledger", "netzwelt-journal"])
    #expect(everything(domains: ["ledger.example"]).isEmpty)
  }

  @Test func everything_dateRange_isInclusive() throws {
    let from = articles[40].publishedAt
    let to = articles[10].publishedAt

    let results = everything(from: from, to: to)

    #expect(results == Array(articles[10...40]))
  }

  @Test func everything_language_keepsOnlyThatLanguage() {
    let german = everything(language: "de")

    let germanArticles = catalog.entries.filter { $0.language == "de" }.map(\.article)
    #expect(german == germanArticles)
    #expect(german.count >= 24)
  }

  @Test func everything_sortByPublishedAt_isNewestFirst() {
    let results = everything("the", sortBy: .publishedAt)

    let newestFirst = zip(results, results.dropFirst()).allSatisfy { $0.publishedAt > $1.publishedAt }
    #expect(newestFirst)
  }

  @Test func everything_sortByPopularity_isAStableReorderingOfTheSameArticles() {
    let byDate = everything(language: "en")
    let byPopularity = everything(language: "en", sortBy: .popularity)

    #expect(Set(byPopularity) == Set(byDate))
    #expect(byPopularity.count == byDate.count)
    #expect(byPopularity != byDate)
    #expect(byPopularity == everything(language: "en", sortBy: .popularity))
  }

  @Test func everything_sortByRelevancy_putsTitleMatchesFirst() throws {
    let results = everything("inflation", sortBy: .relevancy)
    let firstWithoutTitleMatchFound = results.firstIndex { !$0.title.lowercased().contains("inflation") }
    let firstWithoutTitleMatch = try #require(firstWithoutTitleMatchFound)

    #expect(results.count > firstWithoutTitleMatch)
    let titleMatchesFirst = results[..<firstWithoutTitleMatch].allSatisfy {
      $0.title.lowercased().contains("inflation")
    }
    #expect(titleMatchesFirst)
    let noTitleMatchAfterThem = results[firstWithoutTitleMatch...].allSatisfy {
      !$0.title.lowercased().contains("inflation")
    }
    #expect(noTitleMatchAfterThem)
    #expect(Set(results) == Set(everything("inflation")))
  }

  @Test func everything_relevancyWithoutQuery_isNewestFirst() {
    #expect(everything(sortBy: .relevancy) == articles)
  }

  // MARK: Paging

  struct PageCase: Sendable, CustomTestStringConvertible {
    let page: Int
    let pageSize: Int
    let range: Range<Int>?
    var testDescription: String { "page \(page) of \(pageSize)" }
  }

  @Test(arguments: [
    PageCase(page: 1, pageSize: 20, range: 0..<20),
    PageCase(page: 2, pageSize: 20, range: 20..<40),
    PageCase(page: 10, pageSize: 20, range: 180..<182),
    PageCase(page: 11, pageSize: 20, range: nil),
    PageCase(page: 1, pageSize: 500, range: 0..<182),
    PageCase(page: 0, pageSize: 20, range: nil),
    PageCase(page: 1, pageSize: 0, range: nil),
    PageCase(page: Int.max, pageSize: Int.max, range: nil),
  ])
  func page_slicesLikeNewsAPI(_ testCase: PageCase) {
    let all = articles

    let response = EmbeddedNewsCatalog.page(all, page: testCase.page, pageSize: testCase.pageSize)

    #expect(response.status == "ok")
    #expect(response.totalResults == all.count)
    let pageIsItsSlice = response.articles == testCase.range.map { Array(all[$0]) } ?? []
    #expect(pageIsItsSlice)
  }

  @Test func page_encodesAsNewsAPIJSON() throws {
    let response = EmbeddedNewsCatalog.page(articles, page: 1, pageSize: 2)

    let decoded = try NewsJSON.decoder.decode(ArticlesResponse.self, from: NewsJSON.encoder.encode(response))

    #expect(decoded == response)
  }
}
