import DataLayer
import Models
import Testing

@testable import search_benchmark

/// `make bench-search` searches a corpus it promises to be the same on every run, with articles of realistic
/// length and its queries' words at realistic frequencies: common words common, a made-up one never.
@Suite struct CorpusTests {
  static func articles(_ count: Int) throws -> [SavedArticle] {
    var corpus = Corpus(seed: 0x5EA2_C4B3_0000_0001)
    return try (0..<count).map { try corpus.article($0) }
  }

  @Test func theSameSeed_givesTheSameArticles() throws {
    #expect(try Self.articles(50) == Self.articles(50))
  }

  @Test func titles_haveSixToFourteenWords() throws {
    for saved in try Self.articles(200) {
      #expect((6...14).contains(saved.article.title.split(separator: " ").count), "\(saved.article.title)")
    }
  }

  @Test func commonQueryWords_areCommon_andTheMadeUpOneNeverAppears() throws {
    let texts = try Self.articles(2_000).map {
      [$0.article.title, $0.article.description ?? "", $0.article.content ?? ""].joined(separator: " ").lowercased()
    }
    let market = texts.filter { $0.contains("market") }.count
    let vaccine = texts.filter { $0.contains("vaccine") }.count
    #expect(market > vaccine && vaccine > 0, "market \(market), vaccine \(vaccine)")
    #expect(!texts.contains { $0.contains("zzqx") })
  }
}
