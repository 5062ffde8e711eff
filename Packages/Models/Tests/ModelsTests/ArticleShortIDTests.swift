import Foundation
import Models
import Testing

@Suite struct ArticleShortIDTests {
  @Test func shortID_isStableTenCharactersOfCrockfordBase32() {
    let id = Article.shortID(for: "https://techcrunch.com/technology/2026/11/20/a-story-40007")

    #expect(id == Article.shortID(for: "https://techcrunch.com/technology/2026/11/20/a-story-40007"))
    #expect(id.count == Article.shortIDLength)
    #expect(Article.isShortID(id))
    #expect(id == "\(id)".lowercased())
  }

  @Test func shortID_isAFixedFunctionOfTheURL() {
    // Pinned: ids are typed by people and kept in their scripts, so the hash must never change.
    #expect(Article.shortID(for: "https://example.com/a") == Article.shortID(for: "https://example.com/a"))
    #expect(Article.shortID(for: "") == "v4tbvm6xng")
  }

  @Test func shortIDs_ofManyURLs_doNotCollide() {
    let ids = (0..<100_000).map { Article.shortID(for: "https://news.example/story-\($0)") }
    #expect(Set(ids).count == ids.count)
  }

  @Test(arguments: ["", "abc", "ABCDEFGHJK", "abcdefghil", "https://x.example/a"])
  func isShortID_refusesOtherShapes(_ text: String) {
    #expect(!Article.isShortID(text))
  }
}
