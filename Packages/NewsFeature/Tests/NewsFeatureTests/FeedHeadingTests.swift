import Core
import Foundation
import NetworkLayer
import Testing

@testable import NewsFeature

/// The feed's heading is appended piece by piece instead of joined from an array; it must read as the three
/// pieces joined with " · ", for every built-in feed, both providers and both languages.
@Suite struct FeedHeadingTests {
  @Test func everyFeedProviderAndLanguage_readsAsTheJoinedPieces() throws {
    let providers: [NewsProvider] = [.embedded, .newsAPI(try #require(URL(string: "http://127.0.0.1:8080/v2")))]
    var mismatches: [String] = []
    for feed in NewsFeed.all {
      for provider in providers {
        for language in Language.allCases {
          for page in [1, 2, 10, 123] {
            let expected = [
              feed.title(in: language), language.pick(en: "page \(page)", de: "Seite \(page)"),
              NewsStrings.providerName(provider, language),
            ].joined(separator: " · ")
            let heading = NewsStrings.feedHeading(feed, page: page, provider: provider, language)
            if heading != expected { mismatches.append(heading) }
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test func business_inEnglish_embedded() {
    #expect(
      NewsStrings.feedHeading(.business, page: 2, provider: .embedded, .english)
        == "Business · page 2 · the embedded news catalog")
  }
}
